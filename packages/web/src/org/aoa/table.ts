/**
 * One Ace of Aces table on one device, as plain JSON: the seats and their squads, the table's
 * seed, and every entry made since (initiative places, setup steps, ledger entries). The state
 * shown is always rebuilt from that list through the pure aoa functions, so undo is dropping the
 * last entry, and a reload (the record lives in localStorage) loses nothing.
 */
import { type RandomState, seedRandom } from '@drift/engine';
import {
  type AceGame,
  type AceList,
  type AceSetup,
  applyAce,
  applySetup,
  chooseInitiative,
  draftInitiative,
  type InitiativeDraft,
  initiativeOrder,
  nextInitiativePick,
  nextSetupStep,
  type Squad,
  startAceGame,
  startAceSetup,
} from '@drift/formats';
import { aceListOf, type SquadForm } from './lists.ts';

/** An event's pod this table plays (round and table from 1). */
export interface PodRef {
  readonly event: string;
  readonly round: number;
  readonly table: number;
}

export interface TableSeat {
  /** The ledger's player id: the player's name, made unique (it shows in the ledger's lines). */
  readonly id: string;
  readonly name: string;
  /** The event's player id, on an event's pod. */
  readonly eventPlayer?: string;
  readonly squad?: Squad;
  /** Where the squad came from: the event, pasted (how it was read) or picked. */
  readonly source?: 'event' | SquadForm | 'picked';
  /** What was pasted, to show it again. */
  readonly text?: string;
}

/** The stages of the table: lists, then initiative and setup, then play (to the result). */
export type TableStage = 'lists' | 'setup' | 'play';

export interface AoaTable {
  readonly version: 1;
  readonly pod?: PodRef;
  readonly seats: readonly TableSeat[];
  /** Where the initiative tie rolls come from. */
  readonly seed: string;
  readonly stage: TableStage;
  /** Initiative places chosen, in order (0-based overall places). */
  readonly picks: readonly { readonly player: string; readonly place: number }[];
  /** Setup tracker commands, in order. */
  readonly setup: readonly unknown[];
  /** Ledger entries, in order. */
  readonly entries: readonly unknown[];
  /** What the event answered when the result was sent. */
  readonly sent?: {
    readonly at: number;
    readonly as: 'organizer' | 'player';
    readonly revision: number;
  };
}

/** The table rebuilt from its entries; `problem` when the record no longer replays. */
export interface TableState {
  readonly lists: readonly AceList[] | null;
  /** Per seat, why its squad cannot become a list. */
  readonly listProblems: Readonly<Record<string, string>>;
  readonly draft: InitiativeDraft | null;
  readonly order: readonly string[] | null;
  readonly setup: AceSetup | null;
  readonly game: AceGame | null;
  readonly problem: string | null;
}

export function newTable(seed: string, pod?: PodRef): AoaTable {
  return {
    version: 1,
    ...(pod ? { pod } : {}),
    seats: [],
    seed,
    stage: 'lists',
    picks: [],
    setup: [],
    entries: [],
  };
}

/** The random state a seed gives (the initiative's d20 tie rolls). */
export function tableRandom(seed: string): RandomState {
  return seedRandom(`aoa-table:${seed}`);
}

