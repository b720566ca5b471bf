/**
 * A campaign (XC-CAMP-*): a series of solo games with lasting upgrades. Plain JSON, owned by the
 * server (one per player token), exported and imported as a file. Pure functions only: the
 * server stores what these return. The totals (upgrades, goals, ship uses) are always what the
 * games add up to (tally.ts); decisions are in docs/decisions.md, "Campaign record".
 */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import type { XiaState } from '../model/state.ts';
import type { Difficulty, XiaOptionsInput } from '../options.ts';
import { campaignGoal, goalInfos } from './goal-list.ts';
import { type Tier, TRACKS, type Track } from './options.ts';
import { CAMPAIGN_FORMAT, CAMPAIGN_VERSION, MAX_GAMES, nameRefusal } from './record-limits.ts';
import { gameLine, logged, MAX_LOG_TEXT, TRACK_TITLES, upgradeLine } from './record-log.ts';
import { type GameOutcome, gameOutcome } from './result.ts';
import { addGame, completes, gameScore, nextTier, nextTiers } from './tally.ts';

/** One game played in a campaign, as the campaign page lists it. */
export interface CampaignGame {
  /** The server's match id, when the game was played on a server. */
  readonly matchId?: string;
  /** The goal attempted; null for a game over before one was chosen (XC-CAMP-03). */
  readonly goal: string | null;
  /** Ships used in the game, starting ship first (XC-CAMP-02, XC-CAMP-04). */
  readonly ships: readonly string[];
  readonly won: boolean;
  /** Won and met the goal's special rules (XC-CAMP-06). */
  readonly goalMet: boolean;
  /** Why the goal was not met, a sentence each (absent when it was, or none was given). */
  readonly reasons?: readonly string[];
  readonly fame: number;
  readonly npcFame: number;
  /** What the game adds to the campaign score (XC-CAMP-09, GAP-XC-02). */
  readonly score: number;
  /** The upgrade chosen after it (XC-CAMP-05); absent until chosen. */
  readonly upgrade?: { readonly track: Track; readonly tier: Tier };
  /** ISO time the game was recorded. */
  readonly at: string;
}

export interface CampaignLogLine {
  readonly at: string;
  readonly text: string;
}

export interface CampaignRecord {
  readonly format: 'drift-campaign';
  readonly version: 1;
  readonly id: string;
  readonly name: string;
  readonly difficulty: Difficulty;
  /** Whether its games are played with the Sellsword (XS-NPC-05), chosen at creation. */
  readonly sellsword: boolean;
  readonly createdAt: string;
  readonly upgrades: Readonly<Partial<Record<Track, Tier>>>;
  /** Goals completed, in order (XC-CAMP-06); their rewards apply to later games. */
  readonly completed: readonly string[];
  /** Goals failed and not completed since, with how often (XC-CAMP-07). */
  readonly failed: Readonly<Record<string, number>>;
  readonly shipUses: Readonly<Record<string, number>>;
  readonly games: readonly CampaignGame[];
  readonly log: readonly CampaignLogLine[];
}

const ID = /^[A-Za-z0-9_-]{6,64}$/;

const DIFFICULTY_TITLE: Readonly<Record<Difficulty, string>> = {
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
};

/** A new campaign. Hard is the rulebook's advice (XC-CAMP-01); the player picks. */
export function newCampaign(input: {
  id: string;
  name: string;
  difficulty: Difficulty;
  now: string;
  sellsword?: boolean;
}): Result<CampaignRecord, RuleError> {
  if (!ID.test(input.id))
    return refuse('BadCampaignId', 'A campaign id is 6 to 64 letters, digits, - or _.');
  const bad = nameRefusal(input.name);
  if (bad) return { ok: false, error: bad };
  if (!(input.difficulty in DIFFICULTY_TITLE))
    return refuse('BadDifficulty', 'The difficulty is easy, normal or hard.');
  const sellsword = input.sellsword ?? false;
  return ok({
    format: CAMPAIGN_FORMAT,
    version: CAMPAIGN_VERSION,
    id: input.id,
    name: input.name.trim(),
    difficulty: input.difficulty,
    sellsword,
    createdAt: input.now,
    upgrades: {},
    completed: [],
    failed: {},
    shipUses: {},
    games: [],
    log: logged(
      [],
      input.now,
      `Campaign begun at ${DIFFICULTY_TITLE[input.difficulty]} difficulty, Sellsword ${sellsword ? 'on' : 'off'}.`,
    ),
  });
}

