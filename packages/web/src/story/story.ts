/**
 * A finished game's story from its events: how long it ran, each captain's Fame by source, the
 * Fame race turn by turn, and the key moments (leads taken, Titles, missions, kills, the win).
 */
import type { SeatId } from '@drift/engine';
import type { Namer, XiaEvent } from '@drift/xia';
import type { FameSource } from './turns.ts';

export interface CaptainStory {
  readonly seat: SeatId;
  readonly fame: number;
  readonly bySource: Readonly<Partial<Record<FameSource, number>>>;
  /** Fame the events do not account for (none in a whole game; a log that starts late). */
  readonly unaccounted: number;
  /** Times this ship was destroyed. */
  readonly losses: number;
  /** Captains' ships and NPCs this captain destroyed in combat. */
  readonly kills: number;
  readonly sectors: number;
  readonly missions: number;
}

export type MomentKind =
  | 'win'
  | 'title'
  | 'mission'
  | 'lead'
  | 'kill'
  | 'npc'
  | 'reveal'
  /** Solo: the NPCs' shared Fame rising. */
  | 'npcFame';

export interface Moment {
  readonly turn: number | null;
  readonly seat: SeatId | null;
  readonly kind: MomentKind;
  readonly text: string;
}

export interface GameStory {
  readonly winner: SeatId | null;
  /** The number of the last turn played. */
  readonly turns: number;
  /** Full rounds, rounded up: each captain played about this many turns. */
  readonly rounds: number;
  /** Best first: by Fame, then by seat. */
  readonly captains: readonly CaptainStory[];
  /** Each seat's Fame after each turn: `[turn number, Fame]`, from turn 0. */
  readonly race: readonly (readonly (readonly [number, number])[])[];
  /** The moments that matter most, oldest first. */
  readonly moments: readonly Moment[];
}

const WEIGHT: Readonly<Record<MomentKind, number>> = {
  win: 10,
  title: 7,
  mission: 7,
  kill: 6,
  npc: 6,
  lead: 5,
  reveal: 3,
  npcFame: 4,
};

export interface StoryInput {
  readonly events: readonly XiaEvent[];
  readonly fame: readonly number[];
  readonly names: Namer;
  readonly maxMoments?: number;
}

