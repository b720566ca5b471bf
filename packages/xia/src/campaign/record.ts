/**
 * A campaign (XC-CAMP-*): a series of solo games with lasting upgrades. Plain JSON, owned by the
 * server (one per player token), exported and imported as a file. Pure functions only: the
 * server stores what these return. SKELETON: the signatures are fixed; the bodies are the
 * campaign work's (see docs/decisions.md once written).
 */
import type { Result, RuleError } from '@drift/engine';
import type { XiaState } from '../model/state.ts';
import type { Difficulty, XiaOptionsInput } from '../options.ts';
import type { Tier, Track } from './options.ts';

/** One game played in a campaign, as the campaign page lists it. */
export interface CampaignGame {
  /** The server's match id, when the game was played on a server. */
  readonly matchId?: string;
  readonly goal: string;
  /** Ships used in the game, starting ship first (XC-CAMP-02, XC-CAMP-04). */
  readonly ships: readonly string[];
  readonly won: boolean;
  /** Won and met the goal's special rules (XC-CAMP-06). */
  readonly goalMet: boolean;
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

const NOT_BUILT: RuleError = { code: 'NotBuilt', message: 'Campaigns are not built yet.' };

/** A new campaign. */
export function newCampaign(_input: {
  id: string;
  name: string;
  difficulty: Difficulty;
  now: string;
}): Result<CampaignRecord, RuleError> {
  return { ok: false, error: NOT_BUILT };
}

/** Goals the next game may attempt (XC-CAMP-03): those not completed. */
export function availableGoals(_record: CampaignRecord): string[] {
  return [];
}

/** The options of the campaign's next game, attempting `goal` (XC-CAMP-02, XC-CAMP-03). */
export function nextGameOptions(
  _record: CampaignRecord,
  _goal: string,
): Result<XiaOptionsInput, RuleError> {
  return { ok: false, error: NOT_BUILT };
}

/** Records a finished campaign game (XC-CAMP-05..09); refused for a game not finished. */
export function recordGame(
  _record: CampaignRecord,
  _final: XiaState,
  _at: { now: string; matchId?: string },
): Result<CampaignRecord, RuleError> {
  return { ok: false, error: NOT_BUILT };
}

/** Whether the last game still waits for its upgrade (XC-CAMP-05). */
export function upgradeDue(_record: CampaignRecord): boolean {
  return false;
}

/** Upgrades that may be chosen now (XC-UPG-01): each track's next tier. */
export function upgradeChoices(_record: CampaignRecord): { track: Track; tier: Tier }[] {
  return [];
}

/** Takes the next tier of `track` after the last game (XC-CAMP-05, XC-UPG-01). */
export function chooseUpgrade(
  _record: CampaignRecord,
  _track: Track,
  _now: string,
): Result<CampaignRecord, RuleError> {
  return { ok: false, error: NOT_BUILT };
}

/** The campaign score (XC-CAMP-09, GAP-XC-02). */
export function campaignScore(_record: CampaignRecord): number {
  return 0;
}

/** Whether every goal is completed (XC-CAMP-08). */
export function campaignWon(_record: CampaignRecord): boolean {
  return false;
}

/** Reads a campaign file (untrusted): the record, or what was wrong with it. */
export function parseCampaign(_input: unknown): Result<CampaignRecord, RuleError> {
  return { ok: false, error: NOT_BUILT };
}
