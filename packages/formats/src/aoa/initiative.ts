/**
 * Initiative order (XW-AOA-09): ascending primary pilot skill. Inside one skill the players
 * choose their places, the lowest squad total first; equal totals are settled by a die roll,
 * recorded so the table sees it. The same order serves setup and play.
 */
import {
  breakTie,
  ok,
  openDice,
  type RandomState,
  type Result,
  type RuleError,
  refuse,
} from '@drift/engine';
import { type AceList, checkAceLists, squadTotal } from './list.ts';

/** A d20 split evenly among the tied players; the winner chooses before the others. */
export interface TieRoll {
  readonly players: readonly string[];
  readonly total: number;
  readonly face: number;
  readonly winner: string;
}

/** The players of one primary pilot skill and the places they share. */
export interface InitiativeGroup {
  readonly skill: number;
  /** The first overall place (0-based) of this group. */
  readonly from: number;
  /** The order in which the players choose a place: lowest squad total first. */
  readonly pickers: readonly { readonly player: string; readonly total: number }[];
  readonly rolls: readonly TieRoll[];
  /** The group's places, first to last; null while free. */
  readonly places: readonly (string | null)[];
}

export interface InitiativeDraft {
  readonly groups: readonly InitiativeGroup[];
  readonly random: RandomState;
}

/** The pick order inside one skill: by squad total, ties by repeated d20 rolls. */
function pickOrder(
  lists: readonly AceList[],
  dice: ReturnType<typeof openDice>,
): { pickers: { player: string; total: number }[]; rolls: TieRoll[] } {
  const totals = [...new Set(lists.map(squadTotal))].sort((a, b) => a - b);
  const pickers: { player: string; total: number }[] = [];
  const rolls: TieRoll[] = [];
  for (const total of totals) {
    let tied = lists.filter((l) => squadTotal(l) === total).map((l) => l.player);
    while (tied.length > 1) {
      const { roll, index } = breakTie(dice, tied.length);
      const winner = tied[index] as string;
      rolls.push({ players: tied, total, face: roll, winner });
      pickers.push({ player: winner, total });
      tied = tied.filter((p) => p !== winner);
    }
    for (const player of tied) pickers.push({ player, total });
  }
  return { pickers, rolls };
}

/** The player whose turn it is to choose inside a group, if any. */
function groupPicker(group: InitiativeGroup): string | undefined {
  const placed = new Set(group.places.filter((p): p is string => p !== null));
  return group.pickers.find((p) => !placed.has(p.player))?.player;
}

/** Places the last chooser of a group in the one place left. */
function settle(group: InitiativeGroup): InitiativeGroup {
  const free = group.places.filter((p) => p === null).length;
  const last = groupPicker(group);
  if (free !== 1 || last === undefined) return group;
  return { ...group, places: group.places.map((p) => p ?? last) };
}

/** Starts the draft: groups by skill, pick orders, die rolls for equal totals. */
export function draftInitiative(
  lists: readonly AceList[],
  random: RandomState,
): Result<InitiativeDraft> {
  const checked = checkAceLists(lists);
  if (!checked.ok) return checked;
  const dice = openDice(random);
  const skills = [...new Set(lists.map((l) => l.primary.skill))].sort((a, b) => a - b);
  const groups: InitiativeGroup[] = [];
  let from = 0;
  for (const skill of skills) {
    const members = lists.filter((l) => l.primary.skill === skill);
    const { pickers, rolls } = pickOrder(members, dice);
    const places = members.map(() => null);
    groups.push(settle({ skill, from, pickers, rolls, places }));
    from += members.length;
  }
  return ok({ groups, random: dice.save() });
}

/** Who chooses a place next and which overall places (0-based) are free for them. */
export function nextInitiativePick(
  draft: InitiativeDraft,
): { readonly player: string; readonly skill: number; readonly free: readonly number[] } | null {
  for (const group of draft.groups) {
    const player = groupPicker(group);
    if (player === undefined) continue;
    const free = group.places.flatMap((p, i) => (p === null ? [group.from + i] : []));
    return { player, skill: group.skill, free };
  }
  return null;
}

/** The chooser takes an overall place (0-based) inside their skill's group. */
export function chooseInitiative(
  draft: InitiativeDraft,
  player: string,
  place: number,
): Result<InitiativeDraft> {
  const next = nextInitiativePick(draft);
  if (next === null) return refuse('InitiativeSettled', 'Every initiative place is taken.');
  if (next.player !== player) {
    return refuse(
      'NotYourPick',
      `${next.player} chooses an initiative place before ${player} (PS ${next.skill}).`,
    );
  }
  if (!next.free.includes(place)) {
    const shown = next.free.map((p) => p + 1).join(', ');
    return refuse(
      'PlaceNotFree',
      `${player} may take initiative place ${shown}, not ${Number.isInteger(place) ? place + 1 : place}.`,
    );
  }
  const groups = draft.groups.map((g) =>
    g.skill === next.skill
      ? settle({ ...g, places: g.places.map((p, i) => (g.from + i === place ? player : p)) })
      : g,
  );
  return ok({ ...draft, groups });
}

/** The initiative order, first to last, once every place is taken. */
export function initiativeOrder(draft: InitiativeDraft): readonly string[] | null {
  const order = draft.groups.flatMap((g) => g.places);
  return order.every((p): p is string => p !== null) ? order : null;
}

/** What the table should see about how the order came about, one line per group. */
export function initiativeNotes(draft: InitiativeDraft): readonly string[] {
  return draft.groups.map((g) => {
    const picks = g.pickers.map((p) => `${p.player} (${p.total})`).join(', ');
    const rolls = g.rolls.map(
      (r) => `; ${r.players.join(' and ')} tied at ${r.total}: d20 ${r.face}, ${r.winner} chooses`,
    );
    return g.pickers.length === 1
      ? `PS ${g.skill}: ${picks} alone`
      : `PS ${g.skill}: choose in this order ${picks}${rolls.join('')}`;
  });
}

/** Places the chooser in the first free place: for a table that does not care. */
export function takeFirstFree(draft: InitiativeDraft): Result<InitiativeDraft, RuleError> {
  const next = nextInitiativePick(draft);
  if (next === null) return refuse('InitiativeSettled', 'Every initiative place is taken.');
  return chooseInitiative(draft, next.player, next.free[0] as number);
}
