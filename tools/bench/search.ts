/** SearchBot's speed: iterations per second over mid-game decisions of HeuristicBot games. */
import { HeuristicBot, type Horizon, SearchBot } from '@drift/bots';
import { openDice, type SeatId, seedRandom } from '@drift/engine';
import { createXia, type XiaCommand, type XiaState } from '@drift/xia';
import { corePack } from '@drift/xia/content';

const xia = createXia(corePack());

interface Decision {
  readonly state: XiaState;
  readonly seat: SeatId;
  readonly legal: XiaCommand[];
}

/** Real choices (stage playing, two or more commands) from a 4-seat HeuristicBot game. */
function decisions(count: number, seed: string): Decision[] {
  const made = xia.setup({ seats: 4, fameTarget: 10, preset: 'standard' }, seed);
  if (!made.ok) throw new Error(made.error.message);
  let state = made.value;
  const bot = new HeuristicBot(xia.content, 'balanced');
  const dice = openDice(seedRandom(`${seed}:dice`));
  const out: Decision[] = [];
  for (let i = 0; out.length < count && i < 20_000; i++) {
    const status = xia.status(state);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0] ?? 0;
    const legal = xia.legal(state, seat);
    // Past the opening, one decision in 25.
    if (i >= 300 && i % 25 === 0 && state.stage === 'playing' && legal.length > 1)
      out.push({ state, seat, legal });
    const applied = xia.apply(state, seat, bot.choose(xia.view(state, { seat }), legal, dice));
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
  return out;
}

/**
 * Runs SearchBot with a fixed iteration budget on `count` mid-game decisions, its play-outs
 * stopping at `horizon` (`round` is how far they ran before horizons were an option).
 */
export function searchIterations(
  count: number,
  budget = 100,
  horizon: Horizon = 'decision',
): { decisions: number; iterations: number; seconds: number; cpuSeconds: number } {
  const positions = decisions(count, 'bench-search');
  const bot = new SearchBot(xia, { iterations: budget, horizon });
  // Warm up: every position once on a small budget, unmeasured.
  const warm = new SearchBot(xia, { iterations: 12, horizon });
  const warmDice = openDice(seedRandom('bench-search:warm'));
  for (const { state, seat, legal } of positions)
    warm.choose(xia.view(state, { seat }), legal, warmDice);
  const cpu = process.cpuUsage();
  const dice = openDice(seedRandom('bench-search:bot'));
  let iterations = 0;
  let ms = 0;
  for (const { state, seat, legal } of positions) {
    bot.choose(xia.view(state, { seat }), legal, dice);
    iterations += bot.lastStats.iterations;
    ms += bot.lastStats.ms;
  }
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  return { decisions: positions.length, iterations, seconds: ms / 1000, cpuSeconds };
}
