/** The dice in an `events` frame, and what they were for. */
import type { SeatId } from '@drift/engine';
import { captainName, type XiaEvent } from '@drift/xia';

export interface Roll {
  /** Index of the DieRolled event in the frame. */
  readonly id: number;
  readonly seat: SeatId;
  readonly die: number;
  readonly face: number;
  readonly purpose: string;
}

export function rollsOf(events: readonly XiaEvent[]): Roll[] {
  return events.flatMap((e, id) =>
    e.type === 'DieRolled'
      ? [{ id, seat: e.seat, die: e.die, face: e.face, purpose: e.purpose }]
      : [],
  );
}

/**
 * The faces a die shows while it tumbles before landing on `face`: every face but the last
 * differs from the one before, and the last is `face`. No randomness: the same roll tumbles
 * the same way.
 */
export function tumbleFaces(die: number, face: number, count: number): number[] {
  const out: number[] = [];
  let f = face;
  for (let i = 0; i < count - 1; i++) {
    // Steps of roughly a third of the die, so neighbouring frames look unrelated.
    f = ((f - 1 + Math.max(1, Math.round(die / 3)) + (i % 2)) % die) + 1;
    out.push(f);
  }
  out.push(face);
  return out;
}

/**
 * A short line of what a frame's dice decided: a solo round end's total and Fame, else its last
 * attack's result, else its last hazard's (with whose ship), else the movement rolled.
 */
export function rollSummary(events: readonly XiaEvent[]): string | undefined {
  const last = <T extends XiaEvent['type']>(type: T) =>
    events.findLast((e): e is Extract<XiaEvent, { type: T }> => e.type === type);
  // Solo: the round end's d20 for the NPCs' Fame, with its bonuses (XS-END-03).
  const round = last('SoloRoundEnded');
  if (round) {
    const bonus = round.total - round.roll;
    return `NPCs' round-end roll ${round.roll}${bonus > 0 ? ` + ${bonus} = ${round.total}` : ''}: +${round.fame} Fame.`;
  }
  const attack = last('AttackResolved');
  if (attack)
    return `Attack ${attack.attack} against defence ${attack.defence}: ${attack.damage} damage.`;
  const hazard = last('HazardResolved');
  if (hazard)
    return `${captainName(hazard.seat)}, ${hazard.hazard}: ${hazard.face}, ${HAZARD[hazard.outcome]}.`;
  const move = last('MoveStarted');
  if (move?.source === 'engine')
    return `${captainName(move.seat)} has ${move.points} ${move.points === 1 ? 'space' : 'spaces'} to fly.`;
  return undefined;
}

const HAZARD: Readonly<Record<Extract<XiaEvent, { type: 'HazardResolved' }>['outcome'], string>> = {
  safe: 'safe',
  damage: 'damage',
  energyLoss: 'Energy lost',
  destroyed: 'destroyed',
  stopped: 'stopped',
  bounty: 'through, but seen',
  undetected: 'through unseen',
};
