/**
 * A battle's outcome as the page enters it, ship by ship, apart from the page: the ships that
 * fought, what the person marked, the battle points it gives (XW-CC-19: the cost of opposing
 * ships each player destroyed, +10 to the winner), what is still wrong, and the command.
 */
import {
  BATTLE_WINNER_BONUS,
  type CampaignBattle,
  type CampaignShipFate,
  type CoruscantView,
} from '@drift/formats';
import { nameOf, teamLabel } from './can.ts';

export interface FieldedShip {
  readonly ship: string;
  readonly owner: string;
  readonly squad: number;
  readonly name: string;
  readonly points: number;
}

export interface ShipMark {
  readonly fate: CampaignShipFate;
  /** Who destroyed it: a player, '' not said yet, null nobody (a collision, a team-mate). */
  readonly by: string | null;
}

export interface OutcomeDraft {
  readonly marks: Readonly<Record<string, ShipMark>>;
  /** The winner's id, 'none' for no winner, '' not said yet. */
  readonly winner: string;
}

/** The ships that fought: the squads' ships now (running), or as recorded (resolved). */
export function fieldedShips(view: CoruscantView, battle: CampaignBattle): FieldedShip[] {
  if (battle.result) return battle.result.ships.map((s) => ({ ...s }));
  return battle.participants.flatMap((p) => {
    const player = view.players.find((x) => x.id === p.player);
    return p.squads.flatMap((n) =>
      (player?.squads.find((s) => s.number === n)?.ships ?? []).map((s) => ({
        ship: s.id,
        owner: p.player,
        squad: n,
        name: s.name,
        points: s.points,
      })),
    );
  });
}

const teamOf = (view: CoruscantView, player: string) =>
  view.players.find((p) => p.id === player)?.team ?? player;

/** The players who fought against this ship's owner. */
export function opponentsOf(view: CoruscantView, battle: CampaignBattle, owner: string): string[] {
  return battle.participants
    .map((p) => p.player)
    .filter((p) => teamOf(view, p) !== teamOf(view, owner));
}

/** A fresh draft (every ship on the board), or the recorded outcome to correct. */
export function startDraft(battle: CampaignBattle): OutcomeDraft {
  const r = battle.result;
  if (!r) return { marks: {}, winner: '' };
  return {
    marks: Object.fromEntries(r.ships.map((s) => [s.ship, { fate: s.fate, by: s.by }])),
    winner: r.winner ?? 'none',
  };
}

export function markOf(draft: OutcomeDraft, ship: string): ShipMark {
  return draft.marks[ship] ?? { fate: 'survived', by: null };
}

/** Marks a ship; a newly destroyed ship is put to its only opponent when there is one. */
export function mark(
  view: CoruscantView,
  battle: CampaignBattle,
  draft: OutcomeDraft,
  ship: FieldedShip,
  change: Partial<ShipMark>,
): OutcomeDraft {
  const old = markOf(draft, ship.ship);
  let next: ShipMark = { ...old, ...change };
  if (next.fate !== 'destroyed') next = { ...next, by: null };
  else if (change.fate === 'destroyed' && old.fate !== 'destroyed') {
    const them = opponentsOf(view, battle, ship.owner);
    next = { ...next, by: them.length === 1 ? (them[0] ?? '') : '' };
  }
  return { ...draft, marks: { ...draft.marks, [ship.ship]: next } };
}

export interface PointsLine {
  readonly player: string;
  readonly destroyed: number;
  readonly bonus: number;
  readonly total: number;
}

/** XW-CC-19, GAP-XW-10: what each participant would score. */
export function previewPoints(
  view: CoruscantView,
  battle: CampaignBattle,
  draft: OutcomeDraft,
): PointsLine[] {
  const ships = fieldedShips(view, battle);
  return battle.participants.map(({ player }) => {
    const destroyed = ships
      .filter((s) => {
        const m = markOf(draft, s.ship);
        return (
          m.fate === 'destroyed' &&
          m.by === player &&
          teamOf(view, s.owner) !== teamOf(view, player)
        );
      })
      .reduce((n, s) => n + s.points, 0);
    const bonus = draft.winner === player ? BATTLE_WINNER_BONUS : 0;
    return { player, destroyed, bonus, total: destroyed + bonus };
  });
}

/** What is still wrong with the draft, in words (the tracker checks again). */
export function outcomeProblems(
  view: CoruscantView,
  battle: CampaignBattle,
  draft: OutcomeDraft,
): string[] {
  const ships = fieldedShips(view, battle);
  const out: string[] = [];
  for (const s of ships) {
    const m = markOf(draft, s.ship);
    if (m.fate === 'destroyed' && m.by === '')
      out.push(`Who destroyed ${nameOf(view, s.owner)}’s ${s.name}?`);
  }
  const left = [
    ...new Set(
      ships
        .filter((s) => markOf(draft, s.ship).fate === 'survived')
        .map((s) => teamOf(view, s.owner)),
    ),
  ];
  if (left.length > 1)
    out.push(
      `Ships of ${left.map((t) => teamLabel(view, t)).join(' and ')} are still on the board: mark every other ship destroyed or Withdrawn.`,
    );
  if (draft.winner === '') out.push('Name the winner, or “No winner”.');
  else if (draft.winner === 'none' && left.length === 1)
    out.push(`${teamLabel(view, left[0] ?? '')} still has ships on the board: name the winner.`);
  else if (draft.winner !== 'none') {
    const has = ships.some(
      (s) => s.owner === draft.winner && markOf(draft, s.ship).fate === 'survived',
    );
    if (!has)
      out.push(`${nameOf(view, draft.winner)} has no ship left on the board, so cannot win.`);
  }
  return out;
}

/** The command to send: the first entry, or the organizer's correction. */
export function outcomeCommand(
  battle: CampaignBattle,
  draft: OutcomeDraft,
  view: CoruscantView,
  correct = false,
) {
  return {
    type: correct ? 'CorrectBattle' : 'EnterBattleResult',
    battle: battle.id,
    ships: fieldedShips(view, battle)
      .map((s) => ({ ship: s.ship, ...markOf(draft, s.ship) }))
      .filter((s) => s.fate !== 'survived')
      .map((s) => ({ ship: s.ship, fate: s.fate, by: s.by === '' ? null : s.by })),
    winner: draft.winner === 'none' || draft.winner === '' ? null : draft.winner,
  };
}
