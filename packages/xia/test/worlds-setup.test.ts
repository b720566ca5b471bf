/**
 * Element E's setup (XE-SETUP-01, -02, -04, -06) with the other elements and presets, and the
 * content checks of E's new spaces (Excavate, Quarry, Relic stacks, The Kiln, Kei).
 */
import {
  directionBetween,
  hexKey,
  ORIGIN,
  opposite,
  sideSymbol,
  type TileSymbols,
} from '@drift/engine/hex';
import { describe, expect, it } from 'vitest';
import embersSectors from '../content/embers/sectors.json' with { type: 'json' };
import { corePack, formatIssue, validateEmbers } from '../src/content/index.ts';
import { iceOn } from '../src/elements/ice/index.ts';
import { violations } from '../src/invariants.ts';
import type { XiaState } from '../src/model/state.ts';
import { setupE, xia } from './fixtures/worlds.ts';

function ringMatchesNyr(s: XiaState): void {
  const [nyr, ...ring] = s.board.sectors;
  expect(nyr).toEqual({ id: 'nyr', slot: ORIGIN, rotation: 0 });
  const edges = xia.content.sector('nyr').edges as TileSymbols;
  for (const p of ring) {
    const side = directionBetween(ORIGIN, p.slot);
    if (side === undefined) throw new Error('a starting tile not beside Nyr');
    const mine = xia.content.sector(p.id).edges as TileSymbols;
    expect(sideSymbol(mine, p.rotation, opposite(side))).toBe(sideSymbol(edges, 0, side));
  }
}

describe('Nyr first (XE-SETUP-01)', () => {
  it('Nyr lies face up at the centre; each seat’s tile beside it matches Nyr’s edge; Nyr is out of the stack, the expansion’s sectors in it', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      for (const seats of [3, 4, 5]) {
        const s = setupE(['E'], seats, seed);
        expect(s.board.sectors).toHaveLength(seats + 1);
        ringMatchesNyr(s);
        expect(s.decks.sectors).not.toContain('nyr');
        const everywhere = [...s.decks.sectors, ...s.board.sectors.map((p) => p.id)];
        for (const e of xia.content.embers.sectors) expect(everywhere).toContain(e.id);
        for (const p of s.board.sectors.slice(1))
          expect(xia.content.sector(p.id).spaces.some((x) => x.spawn !== undefined)).toBe(true);
        expect(violations(xia.content, s)).toEqual([]);
      }
    }
  });

  it('the seats’ ships start on their own tiles’ Spawn Points, not on Nyr', () => {
    let s = setupE(['E'], 3, 'spawn');
    for (const _ of s.pickOrder) {
      const ship = xia.legal(s, s.turn.seat).find((c) => c.type === 'ChooseShip');
      if (!ship) throw new Error('no ship');
      const r = xia.apply(s, s.turn.seat, ship);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    const board = xia.content;
    for (const c of s.captains) {
      const placed = s.board.sectors[c.seat + 1];
      expect(placed?.id).not.toBe('nyr');
      expect(c.at).not.toBeNull();
    }
    expect(board).toBeDefined();
  });

  it('without E nothing changes: no Nyr, no worlds state, the core stack only', () => {
    const made = xia.setup({ seats: 3, preset: 'standard', fameTarget: 10, elements: [] }, 'x');
    if (!made.ok) throw new Error(made.error.message);
    expect(made.value.worlds).toBeUndefined();
    expect(made.value.board.sectors.some((p) => p.id === 'nyr')).toBe(false);
    expect(made.value.decks.sectors.length + made.value.board.sectors.length).toBe(
      corePack().sectors.length,
    );
  });

  it('a first game with E: Nyr at the centre, the first-game sectors round it, no NPCs', () => {
    const s = setupE(['E'], 4, 'first', 'firstGame');
    expect(s.board.sectors.map((p) => p.id)).toEqual([
      'nyr',
      ...corePack().info.firstGameSectors.slice(0, 4),
    ]);
    ringMatchesNyr(s);
    expect(s.npcs).toEqual([]);
    expect(violations(xia.content, s)).toEqual([]);
  });

  it('named starting sectors with E: Nyr first, then the named ones round it, each matching Nyr', () => {
    const made = xia.setup(
      {
        seats: 3,
        preset: 'standard',
        fameTarget: 10,
        elements: ['E'],
        sectors: ['kemplar-ii', 'azure', 'hollow-vey'],
      } as never,
      'named',
    );
    if (!made.ok) throw new Error(made.error.message);
    expect(made.value.board.sectors.map((p) => p.id)).toEqual([
      'nyr',
      'kemplar-ii',
      'azure',
      'hollow-vey',
    ]);
    ringMatchesNyr(made.value);
    const nyr = xia.setup(
      {
        seats: 3,
        preset: 'standard',
        fameTarget: 10,
        elements: ['E'],
        sectors: ['nyr', 'azure', 'kei'],
      } as never,
      'named',
    );
    expect(nyr.ok ? '' : nyr.error.code).toBe('UnknownSector');
  });

  it('two captains (element D) with E: Nyr and two tiles; the Kiln sits no seat of D’s ring', () => {
    const s = setupE(['D', 'E'], 2, 'two');
    expect(s.board.sectors).toHaveLength(3);
    ringMatchesNyr(s);
    expect(s.npcs.some((n) => n.id === 'the-kiln')).toBe(false);
    expect(violations(xia.content, s)).toEqual([]);
  });

  it('every element together sets up', () => {
    const s = setupE(['A', 'B', 'C', 'D', 'E', 'G'], 2, 'all');
    expect(s.worlds).toBeDefined();
    expect(violations(xia.content, s)).toEqual([]);
  });
});

