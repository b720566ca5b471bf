/**
 * The server's protocol as the client reads it (docs/protocol.md). The web package never
 * imports server code: these types mirror `packages/server/src/protocol.ts` and the lobby's
 * summaries, and `tools/protocol-types.test.ts` checks at compile time that both agree.
 */
import type {
  CampaignGoalInfo,
  CampaignRecord,
  Difficulty,
  Tier,
  Track,
  XiaCommand,
  XiaEvent,
  XiaView,
} from '@drift/xia';

/** The protocol version this client speaks in `hello`. */
export const PROTOCOL_VERSION = 1;

export type Viewing = { readonly seat: number } | 'spectator';

export interface SeatPresence {
  readonly seat: number;
  readonly kind: 'person' | 'bot';
  /** A bot's label, or the person's name when they gave one. */
  readonly name: string | null;
  readonly connected: boolean;
  readonly claimed: boolean;
}

export type ClientMessage =
  | {
      readonly type: 'hello';
      readonly protocol: typeof PROTOCOL_VERSION;
      readonly match: string;
      readonly token?: string;
    }
  | {
      readonly type: 'command';
      readonly match: string;
      readonly seq: number;
      readonly command: XiaCommand;
    }
  | { readonly type: 'resync' }
  | { readonly type: 'ping'; readonly t?: number };

export type ServerMessage =
  | {
      readonly type: 'sync';
      readonly match: string;
      readonly version: number;
      readonly viewing: Viewing;
      readonly view: XiaView;
      readonly legal: readonly XiaCommand[] | null;
    }
  | {
      readonly type: 'events';
      readonly version: number;
      readonly seat: number;
      readonly events: readonly XiaEvent[];
      readonly legal: readonly XiaCommand[] | null;
    }
  | { readonly type: 'accepted'; readonly seq: number; readonly version: number }
  | {
      readonly type: 'rejected';
      readonly seq: number | null;
      readonly code: string;
      readonly message: string;
    }
  | {
      readonly type: 'presence';
      readonly seats: readonly SeatPresence[];
      readonly spectators: number;
    }
  | { readonly type: 'finished'; readonly version: number; readonly winners: readonly number[] }
  | { readonly type: 'pong'; readonly t: number | null };

/** Close codes the server sends (docs/protocol.md, "Close codes"). */
export const CLOSE = {
  NoHello: 4000,
  BadToken: 4001,
  NoMatch: 4004,
  Flood: 4008,
  TooBig: 1009,
  Replaced: 4009,
  TooSlow: 4010,
  Full: 4011,
  Shutdown: 1001,
  ServerError: 1011,
} as const;

export type MatchPhase = 'open' | 'running' | 'finished';

/** What the lobby shows of a match (`GET /api/matches`). */
export interface MatchSummary {
  readonly id: string;
  readonly ruleset: string;
  readonly phase: MatchPhase;
  readonly version: number;
  readonly options: unknown;
  readonly seats: readonly SeatPresence[];
  readonly spectators: number;
  readonly winners: readonly number[] | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** One ruleset's lobby settings (`GET /api/rulesets`). */
export interface RulesetInfo {
  readonly id: string;
  readonly content: { readonly name: string; readonly version: string; readonly hash: string };
  readonly seats: { readonly min: number; readonly max: number };
  readonly fameTarget: {
    readonly min: number;
    readonly max: number;
    readonly presets: readonly number[];
    readonly default: number;
    readonly firstGameDefault: number;
  };
  readonly presets: readonly string[];
  /** The expansion's elements (A-G): each with its name and whether the server plays it yet. */
  readonly elements: readonly {
    readonly id: string;
    readonly name: string;
    readonly built: boolean;
  }[];
  readonly bots: readonly { readonly name: string; readonly args: string }[];
  /** A solo game's difficulties with their starting credits (absent from an older server). */
  readonly solo?: {
    readonly difficulties: readonly { readonly id: Difficulty; readonly credits: number }[];
  };
  /** A campaign's Goal cards and upgrade tracks (absent from an older server). */
  readonly campaign?: {
    readonly goals: readonly CampaignGoalInfo[];
    readonly tracks: readonly { readonly id: Track; readonly name: string }[];
  };
}

/** A campaign as the server answers it (`GET /api/campaigns/:id`). */
export interface CampaignDetails {
  readonly id: string;
  readonly record: CampaignRecord;
  /** The match of the game being played for it, until the game is recorded. */
  readonly pendingMatch: string | null;
  readonly score: number;
  readonly won: boolean;
  readonly upgradeDue: boolean;
  readonly upgradeChoices: readonly { readonly track: Track; readonly tier: Tier }[];
  /** Goals the next game may attempt. */
  readonly availableGoals: readonly string[];
  readonly updatedAt: number;
}

/** A line of the player's campaigns (`GET /api/campaigns`). */
export interface CampaignSummary {
  readonly id: string;
  readonly name: string;
  readonly difficulty: Difficulty;
  readonly games: number;
  readonly completed: number;
  readonly score: number;
  readonly won: boolean;
  readonly upgradeDue: boolean;
  readonly pendingMatch: string | null;
  readonly updatedAt: number;
}

/** A campaign game started (`POST /api/campaigns/:id/games`): its match and the seat token. */
export interface CampaignStarted {
  readonly match: string;
  readonly seat: number;
  readonly token: string;
  readonly campaign: CampaignDetails;
}

export type SeatPlan = { readonly kind: 'person' } | { readonly kind: 'bot'; readonly bot: string };

export interface CreateMatchBody {
  readonly ruleset: 'xia';
  readonly options: {
    readonly preset?: 'standard' | 'firstGame';
    readonly fameTarget: number;
    /** A solo game (one seat) against the automated NPCs. */
    readonly solo?: { readonly difficulty: Difficulty; readonly sellsword: boolean };
    readonly npcs?: boolean;
    /** Letters of the expansion's elements in play; none when absent. */
    readonly elements?: readonly string[];
  };
  readonly seats: readonly SeatPlan[];
}

export interface Created {
  readonly id: string;
  readonly creatorToken: string;
  readonly match: MatchSummary;
}

export interface Claimed {
  readonly match: string;
  readonly seat: number;
  readonly token: string;
}

/** Every HTTP error is this (docs/protocol.md, "HTTP error codes"). */
export interface ApiError {
  readonly code: string;
  readonly message: string;
}
