/**
 * Elements E and F together: a Relic's two cells both count as full wherever cargo may lie, and
 * a Relic is dug up only where it lies wholly in a Cargo Pod or wholly outside it (XE-OUTF-03).
 */
import { describe, expect, it } from 'vitest';
import { corePack } from '../src/content/index.ts';
import { relicSpots } from '../src/elements/e-worlds/cargo.ts';
import { cargoFits, freeCargoCells } from '../src/elements/f-outfits/cells.ts';
import type { Captain, Hold, PlacedOutfit } from '../src/model/state.ts';
import { createXia } from '../src/ruleset.ts';

const xia = createXia(corePack());
const content = xia.content;
const ship = 'wayfarer';
const key = ([x, y]: readonly [number, number]) => `${x},${y}`;

/** A Cargo Pod whose arrow space is the hold's first cell, the rest hanging outside. */
function podOnFirstCell(): PlacedOutfit {
  const hold = new Set(content.holdCells(ship).map(key));
  const first = content.holdCells(ship)[0];
  if (!first) throw new Error('no hold');
  for (const turns of [0, 1, 2, 3] as const) {
    const shape = content.shape('cargo-pod', turns);
    if (!shape.connect) continue;
    const at: [number, number] = [first[0] - shape.connect[0], first[1] - shape.connect[1]];
    const inside = shape.cells.filter(([x, y]) => hold.has(key([x + at[0], y + at[1]])));
    if (inside.length === 1) return { uid: 1, kind: 'cargo-pod', at, turns };
  }
  throw new Error('the pod cannot hang outside this hold');
}

describe('Relics with Cargo Pods (XE-OUTF-03, XE-RELIC-01)', () => {
  const pod = podOnFirstCell();
  const cells = content.holdCells(ship);
  const [a, b] = [cells[1], cells[2]];
  if (!a || !b) throw new Error('hold too small');

  it("counts both of a Relic's cells as full", () => {
    const hold: Hold = {
      outfits: [pod],
      cargo: [{ kind: 'relic', relic: 'r', at: [a[0], a[1]], turns: 0 }],
      damage: [],
    };
    const free = freeCargoCells(content, ship, hold).map(key);
    expect(free).not.toContain(key(a));
    expect(free).not.toContain(key([a[0] + 1, a[1]]));
    expect(cargoFits(content, ship, hold, [[a[0] + 1, a[1]]])).toBe(false);
  });

  it('offers no Excavate spot straddling the pod and the hold', () => {
    const captain = { ship, hold: { outfits: [pod], cargo: [], damage: [] } } as unknown as Captain;
    const inPod = new Set(
      content
        .shape('cargo-pod', pod.turns)
        .cells.map(([x, y]) => key([x + pod.at[0], y + pod.at[1]])),
    );
    for (const s of relicSpots(content, captain)) {
      const next: [number, number] =
        s.turns === 0 ? [s.at[0] + 1, s.at[1]] : [s.at[0], s.at[1] + 1];
      const two = [s.at, next];
      const inside = two.filter((c) => inPod.has(key(c))).length;
      expect(inside === 0 || inside === 2, JSON.stringify(s)).toBe(true);
    }
  });
});
