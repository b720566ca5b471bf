/**
 * Real states for the gallery and the component tests: a seeded 5-seat game of HeuristicBots
 * (one of each profile), with NPCs, cut at a few moments. Each fixture is what Captain 1 (or
 * the captain a prompt waits for) would receive: their view and their legal list.
 */

import { HeuristicBot, PROFILES } from '@drift/bots';
import { openDice, type SeatId, seedRandom } from '@drift/engine';
import { createXia, type XiaCommand, type XiaState, type XiaView } from '@drift/xia';
import { corePack } from '@drift/xia/content';

export interface Fixture {
  readonly id: string;
  readonly title: string;
  readonly seed: string;
  /** Commands played before this moment. */
  readonly command: number;
  readonly seat: SeatId;
  readonly view: XiaView;
  readonly legal: readonly XiaCommand[];
  /** What everyone holds (tests check the view hides it); never written to the gallery's files. */
  readonly secret?: XiaView;
}

export const GALLERY_SEED = 'gallery-1';

type Pick = (state: XiaState, commands: number) => SeatId | undefined;

interface Wanted {
  readonly id: string;
  readonly title: string;
  readonly pick: Pick;
}

const moving = (s: XiaState, seat: SeatId) =>
  s.stage === 'playing' &&
  s.prompts.length === 0 &&
  s.turn.seat === seat &&
  s.turn.phase === 'Action' &&
  s.turn.movement > 0;

const WANTED: readonly Wanted[] = [
  {
    id: 'early',
    title: 'Early board: Captain 1 on the move',
    pick: (s) => (s.turn.number >= 5 && moving(s, 0) ? 0 : undefined),
  },
  {
    id: 'damage',
    title: 'A captain placing damage on a hurt ship',
    pick: (s) => {
      const top = s.prompts[s.prompts.length - 1];
      if (top?.kind !== 'PlaceDamage' || top.remaining < 2) return undefined;
      return (s.captains[top.seat]?.hold.damage.length ?? 0) >= 2 ? top.seat : undefined;
    },
  },
  {
    id: 'mats',
    title: 'Missions held: one face up to its captain, one face down to others',
    pick: (s) => {
      if (s.turn.number < 8 || s.prompts.length > 0) return undefined;
      const hidden = (seat: SeatId) =>
        s.captains.some((o) => o.seat !== seat && o.missions.active.some((m) => !m.revealed));
      const me = s.captains.find(
        (c) =>
          c.missions.active.length > 0 &&
          c.hold.cargo.length + c.hold.damage.length > 0 &&
          hidden(c.seat),
      );
      return me?.seat;
    },
  },
  {
    id: 'late',
    title: 'Late board: the whole system explored',
    pick: (s) => (s.turn.number >= 34 && moving(s, 0) ? 0 : undefined),
  },
];

/** Plays the gallery game and keeps the first moment each wanted fixture asks for. */
export function makeGalleryFixtures(seed = GALLERY_SEED, maxCommands = 4000): Fixture[] {
  const xia = createXia(corePack());
  const made = xia.setup({ seats: 5, fameTarget: 10, preset: 'standard' }, seed);
  if (!made.ok) throw new Error(`setup refused: ${made.error.message}`);
  let state = made.value;
  const bots = [0, 1, 2, 3, 4].map(
    (i) => new HeuristicBot(xia.content, PROFILES[i % PROFILES.length]),
  );
  const dice = bots.map((_, i) => openDice(seedRandom(`gallery:${seed}:${i}`)));
  const found = new Map<string, Fixture>();
  for (let n = 0; n < maxCommands; n++) {
    for (const w of WANTED) {
      if (found.has(w.id)) continue;
      const seat = w.pick(state, n);
      if (seat === undefined) continue;
      found.set(w.id, {
        id: w.id,
        title: w.title,
        seed,
        command: n,
        seat,
        view: xia.view(state, { seat }),
        legal: xia.legal(state, seat),
        secret: xia.view(state, 'omniscient'),
      });
    }
    const status = xia.status(state);
    if (status.kind === 'finished' || found.size === WANTED.length) break;
    const seat = status.toAct[0] ?? 0;
    const bot = bots[seat];
    const rng = dice[seat];
    if (!bot || !rng) throw new Error(`no bot for seat ${seat}`);
    const legal = xia.legal(state, seat);
    const applied = xia.apply(state, seat, bot.choose(xia.view(state, { seat }), legal, rng));
    if (!applied.ok) throw new Error(`refused: ${applied.error.message}`);
    state = applied.value.state;
  }
  const missing = WANTED.filter((w) => !found.has(w.id)).map((w) => w.id);
  if (missing.length > 0) throw new Error(`the gallery game never reached: ${missing.join(', ')}`);
  return WANTED.map((w) => found.get(w.id) as Fixture);
}
