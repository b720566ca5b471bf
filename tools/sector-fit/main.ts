/**
 * `npx tsx tools/sector-fit/main.ts [--games N] [--bots heuristic|random] [--edges file.json]`:
 * plays seeded games of the core pack and reports how drawn sector tiles fit the edge they were
 * drawn for (0 rotations: under the stack; 1: placed at once; 2+: the captain chooses) and how
 * often a ship on an unexplored edge finds that no tile left can match it (`NoSectorFits`);
 * and, over 1,000 setups per seat count, how often a dealt starting tile matched no turn.
 * `--edges` swaps in other edge symbols ({ "sector-id": [six symbols] }) to compare designs.
 */
import { readFileSync } from 'node:fs';
import { type Bot, HeuristicBot, PROFILES, playGame, TypedRandomBot } from '@drift/bots';
import { openDice, seedRandom } from '@drift/engine';
import {
  createXia,
  type XiaCommand,
  type XiaRuleset,
  type XiaState,
  type XiaView,
} from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { createContent } from '../../packages/xia/src/model/content.ts';
import { startingSectors } from '../../packages/xia/src/setup.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const GAMES = Number(arg('games', '60'));
const BOTS = arg('bots', 'heuristic');
const EDGES = arg('edges', '');
const MAX_COMMANDS = 4000;

const core = corePack();
const swapped: Record<string, string[]> = EDGES ? JSON.parse(readFileSync(EDGES, 'utf8')) : {};
const pack = {
  ...core,
  info: { ...core.info, id: EDGES ? 'sector-fit' : core.info.id },
  sectors: core.sectors.map((s) => {
    const edges = swapped[s.id];
    return edges ? { ...s, edges: edges as typeof s.edges } : s;
  }),
};
const xia = createXia(pack);

const fits = [0, 0, 0, 0]; // draws fitting 0, 1, 2, 3+ rotations
let edgeDecisions = 0; // decisions taken by a ship on an unexplored edge, tiles left
let someNoFit = 0; // ...where at least one unexplored direction is refused NoSectorFits
let allNoFit = 0; // ...where every unexplored direction is
let gamesWithNoFit = 0;
let placed = 0;
let emptied = 0; // games that used up the sector stack
let turns = 0;

function refusals(state: XiaState, seat: number): string[] {
  const codes: string[] = [];
  for (const direction of [0, 1, 2, 3, 4, 5] as const) {
    const tried = xia.apply(state, seat, { type: 'Scan', direction });
    const code = tried.ok ? 'ok' : tried.error.code;
    if (code !== 'NotOnUnexploredEdge') codes.push(code);
  }
  return codes;
}

function bots(game: number, seats: number): Bot<XiaView, XiaCommand>[] {
  return Array.from({ length: seats }, (_, seat) =>
    BOTS === 'random'
      ? new TypedRandomBot<XiaView, XiaCommand>()
      : new HeuristicBot(xia.content, PROFILES[(game + seat) % PROFILES.length] ?? 'balanced'),
  );
}

const started = performance.now();
for (let game = 0; game < GAMES; game++) {
  const seats = 3 + (game % 3);
  let noFitHere = false;
  const watched: XiaRuleset = {
    ...xia,
    legal(state, seat) {
      const c = state.captains[seat];
      if (
        state.stage === 'playing' &&
        state.turn.phase === 'Action' &&
        state.prompts.length === 0 &&
        c?.at
      ) {
        const codes = refusals(state, seat).filter((code) => code !== 'NoSectorsLeft');
        if (codes.length > 0) {
          edgeDecisions++;
          const no = codes.filter((code) => code === 'NoSectorFits').length;
          if (no > 0) {
            someNoFit++;
            noFitHere = true;
          }
          if (no === codes.length) allNoFit++;
        }
      }
      return xia.legal(state, seat);
    },
    apply(state, seat, command) {
      const applied = xia.apply(state, seat, command);
      if (!applied.ok) return applied;
      const { events, state: after } = applied.value;
      const drawn = events.flatMap((e) => (e.type === 'SectorDrawn' ? [e.sector] : []));
      drawn.forEach((id, i) => {
        if (i < drawn.length - 1) fits[0] = (fits[0] ?? 0) + 1;
        else {
          const prompt = after.prompts.find((p) => p.kind === 'PlaceSector' && p.sector === id);
          const n = prompt?.kind === 'PlaceSector' ? prompt.rotations.length : 1;
          const k = Math.min(n, 3);
          fits[k] = (fits[k] ?? 0) + 1;
        }
      });
      placed += events.filter((e) => e.type === 'SectorPlaced').length;
      return applied;
    },
  };
  const played = playGame(
    watched,
    { seats, preset: 'standard', fameTarget: 10 },
    `sector-fit-${game}`,
    bots(game, seats),
    { maxCommands: MAX_COMMANDS },
  );
  if (noFitHere) gamesWithNoFit++;
  if (played.state.decks.sectors.length === 0) emptied++;
  turns += played.turns;
}

const draws = fits.reduce((a, b) => a + b, 0);
const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}%`;
console.log(
  `${GAMES} games (${BOTS} bots, 3-5 seats, Fame 10, ≤${MAX_COMMANDS} commands) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
console.log(
  `turns per game ${(turns / GAMES).toFixed(1)}; sectors placed per game ${(placed / GAMES).toFixed(2)}; stack used up in ${emptied} games`,
);
console.log(
  `draws ${draws}: fit 0 rotations ${pct(fits[0] ?? 0, draws)}, 1 ${pct(fits[1] ?? 0, draws)}, 2 ${pct(fits[2] ?? 0, draws)}, 3+ ${pct(fits[3] ?? 0, draws)}`,
);
console.log(
  `decisions on an unexplored edge ${edgeDecisions}: some direction NoSectorFits ${pct(someNoFit, edgeDecisions)}, every direction ${pct(allNoFit, edgeDecisions)}; games with NoSectorFits ${gamesWithNoFit}/${GAMES}`,
);

const content = createContent(pack);
for (const seats of [3, 4, 5]) {
  let setups = 0;
  let withPass = 0;
  let passedTiles = 0;
  for (let i = 0; i < 1000; i++) {
    const seed = `sector-fit-setup-${i}`;
    const dealt = startingSectors(
      content,
      { seats, preset: 'standard' },
      openDice(seedRandom(seed)),
    );
    if (!dealt.ok) throw new Error(`${seed}: ${dealt.error.message}`);
    setups++;
    if (dealt.value.passed.length > 0) withPass++;
    passedTiles += dealt.value.passed.length;
  }
  console.log(
    `setup, ${seats} seats: a dealt tile matched no turn in ${pct(withPass, setups)} of ${setups} setups (${passedTiles} tiles under the stack)`,
  );
}
