/**
 * A solo game's end from its events (XS-END-*): the NPCs' Fame by source and turn by turn, how
 * the game was lost (if it was), and a campaign game's goal verdict (XC-CAMP-06, XC-CAMP-07).
 */
import type { XiaEvent } from '@drift/xia';

export type NpcFameSource = 'roll' | 'kill' | 'event';

export type LossReason = Extract<XiaEvent, { type: 'GameLost' }>['reason'];

export interface SoloStory {
  readonly npcFame: number;
  readonly bySource: Readonly<Partial<Record<NpcFameSource, number>>>;
  /** Fame the events do not account for (a log that starts late). */
  readonly unaccounted: number;
  /** The NPCs' Fame after each turn: `[turn number, Fame]`, from turn 0. */
  readonly race: readonly (readonly [number, number])[];
  /** How the player lost, or null (a win, or a game not over). */
  readonly lost: LossReason | null;
  /** A campaign game's verdict on its goal, once settled. */
  readonly goal: Extract<XiaEvent, { type: 'GoalSettled' }> | null;
}

export const NPC_SOURCES: readonly { source: NpcFameSource; word: string; colour: string }[] = [
  { source: 'roll', word: 'Round-end rolls', colour: '#c3cce0' },
  { source: 'kill', word: 'Kills', colour: '#ff8a80' },
  { source: 'event', word: 'Events', colour: '#ff6fb5' },
];

export function soloStory(events: readonly XiaEvent[], npcFame: number): SoloStory {
  const bySource: Partial<Record<NpcFameSource, number>> = {};
  const race: [number, number][] = [[0, 0]];
  let turn = 0;
  let lost: LossReason | null = null;
  let goal: SoloStory['goal'] = null;
  const gain = (source: NpcFameSource, amount: number, now: number) => {
    if (amount <= 0) return;
    bySource[source] = (bySource[source] ?? 0) + amount;
    race.push([turn, now]);
  };
  for (const e of events) {
    switch (e.type) {
      case 'TurnStarted':
        turn = e.number;
        break;
      case 'SoloRoundEnded':
        gain('roll', e.fame, e.npcFame);
        break;
      case 'NpcFameGained':
        gain(e.source, e.amount, e.npcFame);
        break;
      case 'GameLost':
        lost = e.reason;
        break;
      case 'GoalSettled':
        goal = e;
        break;
      default:
        break;
    }
  }
  const end = race[race.length - 1];
  if (end && end[0] < turn) race.push([turn, end[1]]);
  const counted = Object.values(bySource).reduce((a, b) => a + (b ?? 0), 0);
  return { npcFame, bySource, unaccounted: Math.max(0, npcFame - counted), race, lost, goal };
}

/** The end's headline and the line under it, for the player (seat 0) against the NPCs. */
export function soloHeadline(
  story: Pick<SoloStory, 'lost' | 'npcFame'>,
  won: boolean,
  mine: number,
  name: string,
): { title: string; sub: string } {
  const score = `${mine} Fame to the NPCs' ${story.npcFame}`;
  if (won) return { title: `You win, ${name}!`, sub: score };
  const theirs = `${story.npcFame} Fame to your ${mine}`;
  switch (story.lost) {
    case 'conceded':
      return { title: 'You conceded: the NPCs win', sub: theirs };
    case 'stranded':
      return { title: 'The NPCs win: your ship could not come back', sub: theirs };
    default:
      return { title: 'The NPCs win', sub: theirs };
  }
}
