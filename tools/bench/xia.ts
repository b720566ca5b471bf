import { HeuristicBot, playGame } from '@drift/bots';
import type { XiaRuleset } from '@drift/xia';

/** Whole 4-seat games between HeuristicBots (bots' own thinking included), timed apart. */
export function heuristicGames(
  xia: XiaRuleset,
  games: number,
): { games: number; finished: number; commands: number; seconds: number; cpuSeconds: number } {
  let commands = 0;
  let finished = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    const bots = Array.from({ length: 4 }, () => new HeuristicBot(xia.content));
    const played = playGame(
      xia,
      { seats: 4, fameTarget: 10, preset: 'standard' },
      `bench-h-${g}`,
      bots,
      { maxCommands: 5000 },
    );
    commands += played.commands.length;
    if (played.finished) finished++;
  }
  const used = process.cpuUsage(cpu);
  return {
    games,
    finished,
    commands,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
  };
}