export function tellStory({ events, fame, names, maxMoments = 12 }: StoryInput): GameStory {
  const seats = fame.length;
  const bySource = fame.map((): Partial<Record<FameSource, number>> => ({}));
  const running = fame.map(() => 0);
  const losses = fame.map(() => 0);
  const kills = fame.map(() => 0);
  const sectors = fame.map(() => 0);
  const missions = fame.map(() => 0);
  const race = fame.map((): [number, number][] => [[0, 0]]);
  const moments: (Moment & { order: number })[] = [];
  let turn: number | null = null;
  let leader: SeatId | null = null;
  let winner: SeatId | null = null;
  let lastAttack: Extract<XiaEvent, { type: 'AttackResolved' }> | null = null;
  const moment = (kind: MomentKind, seat: SeatId | null, text: string) =>
    moments.push({ turn, seat, kind, text, order: moments.length });

  for (const e of events) {
    switch (e.type) {
      case 'TurnStarted':
        turn = e.number;
        lastAttack = null;
        break;
      case 'FameGained': {
        const src = bySource[e.seat];
        if (src) src[e.source] = (src[e.source] ?? 0) + e.amount;
        running[e.seat] = e.fame;
        race[e.seat]?.push([turn ?? 0, e.fame]);
        const top = Math.max(...running);
        const leaders = running.flatMap((f, s) => (f === top ? [s] : []));
        const sole = leaders.length === 1 ? (leaders[0] ?? null) : null;
        if (sole !== null && sole !== leader && top > 0)
          moment('lead', sole, `${names.captain(sole)} takes the lead with ${top} Fame.`);
        leader = sole ?? leader;
        break;
      }
      case 'TitleClaimed':
        moment(
          'title',
          e.seat,
          `${names.captain(e.seat)} claims the Title ${names.thing('title', e.title)}.`,
        );
        break;
      case 'TitleDrawn':
        moment(
          'reveal',
          e.seat,
          `${names.captain(e.seat)} reaches a Title space and reveals ${names.thing('title', e.title)}.`,
        );
        break;
      case 'MissionCompleted':
        missions[e.seat] = (missions[e.seat] ?? 0) + 1;
        moment(
          'mission',
          e.seat,
          `${names.captain(e.seat)} completes the mission ${names.thing('mission', e.card)}.`,
        );
        break;
      case 'SectorPlaced':
        sectors[e.seat] = (sectors[e.seat] ?? 0) + 1;
        break;
      case 'AttackResolved':
        lastAttack = e;
        break;
      case 'ShipDestroyed': {
        losses[e.seat] = (losses[e.seat] ?? 0) + 1;
        const by = lastAttack;
        if (e.cause === 'combat' && by && 'seat' in by.target && by.target.seat === e.seat) {
          if ('seat' in by.attacker) kills[by.attacker.seat] = (kills[by.attacker.seat] ?? 0) + 1;
          moment(
            'kill',
            'seat' in by.attacker ? by.attacker.seat : e.seat,
            `${capital(names.combatant(by.attacker))} destroys ${names.captain(e.seat)}.`,
          );
        }
        break;
      }
      case 'NpcDestroyed':
        if (e.by && 'seat' in e.by) kills[e.by.seat] = (kills[e.by.seat] ?? 0) + 1;
        moment(
          'npc',
          e.by && 'seat' in e.by ? e.by.seat : null,
          `The ${names.thing('npc', e.npc)} is destroyed${e.by ? ` by ${names.combatant(e.by)}` : ''}.`,
        );
        break;
      case 'GameWon':
        winner = e.seat;
        moment('win', e.seat, `${names.captain(e.seat)} reaches ${e.fame} Fame and wins.`);
        break;
      case 'SoloRoundEnded':
        if (e.fame > 0)
          moment(
            'npcFame',
            null,
            `Round end: the NPCs roll ${e.total} and gain ${e.fame} Fame, now ${e.npcFame}.`,
          );
        break;
      case 'NpcFameGained':
        moment(
          'npcFame',
          null,
          `The NPCs gain ${e.amount} Fame ${e.npc ? `for the ${names.thing('npc', e.npc)}'s kill` : 'from an Event'}, now ${e.npcFame}.`,
        );
        break;
      case 'GameLost':
        // Solo (XS-END-06): the NPCs win, by Fame or because the player gave up.
        moment('win', null, LOST[e.reason](e.npcFame, names.captain(e.seat)));
        break;
      default:
        break;
    }
  }
  const last = turn ?? 0;
  for (const r of race) {
    const end = r[r.length - 1];
    if (end && end[0] < last) r.push([last, end[1]]);
  }
  const captains: CaptainStory[] = fame.map((total, seat) => {
    const src = bySource[seat] ?? {};
    const counted = Object.values(src).reduce((a, b) => a + (b ?? 0), 0);
    return {
      seat,
      fame: total,
      bySource: src,
      unaccounted: Math.max(0, total - counted),
      losses: losses[seat] ?? 0,
      kills: kills[seat] ?? 0,
      sectors: sectors[seat] ?? 0,
      missions: missions[seat] ?? 0,
    };
  });
  captains.sort((a, b) => {
    if (a.seat === winner) return -1;
    if (b.seat === winner) return 1;
    return b.fame - a.fame || a.seat - b.seat;
  });
  const kept = [...moments]
    .sort((a, b) => WEIGHT[b.kind] - WEIGHT[a.kind] || b.order - a.order)
    .slice(0, maxMoments)
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...m }) => m);
  return {
    winner,
    turns: last,
    rounds: seats > 0 ? Math.ceil(last / seats) : 0,
    captains,
    race,
    moments: kept,
  };
}

const LOST: Readonly<
  Record<Extract<XiaEvent, { type: 'GameLost' }>['reason'], (n: number, who: string) => string>
> = {
  npcFame: (n) => `The NPCs reach ${n} Fame and win.`,
  conceded: (n, who) => `${who} concedes; the NPCs win with ${n} Fame.`,
  stranded: (n, who) => `${who} cannot come back into play; the NPCs win with ${n} Fame.`,
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
