/**
 * The server's settings: where it listens, how bots are paced and where they think, and the
 * limits that keep one client from disturbing others. `drift serve` builds them from its flags
 * (each checked there with a clear message); `serverConfig` fills the defaults and checks the
 * whole, so a test or an embedder cannot start a server with a nonsense setting either.
 */
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { MAX_FRAME_BYTES } from './protocol.ts';

/** The port `drift serve` listens on unless told (a port no common service uses). */
export const DEFAULT_PORT = 8720;
export const DEFAULT_HOST = '127.0.0.1';

/** Which origins may open a socket: the page's own host, any, or a list. */
export type Origins = 'same-host' | '*' | readonly string[];

const Whole = (min: number, max: number) => z.number().int().min(min).max(max);

export const ServerConfigSchema = z.strictObject({
  host: z.string().min(1).default(DEFAULT_HOST),
  /** 0 picks a free port (tests). */
  port: Whole(0, 65_535).default(DEFAULT_PORT),
  /** Least time between a bot's decisions, so people can follow; 0 for tests. */
  botDelayMs: Whole(0, 60_000).default(1000),
  /** Worker threads the bots think on, shared by every match; 0 thinks on the main thread. */
  botThreads: Whole(0, 64).default(Math.max(1, availableParallelism())),
  /** The largest SearchBot time budget a seat may be given, per decision. */
  botMaxMs: Whole(1, 60_000).default(5000),
  /** The largest SearchBot iteration budget a seat may be given, per decision. */
  botMaxIterations: Whole(1, 100_000).default(5000),
  /** A bot decision that takes longer than its budget plus this is abandoned (a random pick). */
  botGraceMs: Whole(100, 600_000).default(30_000),
  /** A snapshot of the state (with its hash) every this many commands. */
  snapshotEvery: Whole(1, 100_000).default(100),
  /** A match with no socket and no bot to move is unloaded after this long. */
  idleUnloadMs: Whole(1000, 86_400_000).default(5 * 60_000),
  /** The creator may hand a person's seat to a bot once the person has been gone this long. */
  absentMs: Whole(0, 86_400_000).default(60_000),
  /** A socket must say hello within this time. */
  helloTimeoutMs: Whole(100, 600_000).default(5000),
  /** The largest inbound frame (ws closes a larger one with 1009). */
  maxFrameBytes: Whole(256, MAX_FRAME_BYTES).default(MAX_FRAME_BYTES),
  /** The largest JSON body of an HTTP request. */
  bodyLimitBytes: Whole(256, 1_048_576).default(64 * 1024),
  /** Per-connection rate limit (a token bucket): frames per second, and the burst allowed. */
  framesPerSecond: Whole(1, 10_000).default(20),
  frameBurst: Whole(1, 10_000).default(40),
  /** Frames refused as too fast, in a row, before the socket is closed (Flood). */
  floodStrikes: Whole(1, 10_000).default(20),
  /**
   * Organized-play requests per client address (writes, and tokens that stand for no one): per
   * second, and the burst allowed. Behind a proxy every client shares the proxy's address.
   */
  orgRequestsPerSecond: Whole(1, 10_000).default(20),
  orgRequestBurst: Whole(1, 10_000).default(200),
  /** Sockets per match (seats and spectators). */
  maxSocketsPerMatch: Whole(1, 10_000).default(200),
  /** A socket whose unsent output passes this many bytes is closed (TooSlow). */
  maxBufferedBytes: Whole(1024, 1 << 30).default(4 * 1024 * 1024),
  /** Server pings every socket this often and drops those that do not answer. */
  keepaliveMs: Whole(100, 3_600_000).default(30_000),
  /** Which browser origins may open sockets (sockets without an Origin header are not browsers). */
  origins: z
    .union([z.literal('same-host'), z.literal('*'), z.array(z.url()).min(1)])
    .default('same-host'),
  /** The web client's built files, served at `/` when the folder exists. */
  webDist: z.string().nullable().default(null),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A log line for every HTTP request and response (off: a console people can read). */
  logRequests: z.boolean().default(false),
});

export type ServerConfig = z.output<typeof ServerConfigSchema>;
export type ServerConfigInput = z.input<typeof ServerConfigSchema>;

/** The settings with defaults filled in; throws a readable error on a setting out of range. */
export function serverConfig(input: ServerConfigInput = {}): ServerConfig {
  const parsed = ServerConfigSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue ? issue.path.join('.') : 'settings';
  throw new RangeError(`Server setting ${where}: ${issue?.message ?? 'not valid'}`);
}
