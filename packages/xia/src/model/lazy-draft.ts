/**
 * Copy-on-write drafts for `apply`. A rule reaches the state through accessors that copy a part
 * (the turn, the board, the decks, one captain…) the first time the rule touches it; the next
 * state takes the copies and shares every part the rule never reached with the previous state.
 * Only copies are ever handed out, so the previous state is never changed, and both stay plain
 * JSON. Captains are drafted part by part (lazy-captain.ts); every other part is copied whole.
 */
import type { RandomState } from '@drift/engine';
import type { CampaignState } from '../campaign/state.ts';
import type { EventsState } from '../elements/a-events/state.ts';
import type { ExplorationState } from '../elements/b-tokens/state.ts';
import type { EconomyState } from '../elements/c-economy/state.ts';
import type { CometsState } from '../elements/e-paths/state.ts';
import type { WorldsState } from '../elements/e-worlds/state.ts';
import type { XiaOptions } from '../options.ts';
import type { SoloState } from '../solo/state.ts';
import {
  cloneBoard,
  cloneDecks,
  cloneEconomy,
  cloneJson,
  cloneNpc,
  clonePickRolls,
  cloneState,
  cloneSupply,
  cloneTitles,
  cloneTurn,
} from './clone.ts';
import type { Draft } from './draft.ts';
import { LazyCaptain } from './lazy-captain.ts';
import type { XiaPrompt } from './prompts.ts';
import type {
  BoardState,
  Captain,
  Decks,
  NpcState,
  Stage,
  Supply,
  TitlesState,
  Turn,
  XiaState,
} from './state.ts';

/** A draft of the next state and how to close it. */
export interface StateDraft {
  /** What the rules change. */
  readonly draft: Draft<XiaState>;
  /** The board as the draft has it now, without copying it. */
  board(): BoardState;
  /** The next state, with the generator's new state; the draft is not used after this. */
  finish(random: RandomState): XiaState;
}

/** How `apply` makes its draft. */
export type OpenDraft = (state: XiaState) => StateDraft;

/** The copy-on-write draft `apply` uses. */
export const copyOnWrite: OpenDraft = (state) => new LazyDraft(state);

/** The reference: a deep copy of the whole state up front (`cloneState`), nothing shared. */
export const fullCopy: OpenDraft = (state) => {
  const draft = cloneState(state) as Draft<XiaState>;
  return {
    draft,
    board: () => draft.board,
    finish(random) {
      draft.random = random as Draft<RandomState>;
      return draft;
    },
  };
};

class LazyDraft implements StateDraft {
  readonly draft: Draft<XiaState>;
  private readonly parts: LazyState;
  constructor(state: XiaState) {
    this.parts = new LazyState(state);
    this.draft = this.parts as unknown as Draft<XiaState>;
  }
  board(): BoardState {
    return this.parts.boardNow();
  }
  finish(random: RandomState): XiaState {
    return this.parts.finish(random);
  }
}

/** Bits of LazyState's `own`: the optional parts the draft has taken over. */ const OWN = {
  economy: 1,
  exploration: 2,
  events: 4,
  comets: 8,
  worlds: 16,
  solo: 32,
  campaign: 64,
} as const;

/**
 * The draft itself: the state's fields as accessors. Scalars are plain fields; every other part
 * is copied on first access (read or write: a rule may change what it reads). An optional part
 * keeps a flag, since its copy may be `undefined`.
 */
class LazyState {
  stage: Stage;
  fameTarget: number;
  nextUid: number;
  winner: XiaState['winner'];
  private _random: RandomState | undefined;
  private _options: XiaOptions | undefined;
  private _captains: (Captain | LazyCaptain)[] | undefined;
  private _pickRolls: XiaState['pickRolls'] | undefined;
  private _pickOrder: XiaState['pickOrder'] | undefined;
  private _turn: Turn | undefined;
  private _board: BoardState | undefined;
  private _decks: Decks | undefined;
  private _supply: Supply | undefined;
  private _titles: TitlesState | undefined;
  private _npcs: NpcState[] | undefined;
  private _prompts: XiaPrompt[] | undefined;
  private _economy: EconomyState | undefined;
  private _exploration: ExplorationState | undefined;
  private _events: EventsState | undefined;
  private _comets: CometsState | undefined;
  private _worlds: WorldsState | undefined;
  private _solo: SoloState | undefined;
  private _campaign: CampaignState | undefined;
  /** Bit flags: which optional parts are the draft's own (see OWN). */
  private own = 0;

  constructor(private readonly base: XiaState) {
    this.stage = base.stage;
    this.fameTarget = base.fameTarget;
    this.nextUid = base.nextUid;
    this.winner = base.winner;
  }

