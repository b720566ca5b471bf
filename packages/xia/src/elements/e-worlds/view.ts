/**
 * What a viewer sees of element E's worlds: Relics face down are secret to everyone, their
 * holder too (XE-DEAD-02): the pool, the stacks and the Relics removed unseen are only counted,
 * and a Relic in a hold shows as a Relic of no known face. Sifted Relics are face up.
 */
import type { HexKey } from '@drift/engine/hex';
import type { Hold } from '../../model/state.ts';
import type { KilnState, WorldsState } from './state.ts';

/** The face a hidden Relic shows in a view. */
export const HIDDEN_RELIC = '?';

export interface WorldsView {
  readonly kiln: KilnState;
  readonly relicPool: number;
  /** Relics left on each stack space; 0 is a collapsed site. */
  readonly relicStacks: Readonly<Record<HexKey, number>>;
  readonly relicsGone: number;
  readonly relicsSifted: readonly string[];
  readonly ember: number;
}

export function worldsView(worlds: WorldsState): WorldsView {
  const stacks: Record<string, number> = {};
  for (const [key, stack] of Object.entries(worlds.relicStacks)) stacks[key] = stack.length;
  return {
    kiln: worlds.kiln,
    relicPool: worlds.relicPool.length,
    relicStacks: stacks,
    relicsGone: worlds.relicsGone.length,
    relicsSifted: worlds.relicsSifted,
    ember: worlds.ember,
  };
}

/** A hold with its Relics face down. */
export function holdView(hold: Hold): Hold {
  if (!hold.cargo.some((c) => c.kind === 'relic')) return hold;
  return {
    ...hold,
    cargo: hold.cargo.map((c) => (c.kind === 'relic' ? { ...c, relic: HIDDEN_RELIC } : c)),
  };
}

/**
 * A full worlds state consistent with a view (for a bot's determinization): the Relics not yet
 * sifted, shuffled, dealt to the face-down Relics in `holds` (in order), the stacks, the pool
 * and the gone. Returns the worlds state and each hidden hold Relic's face, in order.
 */
export function worldsFromView(
  view: WorldsView,
  hiddenInHolds: number,
  all: readonly string[],
  shuffle: (ids: string[]) => string[],
): { worlds: WorldsState; holdFaces: string[] } {
  const sifted = new Set(view.relicsSifted);
  let pool = shuffle(all.filter((id) => !sifted.has(id)));
  const deal = (n: number) => {
    const out = pool.slice(0, n);
    pool = pool.slice(n);
    return out;
  };
  const holdFaces = deal(hiddenInHolds);
  const relicStacks: Record<string, string[]> = {};
  for (const [key, n] of Object.entries(view.relicStacks)) relicStacks[key] = deal(n);
  const relicsGone = deal(view.relicsGone);
  return {
    worlds: {
      kiln: view.kiln,
      relicPool: deal(view.relicPool),
      relicStacks,
      relicsGone,
      relicsSifted: [...view.relicsSifted],
      ember: view.ember,
    },
    holdFaces,
  };
}
