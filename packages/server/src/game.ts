/**
 * The game this server plays: Xia over the embedded core pack. The server handles rulesets
 * through the engine's contract only (`AnyRuleset`); bots need Xia's own type, so it is kept too.
 */
import type { ContentRef, Ruleset } from '@drift/engine';
import {
  BUILT_ELEMENTS,
  type CampaignGoalInfo,
  createXia,
  DIFFICULTIES,
  type Difficulty,
  ELEMENT_TITLES,
  ELEMENTS,
  FAME_TARGET_MAX,
  FAME_TARGET_MIN,
  fameTargetPresets,
  goalInfos,
  SOLO_CREDITS,
  TRACK_TITLES,
  TRACKS,
  type Track,
  type XiaRuleset,
} from '@drift/xia';
import { corePack, packRef } from '@drift/xia/content';

/** A ruleset with its types erased: what a match owner needs of the rules. */
export type AnyRuleset = Ruleset<unknown, unknown, unknown, unknown, unknown>;

export interface Game {
  readonly id: string;
  readonly ruleset: AnyRuleset;
  readonly xia: XiaRuleset;
  /** The content pack the rules were built from, as match files name it. */
  readonly content: ContentRef;
  /** What a lobby form offers (GET /api/rulesets). */
  readonly lobby: {
    readonly seats: { readonly min: number; readonly max: number };
    readonly fameTarget: {
      readonly min: number;
      readonly max: number;
      readonly presets: readonly number[];
      readonly default: number;
      readonly firstGameDefault: number;
    };
    readonly presets: readonly string[];
    /** The expansion's elements: every one, and whether this server plays it yet. */
    readonly elements: readonly ElementInfo[];
    /** A solo game: its difficulties with their starting credits (XS-SETUP-08). */
    readonly solo: {
      readonly difficulties: readonly { readonly id: Difficulty; readonly credits: number }[];
    };
    /** A campaign's Goal cards and upgrade tracks. */
    readonly campaign: {
      readonly goals: readonly CampaignGoalInfo[];
      readonly tracks: readonly { readonly id: Track; readonly name: string }[];
    };
  };
}

export interface ElementInfo {
  readonly id: string;
  readonly name: string;
  readonly built: boolean;
}

let cached: Game | undefined;

/** Xia over the core pack, built once per process. */
export function xiaGame(): Game {
  if (cached) return cached;
  const pack = corePack();
  const xia = createXia(pack);
  cached = {
    id: xia.id,
    ruleset: xia,
    xia,
    content: packRef(pack),
    lobby: {
      // Two seats only with element D (XE-2P-01).
      seats: { min: BUILT_ELEMENTS.includes('D') ? 2 : 3, max: 5 },
      fameTarget: {
        min: FAME_TARGET_MIN,
        max: FAME_TARGET_MAX,
        presets: fameTargetPresets(pack.info),
        default: 10,
        firstGameDefault: 5,
      },
      presets: ['standard', 'firstGame'],
      elements: ELEMENTS.map((id) => ({
        id,
        name: ELEMENT_TITLES[id],
        built: BUILT_ELEMENTS.includes(id),
      })),
      solo: { difficulties: DIFFICULTIES.map((id) => ({ id, credits: SOLO_CREDITS[id] })) },
      campaign: {
        goals: goalInfos(),
        tracks: TRACKS.map((id) => ({ id, name: TRACK_TITLES[id] })),
      },
    },
  };
  return cached;
}