  get random() {
    if (this._random === undefined) this._random = cloneJson(this.base.random);
    return this._random;
  }
  set random(v) {
    this._random = v;
  }
  /** Shared, not copied: options are fixed at setup and no rule writes them (the tests freeze). */
  get options() {
    return this._options ?? this.base.options;
  }
  set options(v) {
    this._options = v;
  }
  get captains(): (Captain | LazyCaptain)[] {
    if (this._captains === undefined)
      this._captains = this.base.captains.map((c) => new LazyCaptain(c));
    return this._captains;
  }
  set captains(v) {
    this._captains = v;
  }
  get pickRolls() {
    if (this._pickRolls === undefined) this._pickRolls = clonePickRolls(this.base.pickRolls);
    return this._pickRolls;
  }
  set pickRolls(v) {
    this._pickRolls = v;
  }
  get pickOrder() {
    if (this._pickOrder === undefined) this._pickOrder = this.base.pickOrder.slice();
    return this._pickOrder;
  }
  set pickOrder(v) {
    this._pickOrder = v;
  }
  get turn() {
    if (this._turn === undefined) this._turn = cloneTurn(this.base.turn);
    return this._turn;
  }
  set turn(v) {
    this._turn = v;
  }
  get board() {
    if (this._board === undefined) this._board = cloneBoard(this.base.board);
    return this._board;
  }
  set board(v) {
    this._board = v;
  }
  get decks() {
    if (this._decks === undefined) this._decks = cloneDecks(this.base.decks);
    return this._decks;
  }
  set decks(v) {
    this._decks = v;
  }
  get supply() {
    if (this._supply === undefined) this._supply = cloneSupply(this.base.supply);
    return this._supply;
  }
  set supply(v) {
    this._supply = v;
  }
  get titles() {
    if (this._titles === undefined) this._titles = cloneTitles(this.base.titles);
    return this._titles;
  }
  set titles(v) {
    this._titles = v;
  }
  get npcs() {
    if (this._npcs === undefined) this._npcs = this.base.npcs.map(cloneNpc);
    return this._npcs;
  }
  set npcs(v) {
    this._npcs = v;
  }
  get prompts() {
    if (this._prompts === undefined) this._prompts = cloneJson(this.base.prompts) as XiaPrompt[];
    return this._prompts;
  }
  set prompts(v) {
    this._prompts = v;
  }

  get economy() {
    if ((this.own & OWN.economy) === 0) {
      this.own |= OWN.economy;
      const b = this.base.economy;
      this._economy = b && cloneEconomy(b);
    }
    return this._economy;
  }
  set economy(v) {
    this.own |= OWN.economy;
    this._economy = v;
  }
  get exploration() {
    if ((this.own & OWN.exploration) === 0) {
      this.own |= OWN.exploration;
      this._exploration = cloneJson(this.base.exploration);
    }
    return this._exploration;
  }
  set exploration(v) {
    this.own |= OWN.exploration;
    this._exploration = v;
  }
  get events() {
    if ((this.own & OWN.events) === 0) {
      this.own |= OWN.events;
      this._events = cloneJson(this.base.events);
    }
    return this._events;
  }
  set events(v) {
    this.own |= OWN.events;
    this._events = v;
  }
  get comets() {
    if ((this.own & OWN.comets) === 0) {
      this.own |= OWN.comets;
      this._comets = cloneJson(this.base.comets);
    }
    return this._comets;
  }
  set comets(v) {
    this.own |= OWN.comets;
    this._comets = v;
  }
  get worlds() {
    if ((this.own & OWN.worlds) === 0) {
      this.own |= OWN.worlds;
      this._worlds = cloneJson(this.base.worlds);
    }
    return this._worlds;
  }
  set worlds(v) {
    this.own |= OWN.worlds;
    this._worlds = v;
  }
  get solo() {
    if ((this.own & OWN.solo) === 0) {
      this.own |= OWN.solo;
      this._solo = cloneJson(this.base.solo);
    }
    return this._solo;
  }
  set solo(v) {
    this.own |= OWN.solo;
    this._solo = v;
  }
  get campaign() {
    if ((this.own & OWN.campaign) === 0) {
      this.own |= OWN.campaign;
      this._campaign = cloneJson(this.base.campaign);
    }
    return this._campaign;
  }
  set campaign(v) {
    this.own |= OWN.campaign;
    this._campaign = v;
  }

  boardNow(): BoardState {
    return this._board ?? this.base.board;
  }

  /** The next state: the draft's copies, and the previous state's parts for the rest. */
  finish(random: RandomState): XiaState {
    const b = this.base;
    const own = this.own;
    const economy = own & OWN.economy ? this._economy : b.economy;
    const exploration = own & OWN.exploration ? this._exploration : b.exploration;
    const events = own & OWN.events ? this._events : b.events;
    const comets = own & OWN.comets ? this._comets : b.comets;
    const worlds = own & OWN.worlds ? this._worlds : b.worlds;
    const solo = own & OWN.solo ? this._solo : b.solo;
    const campaign = own & OWN.campaign ? this._campaign : b.campaign;
    // The same keys in the same order as cloneState, so every state has one shape.
    return {
      random,
      options: this._options ?? b.options,
      stage: this.stage,
      captains:
        this._captains === undefined ? b.captains : closeCaptains(this._captains, b.captains),
      fameTarget: this.fameTarget,
      pickRolls: this._pickRolls ?? b.pickRolls,
      pickOrder: this._pickOrder ?? b.pickOrder,
      turn: this._turn ?? b.turn,
      board: this._board ?? b.board,
      decks: this._decks ?? b.decks,
      supply: this._supply ?? b.supply,
      ...(economy && { economy }),
      ...(exploration && { exploration }),
      titles: this._titles ?? b.titles,
      npcs: this._npcs ?? b.npcs,
      prompts: this._prompts ?? b.prompts,
      nextUid: this.nextUid,
      winner: this.winner,
      ...(events ? { events } : {}),
      ...(comets ? { comets } : {}),
      ...(worlds ? { worlds } : {}),
      ...(solo ? { solo } : {}),
      ...(campaign ? { campaign } : {}),
    };
  }
}

/** The draft's captains as plain JSON; the previous list itself when none changed. */
function closeCaptains(
  drafts: readonly (Captain | LazyCaptain)[],
  before: readonly Captain[],
): readonly Captain[] {
  let same = drafts.length === before.length;
  const out = drafts.map((c, i) => {
    const closed = c instanceof LazyCaptain ? c.close() : c;
    if (closed !== before[i]) same = false;
    return closed;
  });
  return same ? before : out;
}