/** Goals the next game may attempt (XC-CAMP-03): those not completed, in the goals' order. */
export function availableGoals(record: CampaignRecord): string[] {
  return goalInfos()
    .map((g) => g.id)
    .filter((id) => !record.completed.includes(id));
}

/** Why no next game may start now, if none may. */
function nextGameRefusal(record: CampaignRecord): RuleError | undefined {
  if (campaignWon(record))
    return { code: 'CampaignOver', message: 'Every goal is completed: the campaign is won.' };
  if (upgradeDue(record))
    return {
      code: 'UpgradeDue',
      message: 'Choose the upgrade the last game earned before starting the next one.',
    };
  if (record.games.length >= MAX_GAMES)
    return {
      code: 'CampaignFull',
      message: `A campaign holds at most ${MAX_GAMES} games; this one has played them all.`,
    };
  return undefined;
}

/**
 * The options of the campaign's next game (XC-CAMP-02, XC-CAMP-03): attempting `goal` when the
 * player chose it first (on a campaign page), else offering every goal still open, chosen in the
 * game after setup, before the first turn. The goal sets the Fame target (XS-SETUP-06).
 */
export function nextGameOptions(
  record: CampaignRecord,
  goal?: string,
): Result<XiaOptionsInput, RuleError> {
  const refused = nextGameRefusal(record);
  if (refused) return { ok: false, error: refused };
  if (goal !== undefined) {
    const info = campaignGoal(goal);
    if (!info)
      return refuse(
        'UnknownGoal',
        `There is no goal "${goal}"; the goals are ${goalInfos()
          .map((g) => g.id)
          .join(', ')}.`,
      );
    if (record.completed.includes(goal))
      return refuse('GoalCompleted', `${info.name} is already completed; each goal is done once.`);
  }
  return ok({
    seats: 1,
    solo: { difficulty: record.difficulty, sellsword: record.sellsword },
    campaign: {
      ...(goal === undefined ? { goals: availableGoals(record) } : { goal }),
      upgrades: takenTiers(record.upgrades),
      rewards: [...record.completed],
      shipUses: { ...record.shipUses },
    },
  });
}

/** The tracks taken, without tier 0 (a game's options list only those). */
function takenTiers(
  upgrades: Readonly<Partial<Record<Track, Tier>>>,
): Partial<Record<Track, 1 | 2 | 3>> {
  const out: Partial<Record<Track, 1 | 2 | 3>> = {};
  for (const track of TRACKS) {
    const tier = upgrades[track];
    if (tier) out[track] = tier;
  }
  return out;
}

/** Records a finished campaign game (XC-CAMP-05..09); refused for a game not finished. */
export function recordGame(
  record: CampaignRecord,
  final: XiaState,
  at: { now: string; matchId?: string },
): Result<CampaignRecord, RuleError> {
  const outcome = gameOutcome(final);
  if (!outcome)
    return refuse(
      'NotFinished',
      final.options.campaign ? 'The game is not over yet.' : 'This is not a campaign game.',
    );
  return recordOutcome(record, outcome, at);
}

/** Records a game's outcome (what `recordGame` reads from the final state). */
export function recordOutcome(
  record: CampaignRecord,
  outcome: GameOutcome,
  at: { now: string; matchId?: string },
): Result<CampaignRecord, RuleError> {
  if (at.matchId !== undefined && record.games.some((g) => g.matchId === at.matchId))
    return refuse('AlreadyRecorded', `The game of match ${at.matchId} is already recorded.`);
  const refused = nextGameRefusal(record);
  if (refused) return { ok: false, error: refused };
  if (outcome.goal !== null && !campaignGoal(outcome.goal))
    return refuse('UnknownGoal', `The game was played for "${outcome.goal}", not a goal.`);
  // A goal is met only by a win (XC-CAMP-06); Fame past 99 is beyond any target.
  const played = {
    goal: outcome.goal,
    won: outcome.won,
    goalMet: outcome.goal !== null && outcome.won && outcome.goalMet,
    fame: Math.min(99, Math.max(0, outcome.fame)),
    npcFame: Math.min(99, Math.max(0, outcome.npcFame)),
  };
  const done = completes(record, played);
  const game: CampaignGame = {
    ...(at.matchId === undefined ? {} : { matchId: at.matchId }),
    ...played,
    ...(played.goalMet || outcome.reasons.length === 0
      ? {}
      : { reasons: outcome.reasons.slice(0, 8).map((r) => r.slice(0, MAX_LOG_TEXT)) }),
    ships: [...new Set(outcome.ships)].slice(0, 16),
    score: gameScore(record, played),
    at: at.now,
  };
  const n = record.games.length + 1;
  let log = logged(record.log, at.now, gameLine(n, game, game.score, done));
  const next: CampaignRecord = {
    ...record,
    ...addGame(record, game),
    games: [...record.games, game],
    log,
  };
  if (campaignWon(next)) {
    log = logged(
      log,
      at.now,
      `Every goal is completed: the campaign is won with a score of ${campaignScore(next)}.`,
    );
    return ok({ ...next, log });
  }
  return ok(next);
}

