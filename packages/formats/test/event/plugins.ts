/**
 * Small formats for testing the event machinery: a two-player "first to win" duel and a pods
 * format. The real formats are wired in after the merge.
 */
import { type Dice, ok, refuse } from '@drift/engine';
import type { FormatPlugin, PairingInput, PluginRegistry } from '../../src/index.ts';

/** Swiss by rank, avoiding rematches greedily; round 1 shuffled; the lowest without a bye sits out. */
function swiss(input: PairingInput, rng: Dice) {
  let order = input.players.map((p) => p.id);
  if (input.round === 1) order = rng.shuffle(order);
  const byes: string[] = [];
  if (order.length % 2 === 1) {
    const bye =
      [...input.players].reverse().find((p) => p.byes === 0)?.id ?? order[order.length - 1];
    if (bye !== undefined) byes.push(bye);
    order = order.filter((p) => p !== bye);
  }
  const met = new Map(input.players.map((p) => [p.id, new Set(p.opponents)]));
  const tables: string[][] = [];
  const left = [...order];
  while (left.length > 0) {
    const a = left.shift() as string;
    const i = left.findIndex((b) => !met.get(a)?.has(b));
    const [b] = left.splice(Math.max(i, 0), 1);
    tables.push([a, b as string]);
  }
  return ok({ tables, byes });
}

export interface DuelResult {
  readonly winner: string;
  readonly destroyed: Readonly<Record<string, number>>;
}

/** Two players a table; the winner scores 1; points destroyed break ties. */
export const duel: FormatPlugin<DuelResult> = {
  id: 'duel',
  name: 'Duel',
  tables: 'pairs',
  roundsRecommended: [3, 4],
  pair: swiss,
  parseResult(input, table) {
    if (typeof input !== 'object' || input === null)
      return refuse('BadResult', 'A result is an object.');
    const { winner, destroyed } = input as { winner?: unknown; destroyed?: unknown };
    if (typeof winner !== 'string' || !table.players.includes(winner)) {
      return refuse('BadResult', 'The winner must be a player at the table.');
    }
    const d: Record<string, number> = {};
    for (const p of table.players) {
      const v = (destroyed as Record<string, unknown> | undefined)?.[p] ?? 0;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 200) {
        return refuse('BadResult', `Destroyed points of ${p} must be 0 to 200.`);
      }
      d[p] = v;
    }
    return ok({ winner, destroyed: d });
  },
  score: (result, table) =>
    table.players.map((p) => ({
      player: p,
      measures: { wins: p === result.winner ? 1 : 0, destroyed: result.destroyed[p] ?? 0 },
    })),
  bye: { wins: 1, destroyed: 50 },
  standingKeys: [
    { key: 'wins', label: 'Wins' },
    { key: 'destroyed', label: 'Destroyed' },
  ],
  cut: { sizes: [2, 4, 6, 8] },
};

export interface PodResult {
  readonly vp: Readonly<Record<string, number>>;
}

/** Pods of 3-4 by rank (round 1 shuffled); VP per player. */
export const pods: FormatPlugin<PodResult> = {
  id: 'pods',
  name: 'Pods',
  tables: 'pods',
  pair(input, rng) {
    let order = input.players.map((p) => p.id);
    if (order.length < 3) return refuse('TooFewForPods', 'A pod needs three players.');
    if (input.round === 1) order = rng.shuffle(order);
    const count = Math.ceil(order.length / 4);
    const tables: string[][] = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
      const size = Math.floor(order.length / count) + (i < order.length % count ? 1 : 0);
      tables.push(order.slice(at, at + size));
      at += size;
    }
    return ok({ tables, byes: [] });
  },
  parseResult(input, table) {
    const vp = (input as { vp?: unknown } | null)?.vp;
    if (typeof vp !== 'object' || vp === null) return refuse('BadResult', 'Give each player VP.');
    const out: Record<string, number> = {};
    for (const p of table.players) {
      const v = (vp as Record<string, unknown>)[p];
      if (typeof v !== 'number' || v < 0) return refuse('BadResult', `VP of ${p} missing.`);
      out[p] = v;
    }
    return ok({ vp: out });
  },
  score: (r, table) => table.players.map((p) => ({ player: p, measures: { vp: r.vp[p] ?? 0 } })),
  standingKeys: [{ key: 'vp', label: 'Victory Points' }],
  cut: {
    sizes: [4],
    pair: (input) => ok({ tables: [input.players.map((p) => p.id)], byes: [] }),
  },
};

export const registry: PluginRegistry = { duel, pods };
