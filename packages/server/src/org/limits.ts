/**
 * A rate limit per client address for the organized-play routes: a token bucket for each
 * address, taken from by every write and by every token that stands for no one (so codes cannot
 * be guessed fast). Reads with a good token or none are free: phones at a venue poll standings.
 * The buckets kept are bounded: the least recently used go first.
 */
import { TokenBucket } from '../ws/token-bucket.ts';

/** The most addresses remembered at once. */
const MAX_CLIENTS = 10_000;

export class ClientLimits {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  /** Takes one request's token for `client`; false when its bucket is empty. */
  take(client: string, now: number): boolean {
    let bucket = this.buckets.get(client);
    if (bucket) this.buckets.delete(client);
    else {
      bucket = new TokenBucket(this.perSecond, this.burst, now);
      if (this.buckets.size >= MAX_CLIENTS) {
        const oldest = this.buckets.keys().next();
        if (!oldest.done) this.buckets.delete(oldest.value);
      }
    }
    // Re-inserted: the map's order is the order of last use.
    this.buckets.set(client, bucket);
    return bucket.take(now);
  }

  /** Addresses remembered (tests). */
  get size(): number {
    return this.buckets.size;
  }
}