/**
 * Whether the last game still waits for its upgrade (XC-CAMP-05). Not once the campaign is won
 * (no game is left to use it) nor when every track is at tier 3 (nothing is left to take).
 */
export function upgradeDue(record: CampaignRecord): boolean {
  const last = record.games.at(-1);
  return (
    last !== undefined &&
    last.upgrade === undefined &&
    !campaignWon(record) &&
    nextTiers(record.upgrades).length > 0
  );
}

/** Upgrades that may be chosen now (XC-UPG-01): each track's next tier. */
export function upgradeChoices(record: CampaignRecord): { track: Track; tier: Tier }[] {
  return upgradeDue(record) ? nextTiers(record.upgrades) : [];
}

/** Takes the next tier of `track` after the last game (XC-CAMP-05, XC-UPG-01). */
export function chooseUpgrade(
  record: CampaignRecord,
  track: Track,
  now: string,
): Result<CampaignRecord, RuleError> {
  if (!(TRACKS as readonly string[]).includes(track))
    return refuse(
      'UnknownTrack',
      `There is no upgrade track "${track}"; the tracks are ${TRACKS.join(', ')}.`,
    );
  if (!upgradeDue(record))
    return refuse(
      'NoUpgradeDue',
      record.games.length === 0
        ? 'An upgrade is earned by playing a game first.'
        : 'The last game’s upgrade is already chosen; play the next game to earn another.',
    );
  const tier = nextTier(record.upgrades, track);
  if (tier === undefined)
    return refuse('TrackComplete', `The ${TRACK_TITLES[track]} track is already at tier 3.`);
  const games = [...record.games];
  const n = games.length;
  const last = games[n - 1];
  if (!last) return refuse('NoUpgradeDue', 'An upgrade is earned by playing a game first.');
  games[n - 1] = { ...last, upgrade: { track, tier } };
  return ok({
    ...record,
    games,
    upgrades: { ...record.upgrades, [track]: tier },
    log: logged(record.log, now, upgradeLine(n, track, tier)),
  });
}

/** The campaign with a line added to its log (a server's note, e.g. a game that was lost). */
export function noted(record: CampaignRecord, now: string, text: string): CampaignRecord {
  return { ...record, log: logged(record.log, now, text) };
}

/** A campaign read from a file, under a new id (the server's), with the import logged. */
export function importedCampaign(
  record: CampaignRecord,
  id: string,
  now: string,
): Result<CampaignRecord, RuleError> {
  if (!ID.test(id))
    return refuse('BadCampaignId', 'A campaign id is 6 to 64 letters, digits, - or _.');
  return ok({ ...record, id, log: logged(record.log, now, 'Imported from a campaign file.') });
}

/** The campaign score (XC-CAMP-09, GAP-XC-02): each game's score, summed. */
export function campaignScore(record: CampaignRecord): number {
  return record.games.reduce((sum, g) => sum + g.score, 0);
}

/** Whether every goal is completed (XC-CAMP-08). */
export function campaignWon(record: CampaignRecord): boolean {
  const goals = goalInfos();
  return goals.length > 0 && goals.every((g) => record.completed.includes(g.id));
}

export { parseCampaign, readCampaignFile } from './record-file.ts';
export {
  CAMPAIGN_FORMAT,
  CAMPAIGN_VERSION,
  MAX_GAMES,
  MAX_NAME,
  nameRefusal,
} from './record-limits.ts';
