/**
 * `npx tsx tools/fingerprint/main.ts [--write]`: plays the fixed seeded games and compares
 * their fingerprints with fixture.json (exit 1 on any difference); `--write` records them.
 * Run it before and after every engine optimisation: games must not change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { type Fingerprint, fingerprintGame, fingerprintGames } from './game.ts';

const GAMES = 30;
const MAX_COMMANDS = 1500;
const fixture = new URL('./fixture.json', import.meta.url);

const xia = createXia(corePack());
const started = performance.now();
const prints: Fingerprint[] = fingerprintGames(GAMES).map(({ seats, seed }) =>
  fingerprintGame(xia, seats, seed, MAX_COMMANDS),
);
const seconds = (performance.now() - started) / 1000;
const commands = prints.reduce((n, p) => n + p.commands, 0);
console.log(`${GAMES} games, ${commands} commands in ${seconds.toFixed(1)} s`);

if (process.argv.includes('--write')) {
  writeFileSync(fixture, `${JSON.stringify(prints, null, 2)}\n`);
  console.log(`wrote ${fixture.pathname}`);
} else {
  const expected = JSON.parse(readFileSync(fixture, 'utf8')) as Fingerprint[];
  const differ = prints.filter((p, i) => JSON.stringify(p) !== JSON.stringify(expected[i]));
  for (const p of differ) console.log(`differs: ${p.seed} (${p.seats} seats)`);
  console.log(differ.length === 0 ? 'fingerprints identical' : `${differ.length} games differ`);
  if (differ.length > 0 || expected.length !== prints.length) process.exit(1);
}
