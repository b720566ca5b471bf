/**
 * What a viewer may see of a match. Hidden from everyone: the generator, the order of every
 * face-down stack, the faces of tokens still on the board. Hidden from all but their holder:
 * missions not yet revealed, and mission cards drawn and not yet kept. Hidden from everyone,
 * their holder too: mission cards drawn face down with element G and not yet sorted. Solo: the
 * order of the NPCs' Behavior decks.
 */
import type { Viewer } from '@drift/engine';
import { seesSeat } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { parseHexKey } from '@drift/engine/hex';
import { type CampaignView, campaignView } from './campaign/view.ts';
import { type EventsView, eventsView } from './elements/a-events/view.ts';
import { holdView, type WorldsView, worldsView } from './elements/e-worlds/view.ts';
import type { XiaPrompt } from './model/prompts.ts';
import type { ActiveMission, Captain, XiaState } from './model/state.ts';
import { type SoloView, soloView } from './solo/view.ts';

/** A mission another captain holds face down. */
export interface HiddenMission {
  readonly hidden: true;
}

export interface CaptainView extends Omit<Captain, 'missions'> {
  readonly missions: {
    readonly active: readonly (ActiveMission | HiddenMission)[];
    readonly completed: readonly string[];
    /** Element G: cards drawn face down, only counted, for their holder too (XE-RULE-01). */
    readonly unsorted?: { readonly cards: number; readonly points: readonly number[] };
  };
}

/** A prompt as a viewer sees it: another captain's drawn mission cards are only counted. */
export type PromptView =
  | Exclude<XiaPrompt, { kind: 'KeepMission' }>
  | {
      readonly kind: 'KeepMission';
      readonly seat: number;
      readonly cards: readonly string[] | number;
    };

export interface XiaView
  extends Omit<
    XiaState,
    | 'random'
    | 'decks'
    | 'board'
    | 'captains'
    | 'prompts'
    | 'events'
    | 'worlds'
    | 'solo'
    | 'campaign'
  > {
  readonly viewer: Viewer;
  readonly captains: readonly CaptainView[];
  readonly prompts: readonly PromptView[];
  readonly board: Omit<XiaState['board'], 'tokens'> & { readonly tokens: readonly Hex[] };
  readonly decks: {
    readonly sectors: number;
    readonly exploration: number;
    readonly titles: number;
    readonly missions: number;
    readonly missionDiscard: number;
  };
  /** Element A: the Event deck only counted (XE-SETUP-03). */
  readonly events?: EventsView;
  /** Element E: face-down Relics only counted (XE-DEAD-02, XE-SETUP-02). */
  readonly worlds?: WorldsView;
  /** Solo: the NPCs' Behavior decks only counted. */
  readonly solo?: SoloView;
  /** A campaign game: the goal, where each of its special rules stands, the ships flown. */
  readonly campaign?: CampaignView;
}

function captainView(shown: Captain, viewer: Viewer): CaptainView {
  const captain = { ...shown, hold: holdView(shown.hold) }; // element E: Relics face down
  const { unsorted, ...missions } = captain.missions;
  // XE-RULE-01: nobody, the holder included, sees drawn cards before sorting them.
  const drawn = unsorted
    ? { unsorted: { cards: unsorted.cards.length, points: unsorted.points } }
    : {};
  if (seesSeat(viewer, captain.seat)) return { ...captain, missions: { ...missions, ...drawn } };
  const active = captain.missions.active.map((m): ActiveMission | HiddenMission =>
    m.revealed ? m : { hidden: true },
  );
  return { ...captain, missions: { ...missions, active, ...drawn } };
}

function promptView(prompt: XiaPrompt, viewer: Viewer): PromptView {
  if (prompt.kind !== 'KeepMission' || seesSeat(viewer, prompt.seat)) return prompt;
  return { ...prompt, cards: prompt.cards.length };
}

/** Projects the state for one viewer. */
export function viewFor(state: XiaState, viewer: Viewer): XiaView {
  const {
    random: _random,
    decks,
    board,
    captains,
    prompts,
    events,
    worlds,
    campaign,
    solo,
    ...open
  } = state;
  return {
    ...open,
    viewer,
    captains: captains.map((c) => captainView(c, viewer)),
    prompts: prompts.map((p) => promptView(p, viewer)),
    board: {
      sectors: board.sectors,
      cubes: board.cubes,
      tokens: Object.keys(board.tokens).flatMap((key) => parseHexKey(key) ?? []),
    },
    decks: {
      sectors: decks.sectors.length,
      exploration: decks.exploration.length,
      titles: decks.titles.length,
      missions: decks.missions.length,
      missionDiscard: decks.missionDiscard.length,
    },
    ...(events ? { events: eventsView(events) } : {}),
    ...(worlds ? { worlds: worldsView(worlds) } : {}),
    ...(solo ? { solo: soloView(solo) } : {}),
    ...(campaign ? { campaign: campaignView(state, campaign) } : {}),
  };
}
