/**
 * The solo opponents as the page shows them (XS-NPC-*, XS-BEHV-*): each NPC's Behavior card and
 * behaviour with its steps in words, the NPC Stats side in force and its numbers, damage and
 * Bounty, where it sits round the table, the step it is on while its turn waits for the player,
 * and what came of each step of its last turn. Pure data from the view and the events seen.
 */
import {
  behaviourCard,
  behaviourOf,
  type Content,
  isSellsword,
  npcProfile,
  stepWithAlternates,
  type XiaEvent,
  type XiaView,
} from '@drift/xia';

export type StepOutcome = Extract<XiaEvent, { type: 'NpcStep' }>['outcome'];
export type NpcStepEvent = Extract<XiaEvent, { type: 'NpcStep' }>;

export interface OpponentStep {
  /** The step with its alternates, in words. */
  readonly text: string;
  /** What came of it in the NPC's last turn: each try (alternates, halves), in order. */
  readonly last: readonly NpcStepEvent[];
}

export interface Opponent {
  readonly id: string;
  readonly name: string;
  readonly letter: string;
  readonly legal: string;
  /** The player's ally (XS-NPC-05), not an opponent of theirs. */
  readonly ally: boolean;
  /** Its place clockwise after the player (1 first), once seated (XS-NPC-01). */
  readonly seat: number | null;
  /** The sector whose reveal brings it into play. */
  readonly home: string | null;
  readonly onBoard: boolean;
  /** Its Behavior card and behaviour, once in play (XS-BEHV-01). */
  readonly behaviour: {
    readonly card: string;
    readonly name: string;
    readonly text: string;
    readonly steps: readonly OpponentStep[];
  } | null;
  /** Behavior cards left in its deck. */
  readonly deck: number;
  readonly stats: {
    readonly side: 'A' | 'B';
    readonly speed: number;
    readonly weapon: string;
    readonly die: number;
    readonly defence: number;
    readonly toKill: number;
  };
  readonly damage: number;
  readonly bounty: number;
  /** While its turn waits for the player: the step it is on (XS-BEHV-02). */
  readonly acting: { readonly step: number; readonly alt: number; readonly half: number } | null;
  /** Its place in the NPCs' queue this round while they act (0: acting), else null. */
  readonly queued: number | null;
}

/** Its last turn's steps: those after its latest `NpcActs`, while that behaviour stands. */
function lastTurn(events: readonly XiaEvent[], id: string, name: string): NpcStepEvent[] {
  const acts = events.findLastIndex((e) => e.type === 'NpcActs' && e.npc === id);
  if (acts < 0) return [];
  const acted = events[acts];
  if (acted?.type !== 'NpcActs' || acted.name !== name) return [];
  return events
    .slice(acts + 1)
    .filter((e): e is NpcStepEvent => e.type === 'NpcStep' && e.npc === id && e.name === name);
}

export function opponents(
  view: Pick<XiaView, 'npcs' | 'solo' | 'board'>,
  content: Content,
  events: readonly XiaEvent[],
): Opponent[] {
  const solo = view.solo;
  if (!solo) return [];
  const step = solo.step?.at === 'npcs' ? solo.step : null;
  const out = view.npcs.map((npc): Opponent => {
    const card = content.npc(npc.id);
    const profile = npcProfile(content, view, npc.id);
    const held = solo.behaviours[npc.id];
    const def = held ? behaviourOf(held.card, held.behaviour) : null;
    const last = def ? lastTurn(events, npc.id, def.name) : [];
    const seat = solo.seating.indexOf(npc.id);
    const queued = step ? step.queue.indexOf(npc.id) : -1;
    const home = card.home ? content.sector(card.home).name : null;
    return {
      id: npc.id,
      name: card.name,
      letter: card.name.charAt(0),
      legal: card.legal,
      ally: isSellsword(npc.id),
      seat: seat < 0 ? null : seat + 1,
      home,
      onBoard: npc.at !== null,
      behaviour:
        held && def
          ? {
              card: behaviourCard(held.card).name,
              name: def.name,
              text: def.text,
              steps: def.steps.map((s, i) => ({
                text: stepWithAlternates(s),
                last: last.filter((e) => e.step === i),
              })),
            }
          : null,
      deck: solo.behaviourDecks[npc.id] ?? 0,
      stats: {
        side: solo.side,
        speed: profile.speed,
        weapon: profile.attack.weapon,
        die: profile.attack.die,
        defence: profile.defence,
        toKill: profile.toKill,
      },
      damage: npc.damage,
      bounty: npc.bounty,
      acting:
        step && queued === 0
          ? { step: step.next, alt: step.part?.alt ?? 0, half: step.part?.half ?? 1 }
          : null,
      queued: queued < 0 ? null : queued,
    };
  });
  // The ally first (it acts first), then round the table, then those not seated yet.
  const rank = (o: Opponent) => (o.ally ? -1 : (o.seat ?? 99));
  return out.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** A step's try, as a mark: done, moved but not there, not needed, or not possible. */
export function outcomeMark(outcome: StepOutcome): { mark: string; kind: 'ok' | 'part' | 'no' } {
  switch (outcome) {
    case 'done':
    case 'reached':
    case 'there':
      return { mark: '✓', kind: 'ok' };
    case 'closer':
    case 'stuck':
    case 'wasted':
      return { mark: '…', kind: 'part' };
    case 'noTarget':
    case 'outOfRange':
    case 'notNow':
    case 'noMarket':
    case 'undamaged':
      return { mark: '✗', kind: 'no' };
  }
}
