/**
 * `node --cpu-prof --import tsx tools/bench/random-play.ts [games]`: seeded random play (the
 * fingerprint's games and chooser, without its digests), for profiling the engine. Prints
 * commands per second of wall and CPU time.
 */
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { fingerprintGames, playRandom } from '../fingerprint/game.ts';

const games = Number(process.argv[2] ?? 20);
const xia = createXia(corePack());
const started = performance.now();
const cpu = process.cpuUsage();
let commands = 0;
for (const { seats, seed } of fingerprintGames(games)) {
  commands += playRandom(xia, seats, seed, 1500);
}
const wall = performance.now() - started;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
console.log(
  `${commands} commands in ${wall.toFixed(0)} ms: ${Math.round((commands / wall) * 1000)} cmds/s wall, ${Math.round((commands / cpuMs) * 1000)} cmds/s cpu`,
);
