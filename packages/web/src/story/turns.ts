/**
 * What each captain did on a turn, from the events: numbers a player compares at a glance
 * (spaces flown, Fame, credits, damage dealt and taken, destroyed) and the few log lines that
 * matter most, in the order they happened.
 */
import type { SeatId } from '@drift/engine';
import type { Namer, XiaEvent } from '@drift/xia';
import { buildLog, type LineKind, type LogLine } from '../log/lines.ts';
import type { PlaceNamer } from '../log/places.ts';

/** Where a Fame point came from (the FameGained event's source). */
export type FameSource = Extract<XiaEvent, { type: 'FameGained' }>['source'];

/** The events of one turn (from its TurnStarted to the next), with its number and seat. */
export interface TurnEvents {
  readonly number: number;
  readonly seat: SeatId;
  readonly events: readonly XiaEvent[];
}

export function splitTurns(events: readonly XiaEvent[]): TurnEvents[] {
  const out: { number: number; seat: SeatId; events: XiaEvent[] }[] = [];
  for (const e of events) {
    if (e.type === 'TurnStarted') out.push({ number: e.number, seat: e.seat, events: [e] });
    else out[out.length - 1]?.events.push(e);
  }
  return out;
}

export interface TurnSummary {
  readonly number: number;
  readonly seat: SeatId;
  readonly skipped: boolean;
  /** No TurnEnded yet: the captain is still playing it. */
  readonly playing: boolean;
  readonly spaces: number;
  readonly fame: number;
  readonly fameSources: readonly FameSource[];
  /** Net change of the captain's credits. */
  readonly credits: number;
  readonly damageDealt: number;
  readonly damageTaken: number;
  readonly destroyed: boolean;
  /** The lines that say the most, oldest first. */
  readonly highlights: readonly string[];
}

/** How much a line says about a turn, by the event that starts it (0: never a highlight). */
const WEIGHT: Partial<Readonly<Record<XiaEvent['type'], number>>> = {
  GameWon: 10,
  MissionCompleted: 8,
  TitleClaimed: 8,
  FameGained: 7,
  ShipDestroyed: 7,
  NpcDestroyed: 7,
  Rescued: 6,
  AttackDeclared: 6,
  ShipBought: 6,
  AttackResolved: 5,
  SectorPlaced: 5,
  MissionFailed: 5,
  TitleDrawn: 5,
  OutfitBought: 4,
  CubesSold: 4,
  TokenCollected: 4,
  MissionRevealed: 4,
  BountyClaimed: 4,
  Moved: 3,
  GateJumped: 3,
  CubesGained: 3,
  Repaired: 3,
  MissionKept: 2,
  MissionsDrawn: 1,
  DieRolled: 0,
  MoveStarted: 0,
  PhaseStarted: 0,
  TurnSkipped: 0,
};

/** Kinds of event not listed above, by the line's kind. */
const KIND_WEIGHT: Readonly<Record<LineKind, number>> = {
  fame: 3,
  mission: 2,
  combat: 2,
  explore: 2,
  trade: 2,
  move: 1,
  npc: 1,
  dice: 0,
  other: 0,
};

/** A payment's line says what it bought: weigh it by the thing bought, the next event. */
function boughtOrSelf(events: readonly XiaEvent[], id: number): XiaEvent | undefined {
  const e = events[id];
  const next = events[id + 1];
  const paid = (e?.type === 'CreditsChanged' || e?.type === 'EnergyChanged') && e.amount < 0;
  return paid && next ? next : e;
}

function weight(line: LogLine, event: XiaEvent | undefined): number {
  // A hazard crossed safely says little; one that hurt says more.
  if (event?.type === 'HazardResolved')
    return event.outcome === 'safe' || event.outcome === 'undetected' ? 1 : 3;
  const w = event ? WEIGHT[event.type] : undefined;
  return w ?? KIND_WEIGHT[line.kind];
}

export function summariseTurn(
  turn: TurnEvents,
  names: Namer,
  place: PlaceNamer,
  maxLines = 4,
): TurnSummary {
  const { seat } = turn;
  let spaces = 0;
  let fame = 0;
  const fameSources: FameSource[] = [];
  let credits = 0;
  let damageDealt = 0;
  let damageTaken = 0;
  let destroyed = false;
  let skipped = false;
  let playing = true;
  for (const e of turn.events) {
    switch (e.type) {
      case 'Moved':
        if (e.seat === seat) spaces++;
        break;
      case 'FameGained':
        if (e.seat === seat) {
          fame += e.amount;
          if (!fameSources.includes(e.source)) fameSources.push(e.source);
        }
        break;
      case 'CreditsChanged':
        if (e.seat === seat) credits += e.amount;
        break;
      case 'AttackResolved':
        if ('seat' in e.attacker && e.attacker.seat === seat) damageDealt += e.damage;
        break;
      case 'DamageTaken':
        if (e.seat === seat) damageTaken += e.amount;
        break;
      case 'ShipDestroyed':
        if (e.seat === seat) destroyed = true;
        break;
      case 'TurnSkipped':
        if (e.seat === seat) skipped = true;
        break;
      case 'TurnEnded':
      case 'GameWon':
        playing = false;
        break;
      default:
        break;
    }
  }
  const lines = buildLog(turn.events, names, place).flatMap((t) => t.lines);
  const ranked = lines
    .map((line, i) => ({ line, i, w: weight(line, boughtOrSelf(turn.events, line.id)) }))
    .filter((x) => x.w > 0)
    .sort((a, b) => b.w - a.w || a.i - b.i)
    .slice(0, maxLines)
    .sort((a, b) => a.i - b.i);
  return {
    number: turn.number,
    seat,
    skipped,
    playing: playing && !skipped,
    spaces,
    fame,
    fameSources,
    credits,
    damageDealt,
    damageTaken,
    destroyed,
    highlights: ranked.map((x) => ownLine(x.line.text, names.captain(seat))),
  };
}

/** "Captain 2 sells cubes." on Captain 2's card reads "Sells cubes.". */
function ownLine(text: string, who: string): string {
  if (!text.startsWith(`${who} `)) return text;
  const rest = text.slice(who.length + 1);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** Each seat's latest turn in the events, by seat (a seat with no turn yet is left out). */
export function latestTurns(events: readonly XiaEvent[]): Map<SeatId, TurnEvents> {
  const out = new Map<SeatId, TurnEvents>();
  for (const t of splitTurns(events)) out.set(t.seat, t);
  return out;
}