describe('the Relic pool, Ice and The Kiln (XE-SETUP-02, XE-SETUP-04, XE-SETUP-06)', () => {
  it('XE-SETUP-02: the 15 Relics shuffled face down; no view shows one', () => {
    const a = setupE(['E'], 3, 'relic-a');
    const b = setupE(['E'], 3, 'relic-b');
    const all = (s: XiaState) => [
      ...(s.worlds?.relicPool ?? []),
      ...Object.values(s.worlds?.relicStacks ?? {}).flat(),
    ];
    expect(all(a)).toHaveLength(15);
    expect(a.worlds?.relicPool).not.toEqual(b.worlds?.relicPool);
    for (const seat of [0, 1, 2]) {
      const text = JSON.stringify(xia.view(a, { seat }));
      for (const id of all(a)) expect(text).not.toContain(`"${id}"`);
    }
    const spectator = xia.view(a, 'spectator' as never);
    expect(spectator.worlds?.relicPool).toBe(a.worlds?.relicPool.length);
  });

  it('XE-SETUP-04: with E, Ice damage can be dealt; XE-SETUP-06: The Kiln on Nyr’s rules space', () => {
    const s = setupE(['E'], 3, 'kiln');
    expect(iceOn(s)).toBe(true);
    expect(s.worlds?.kiln.at).toEqual({ q: 0, r: -1 });
    expect(s.worlds?.ember).toBe(15);
    expect(hexKey({ q: 0, r: -1 })).toBe('0,-1');
  });
});

describe('content checks of E’s spaces', () => {
  const files = (sectors: unknown) => ({
    'sectors.json': sectors,
    'missions.json': [],
    'outfits.json': [],
  });
  const problems = (mutate: (list: Record<string, unknown>[]) => void): string => {
    const list = structuredClone(embersSectors) as Record<string, unknown>[];
    mutate(list);
    const result = validateEmbers(files(list), corePack());
    return result.ok ? '' : result.error.map(formatIssue).join('\n');
  };
  const sector = (list: Record<string, unknown>[], id: string) =>
    list.find((s) => s.id === id) as { spaces: Record<string, unknown>[]; orbit?: unknown };

  it('the expansion’s sectors pass', () => {
    expect(problems(() => {})).toBe('');
  });

  it('Excavate on a Dead World, Quarry on ice, a Relic stack in open space, The Kiln on Nyr’s orbit', () => {
    expect(
      problems((l) => {
        sector(l, 'ostra-grave').spaces.push({ at: [2, -2], excavate: true });
      }),
    ).toMatch(/excavating needs a Dead World hex/);
    expect(
      problems((l) => {
        sector(l, 'frostmarch').spaces.push({ at: [-1, -1], quarry: true });
      }),
    ).toMatch(/quarrying needs an ice field hex/);
    expect(
      problems((l) => {
        const s = sector(l, 'ostra-grave');
        const stack = s.spaces.find((x) => x.relics !== undefined);
        if (stack) stack.at = [1, 1]; // the asteroid field (its mining space moves out)
        s.spaces = s.spaces.filter((x) => x.mine === undefined);
      }),
    ).toMatch(/Relic stack lies in open space/);
    expect(
      problems((l) => {
        sector(l, 'kei').spaces.push({ at: [2, -2], kiln: true });
      }),
    ).toMatch(/belongs on Nyr/);
    expect(
      problems((l) => {
        sector(l, 'nyr').orbit = [
          [0, -1],
          [1, -1],
          [0, 1],
        ];
      }),
    ).toMatch(/not next to the following orbit hex/);
    expect(
      problems((l) => {
        sector(l, 'hollow-vey').spaces = sector(l, 'hollow-vey').spaces.filter(
          (x) => x.relics === undefined,
        );
      }),
    ).toMatch(/needs exactly 1 Relic stack/);
    expect(
      problems((l) => {
        sector(l, 'ostra-grave').spaces.push({ at: [2, -2], keiTrade: true });
      }),
    ).toMatch(/Kei's trade space/);
  });
});