/** A ledger id for a name: no slash (ship ids are `<player>/ace-1`), unique at the table. */
export function seatId(name: string, taken: readonly string[]): string {
  const base = name.replace(/\//g, '-').replace(/\s+/g, ' ').trim().slice(0, 60) || 'Player';
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base} ${n}`;
  return id;
}

/** The seats' lists, or why some cannot be made. */
export function tableLists(table: AoaTable): {
  lists: AceList[] | null;
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const lists: AceList[] = [];
  for (const seat of table.seats) {
    if (!seat.squad) {
      problems[seat.id] = 'No squad yet.';
      continue;
    }
    const list = aceListOf(seat.id, seat.squad);
    if (list.ok) lists.push(list.value);
    else problems[seat.id] = list.message;
  }
  const ready = Object.keys(problems).length === 0 && lists.length >= 2 && lists.length <= 8;
  return { lists: ready ? lists : null, problems };
}

const EMPTY: TableState = {
  lists: null,
  listProblems: {},
  draft: null,
  order: null,
  setup: null,
  game: null,
  problem: null,
};

/** Rebuilds everything from the record: lists, initiative, setup, the ledger. */
export function replayTable(table: AoaTable): TableState {
  const { lists, problems } = tableLists(table);
  if (!lists || table.stage === 'lists') return { ...EMPTY, lists, listProblems: problems };
  const broken = (problem: string, part: Partial<TableState>): TableState => ({
    ...EMPTY,
    lists,
    listProblems: problems,
    ...part,
    problem,
  });
  const started = draftInitiative(lists, tableRandom(table.seed));
  if (!started.ok) return broken(started.error.message, {});
  let draft = started.value;
  for (const pick of table.picks) {
    const next = chooseInitiative(draft, pick.player, pick.place);
    if (!next.ok) return broken(next.error.message, { draft });
    draft = next.value;
  }
  const order = initiativeOrder(draft);
  if (!order) return { ...EMPTY, lists, listProblems: problems, draft };
  const began = startAceSetup(lists, order);
  if (!began.ok) return broken(began.error.message, { draft, order });
  let setup = began.value;
  for (const command of table.setup) {
    const next = applySetup(setup, command);
    if (!next.ok) return broken(next.error.message, { draft, order, setup });
    setup = next.value;
  }
  if (table.stage !== 'play')
    return { ...EMPTY, lists, listProblems: problems, draft, order, setup };
  const game0 = startAceGame(lists, order);
  if (!game0.ok) return broken(game0.error.message, { draft, order, setup });
  let game = game0.value;
  for (const entry of table.entries) {
    const next = applyAce(game, entry);
    if (!next.ok) return broken(next.error.message, { draft, order, setup, game });
    game = next.value;
  }
  return { lists, listProblems: problems, draft, order, setup, game, problem: null };
}

type Change = { ok: true; table: AoaTable; state: TableState } | { ok: false; message: string };

function accept(table: AoaTable): Change {
  const state = replayTable(table);
  return state.problem === null
    ? { ok: true, table, state }
    : { ok: false, message: state.problem };
}

/** The lists are settled: on to initiative and setup. */
export function lockLists(table: AoaTable): Change {
  const { lists, problems } = tableLists(table);
  if (!lists) {
    const first = Object.entries(problems)[0];
    return {
      ok: false,
      message: first
        ? `${first[0]}: ${first[1]}`
        : `Ace of Aces is for 2 to 8 players, not ${table.seats.length}.`,
    };
  }
  return accept({ ...table, stage: 'setup', picks: [], setup: [], entries: [] });
}

/** Back to the lists: the initiative, setup and ledger entries are dropped. */
export function reopenLists(table: AoaTable): AoaTable {
  const { sent: _sent, ...rest } = table;
  return { ...rest, stage: 'lists', picks: [], setup: [], entries: [] };
}

export function choosePlace(table: AoaTable, player: string, place: number): Change {
  return accept({ ...table, picks: [...table.picks, { player, place }] });
}

/** Everyone still to choose takes the first free place of their group. */
export function fillPlaces(table: AoaTable): Change {
  let current = table;
  for (let i = 0; i < 8; i++) {
    const { draft } = replayTable(current);
    const next = draft ? nextInitiativePick(draft) : null;
    if (!next) break;
    current = {
      ...current,
      picks: [...current.picks, { player: next.player, place: next.free[0] as number }],
    };
  }
  return accept(current);
}

export function setupStep(table: AoaTable, command: unknown): Change {
  return accept({ ...table, setup: [...table.setup, command] });
}

/** Setup is done (or skipped): round 1 begins. */
export function startPlay(table: AoaTable): Change {
  const { order } = replayTable(table);
  if (!order) return { ok: false, message: 'Settle the initiative order first.' };
  return accept({ ...table, stage: 'play', entries: [] });
}

/** One ledger entry; refused with the ledger's own sentence. */
export function enter(table: AoaTable, entry: unknown): Change {
  const { sent: _sent, ...rest } = table;
  return accept({ ...rest, entries: [...table.entries, entry] });
}

/** Drops the last entry of the current stage (a ledger entry, a setup step or a place). */
export function undo(table: AoaTable): AoaTable {
  const { sent: _sent, ...rest } = table;
  if (table.stage === 'play') {
    if (table.entries.length > 0) return { ...rest, entries: table.entries.slice(0, -1) };
    return { ...rest, stage: 'setup' };
  }
  if (table.stage === 'setup') {
    if (table.setup.length > 0) return { ...rest, setup: table.setup.slice(0, -1) };
    if (table.picks.length > 0) return { ...rest, picks: table.picks.slice(0, -1) };
  }
  return table;
}

/** Whether setup has reached its last step (shields and components ready). */
export function setupDone(setup: AceSetup | null): boolean {
  return setup !== null && nextSetupStep(setup).kind === 'ready';
}
