/**
 * A fleet of matches played by scripted seats over real sockets: each match is created over
 * HTTP with every seat a person, every seat claimed, and one SeatClient per seat connected. A
 * match that finishes is replaced by a new one while the fleet runs, so the number of live
 * matches stays as asked.
 */
import { type AcceptedCommand, type Control, SeatClient } from './seat-client.ts';
import { bump, type LoadCounts } from './stats.ts';

export interface FleetOptions {
  /** The server's HTTP address, e.g. http://127.0.0.1:8720. */
  readonly http: string;
  readonly matches: number;
  readonly seats: number;
  readonly counts: LoadCounts;
  readonly control: Control;
  /** Setup options sent with each new match (default: the ruleset's defaults). */
  readonly matchOptions?: Record<string, unknown>;
  /** Matches set up at once (default 8). */
  readonly parallel?: number;
  /** Tries to set up one match before giving up on it (default 5; crash test: no limit). */
  readonly attempts?: number;
  /** Clients come back after a lost socket (crash test). */
  readonly reconnect?: boolean;
  readonly onAccepted?: (accepted: AcceptedCommand) => void;
  /** A match was created (its id), whether or not its seats could be claimed. */
  readonly onCreated?: (id: string) => void;
}

interface LiveMatch {
  readonly id: string;
  readonly clients: SeatClient[];
}

class HttpFailure extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function post(url: string, body: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error: unknown) {
    const cause = (error as { cause?: { code?: string } }).cause;
    throw new HttpFailure(cause?.code ?? 'NetworkError', `POST ${url} failed: ${String(error)}`);
  }
  const text = await res.text();
  if (!res.ok) throw new HttpFailure(String(res.status), `POST ${url}: ${res.status} ${text}`);
  return JSON.parse(text) as unknown;
}

function field(value: unknown, name: string): string {
  const found = (value as Record<string, unknown> | null)?.[name];
  if (typeof found !== 'string') throw new HttpFailure('BadAnswer', `no ${name} in the answer`);
  return found;
}

export class Fleet {
  private readonly live = new Set<LiveMatch>();
  private readonly setups = new Set<Promise<void>>();
  private readonly ws: string;

  constructor(private readonly o: FleetOptions) {
    this.ws = o.http.replace(/^http/, 'ws');
  }

  /** Live matches (set up and not finished). */
  get size(): number {
    return this.live.size;
  }

  /** Sets up every match; resolves when each is connected or has been given up. */
  async start(): Promise<void> {
    let next = 0;
    const lane = async () => {
      while (next < this.o.matches && !this.o.control.stopping) {
        next++;
        await this.setUp();
      }
    };
    await Promise.all(Array.from({ length: this.o.parallel ?? 8 }, lane));
  }

  /** Every client starts answering its legal list. */
  go(): void {
    this.o.control.acting = true;
    for (const m of this.live) for (const c of m.clients) c.kick();
  }

  /** Stops acting, waits for matches being set up, and closes every socket. */
  async stop(): Promise<void> {
    this.o.control.stopping = true;
    this.o.control.acting = false;
    await Promise.all(this.setups);
    for (const m of this.live) for (const c of m.clients) c.stop();
    this.live.clear();
  }

  /** One match: create, claim, connect; tried again with a new match when a step fails. */
  private setUp(): Promise<void> {
    const run = (async () => {
      const attempts = this.o.attempts ?? 5;
      for (let attempt = 1; attempt <= attempts && !this.o.control.stopping; attempt++) {
        const clients: SeatClient[] = [];
        try {
          const match = await this.connectNew(clients);
          if (this.o.control.stopping) {
            for (const c of clients) c.stop();
            return;
          }
          this.live.add(match);
          this.o.counts.matchesStarted++;
          if (this.o.control.acting) for (const c of match.clients) c.kick();
          return;
        } catch (error: unknown) {
          for (const c of clients) c.stop();
          bump(this.o.counts.httpFailures, error instanceof HttpFailure ? error.key : 'Socket');
          await sleep(200);
        }
      }
    })();
    this.setups.add(run);
    return run.finally(() => this.setups.delete(run));
  }

  private async connectNew(clients: SeatClient[]): Promise<LiveMatch> {
    const { http, seats } = this.o;
    const created = await post(`${http}/api/matches`, {
      ruleset: 'xia',
      options: this.o.matchOptions ?? {},
      seats: Array.from({ length: seats }, () => ({ kind: 'person' })),
    });
    const id = field(created, 'id');
    this.o.onCreated?.(id);
    const tokens = await Promise.all(
      Array.from({ length: seats }, async (_, seat) =>
        field(await post(`${http}/api/matches/${id}/seats/${seat}/claim`, {}), 'token'),
      ),
    );
    let over = false;
    const match: LiveMatch = { id, clients };
    const onFinished = () => {
      if (over) return;
      over = true;
      this.o.counts.finished++;
      this.live.delete(match);
      for (const c of clients) c.stop();
      if (!this.o.control.stopping) void this.setUp();
    };
    for (let seat = 0; seat < seats; seat++) {
      clients.push(
        new SeatClient({
          socketUrl: `${this.ws}/api/matches/${id}/socket`,
          match: id,
          seat,
          token: tokens[seat] ?? '',
          counts: this.o.counts,
          control: this.o.control,
          onFinished,
          ...(this.o.reconnect ? { reconnect: true } : {}),
          ...(this.o.onAccepted ? { onAccepted: this.o.onAccepted } : {}),
        }),
      );
    }
    await Promise.all(clients.map((c) => c.connect()));
    return match;
  }
}
