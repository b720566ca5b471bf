import { attachRotations, hexesWithin, hexKey, ORIGIN } from '@drift/engine/hex';
import { describe, expect, it } from 'vitest';
import {
  type ContentPack,
  type CubeColour,
  corePack,
  formatIssue,
  type OutfitDef,
  type SectorDef,
  type SpaceDef,
  validatePack,
} from '../../src/content/index.ts';
import { coreFiles } from './files.ts';

function loadCore(): ContentPack {
  const result = validatePack(coreFiles());
  if (!result.ok) throw new Error(result.error.map(formatIssue).join('\n'));
  return result.value;
}

const pack = loadCore();

function sectorNamed(name: string): SectorDef {
  const found = pack.sectors.find((s) => s.name === name);
  if (found === undefined) throw new Error(`no sector named ${name}`);
  return found;
}

function regionKindAt(sector: SectorDef, at: readonly [number, number]) {
  return sector.regions.find((r) => r.hexes.some(([q, r2]) => q === at[0] && r2 === at[1]));
}

type Gather = 'mine' | 'harvest' | 'salvage';
const GATHER_REGION = { mine: 'asteroid', harvest: 'nebula', salvage: 'debris' } as const;

/** Sectors (by name) holding a space that does `what` with `colour`. */
function where(what: 'buy' | 'sell' | Gather, colour: CubeColour): string[] {
  const has = (space: SpaceDef): boolean => {
    if (what === 'buy') return space.buy?.includes(colour) ?? false;
    if (what === 'sell') return space.sell?.includes(colour) ?? false;
    return space[what] === colour;
  };
  return pack.sectors.filter((s) => s.spaces.some(has)).map((s) => s.name);
}

describe('the core pack', () => {
  it('GAP-XB-01: the real files pass the schema and every cross check', () => {
    const result = validatePack(coreFiles());
    expect(result.ok ? [] : result.error.map(formatIssue)).toEqual([]);
  });

  it('GAP-XB-01: the embedded copy is the same pack, validated once and frozen', () => {
    const embedded = corePack();
    expect(embedded).toBe(corePack());
    expect(JSON.parse(JSON.stringify(embedded))).toEqual(JSON.parse(JSON.stringify(pack)));
    expect(Object.isFrozen(embedded.sectors[0]?.regions)).toBe(true);
  });

  it('XB-COMP-03 GAP-XB-01 XE-RULE-07 XE-2P-03: 21 sectors, 18 ships (6 per tier), 18 ship abilities, 3 re-balanced ones and the two-player card, 18 titles', () => {
    expect(pack.sectors).toHaveLength(21);
    expect(pack.ships).toHaveLength(18);
    for (const tier of [1, 2, 3]) expect(pack.ships.filter((s) => s.tier === tier)).toHaveLength(6);
    expect(pack.abilities).toHaveLength(22);
    expect(pack.abilities.filter((a) => a.twoPlayerFor !== undefined).map((a) => a.id)).toEqual([
      'lone-drifter',
    ]);
    expect(pack.ships.filter((s) => s.streamlinedAbility).map((s) => s.id)).toEqual([
      'long-haul',
      'manchester',
      'nightshade',
    ]);
    expect(pack.titles).toHaveLength(18);
  });

  it('XB-COMP-03 XB-OUTF-01: 12 outfit kinds, 4 types in 3 tiers, 7 copies each (84)', () => {
    expect(pack.outfits).toHaveLength(12);
    for (const type of ['engine', 'shield', 'blaster', 'missile'] as const) {
      const tiers = pack.outfits.filter((o) => o.type === type).map((o) => o.tier);
      expect(tiers.sort()).toEqual([1, 2, 3]);
    }
    expect(pack.outfits.every((o) => o.copies === 7)).toBe(true);
    expect(pack.outfits.reduce((n, o) => n + o.copies, 0)).toBe(84);
  });

  it('XB-COMP-03 XB-EXPL-04: 21 exploration tokens: 8 × 1,000 credits, 7 × 1 Fame, 6 × nothing', () => {
    const rewards = pack.exploration.map((t) => t.reward);
    expect(rewards).toHaveLength(21);
    expect(rewards.filter((r) => r.kind === 'credits' && r.amount === 1000)).toHaveLength(8);
    expect(rewards.filter((r) => r.kind === 'fame' && r.amount === 1)).toHaveLength(7);
    expect(rewards.filter((r) => r.kind === 'nothing')).toHaveLength(6);
  });

  it('names the sectors the rulebook names', () => {
    const names = pack.sectors.map((s) => s.name);
    for (const name of [
      'Burning Horse',
      'Kemplar II',
      'Neo Damascus',
      'Outpost 338',
      'Expedior Gate',
      'Azure',
      'Doravin V',
      'Red Gulch',
      'Lower Stratus',
      'Lunari',
      'Pelmont',
      'Kreller IV',
      'Smugglers Den',
      'Loath',
      'Tigris Gate',
      'Xia',
    ]) {
      expect(names).toContain(name);
    }
    const tier3 = pack.ships.filter((s) => s.tier === 3).map((s) => s.name);
    expect(tier3).toEqual(expect.arrayContaining(['Long Haul', 'Manchester', 'Nightshade']));
  });
});

describe('cargo (XB-CARGO)', () => {
  const FACTS: readonly {
    id: string;
    colour: CubeColour;
    buy: string;
    gather: Gather;
    from: readonly string[];
    sell: string;
  }[] = [
    {
      id: 'XB-CARGO-02',
      colour: 'spice',
      buy: 'Kemplar II',
      gather: 'mine',
      from: ['Outpost 338'],
      sell: 'Neo Damascus',
    },
    {
      id: 'XB-CARGO-03',
      colour: 'holo',
      buy: 'Azure',
      gather: 'harvest',
      from: ['Burning Horse'],
      sell: 'Kemplar II',
    },
    {
      id: 'XB-CARGO-04',
      colour: 'terra',
      buy: 'Doravin V',
      gather: 'mine',
      from: ['Red Gulch'],
      sell: 'Azure',
    },
    {
      id: 'XB-CARGO-05',
      colour: 'plasma',
      buy: 'Neo Damascus',
      gather: 'harvest',
      from: ['Lower Stratus'],
      sell: 'Lunari',
    },
    {
      id: 'XB-CARGO-06',
      colour: 'cyber',
      buy: 'Lunari',
      gather: 'salvage',
      from: ['Pelmont', 'Kreller IV'],
      sell: 'Doravin V',
    },
  ];

  it.each(FACTS)(
    '$id: $colour is bought at $buy, gathered ($gather) at $from, sold at $sell',
    (fact) => {
      expect(where('buy', fact.colour).sort()).toEqual([fact.buy, 'Smugglers Den'].sort());
      expect(where('sell', fact.colour).sort()).toEqual([fact.sell, 'Loath'].sort());
      expect(where(fact.gather, fact.colour).sort()).toEqual([...fact.from].sort());
      for (const other of ['mine', 'harvest', 'salvage'] as const) {
        if (other !== fact.gather) expect(where(other, fact.colour)).toEqual([]);
      }
      // Buying and selling happen on the named planet; gathering inside the right hazard.
      for (const [what, name] of [
        ['buy', fact.buy],
        ['sell', fact.sell],
      ] as const) {
        const sector = sectorNamed(name);
        const space = sector.spaces.find((s) => s[what]?.includes(fact.colour));
        const region = space && regionKindAt(sector, space.at);
        expect(region?.kind === 'planet' ? region.name : undefined).toBe(name);
      }
      for (const name of fact.from) {
        const sector = sectorNamed(name);
        const space = sector.spaces.find((s) => s[fact.gather] === fact.colour);
        expect(space && regionKindAt(sector, space.at)?.kind).toBe(GATHER_REGION[fact.gather]);
      }
    },
  );

  it('XB-CARGO-07: Smugglers Den sells every colour and Loath buys every colour, on outlaw planets', () => {
    const all = ['spice', 'holo', 'terra', 'plasma', 'cyber'];
    const den = sectorNamed('Smugglers Den');
    const loath = sectorNamed('Loath');
    expect(den.spaces.some((s) => all.every((c) => s.buy?.includes(c as CubeColour)))).toBe(true);
    expect(loath.spaces.some((s) => all.every((c) => s.sell?.includes(c as CubeColour)))).toBe(
      true,
    );
    for (const sector of [den, loath]) {
      const planet = sector.regions.find((r) => r.kind === 'planet');
      expect(planet?.kind === 'planet' ? planet.legal : undefined).toBe('outlaw');
    }
  });

  it('cubes cost 1,000 a pair and sell for 1,000 each', () => {
    expect(pack.info.prices.cubePair).toBe(1000);
    expect(pack.info.prices.cubeSale).toBe(1000);
  });
});

describe('sectors', () => {
  const TILE = new Set(hexesWithin(ORIGIN, 2).map(hexKey));
  const keyOf = ([q, r]: readonly [number, number]) => hexKey({ q, r });

  it('XB-SECT-01: every tile uses only its 19 local hexes', () => {
    expect(TILE.size).toBe(19);
    for (const sector of pack.sectors) {
      const used = [
        ...sector.regions.flatMap((r) => r.hexes),
        ...sector.spaces.map((s) => s.at),
        ...sector.regions.flatMap((r) => (r.kind === 'planet' ? r.entrances.map((e) => e.at) : [])),
      ];
      for (const h of used) expect(TILE.has(keyOf(h)), `${sector.id} ${h}`).toBe(true);
    }
  });

  /** How many turns of each tile show `symbol` on a given side: how many times the tile shows it. */
  const turnsShowing = (sector: SectorDef, symbol: string): number =>
    attachRotations(sector.edges, 3, symbol).length;
  const symbols = [...new Set(pack.sectors.flatMap((s) => s.edges))].sort();

  it('XB-SECT-02 XB-EXPL-01: four symbols; a tile fits an edge in 0-3 turns, so not every tile fits every edge', () => {
    expect(symbols).toEqual(['arc', 'bar', 'dot', 'ring']);
    const counts = pack.sectors.flatMap((sector) => symbols.map((y) => turnsShowing(sector, y)));
    const tally = (n: number) => counts.filter((c) => c === n).length;
    // 21 tiles × 4 symbols: some edges a tile cannot match at all, most it matches 1-2 ways.
    expect(tally(0)).toBeGreaterThanOrEqual(8);
    expect(tally(1) + tally(2)).toBeGreaterThanOrEqual(0.75 * counts.length);
    expect(counts.every((c) => c <= 3)).toBe(true);
    const lacking = pack.sectors.filter((sector) =>
      symbols.some((y) => turnsShowing(sector, y) === 0),
    );
    expect(lacking.length).toBeGreaterThanOrEqual(8);
    expect(new Set(pack.sectors.map((s) => s.edges.join(' '))).size).toBeGreaterThanOrEqual(18);
  });

  it('XB-SECT-02: every tile can be laid against some side of every other tile (any two share a symbol)', () => {
    for (const sector of pack.sectors) {
      const others = pack.sectors.filter((o) => o.id !== sector.id);
      // Each other tile, however turned, has a side whose symbol this tile can match in some turn.
      const matches = others.filter((o) =>
        o.edges.some((symbol) => attachRotations(sector.edges, 0, symbol).length > 0),
      );
      expect(matches.length, sector.id).toBe(others.length);
    }
  });

  it('XB-SETUP-01: every symbol is on at least 5 tiles with a spawn point, so a 5-seat ring can always be laid', () => {
    const starters = pack.sectors.filter((s) => s.spaces.some((x) => x.spawn !== undefined));
    for (const symbol of symbols) {
      expect(
        starters.filter((s) => s.edges.includes(symbol)).length,
        symbol,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it('XS-SETUP-02: the sector called Xia is marked by its role, the only sector with one', () => {
    const roles = pack.sectors.filter((s) => s.role !== undefined);
    expect(roles.map((s) => [s.name, s.role])).toEqual([['Xia', 'xia']]);
  });

  it('XB-SETUP-02: spawn points are numbered 1..n once each; most tiles have one, a few none', () => {
    const spawns = pack.sectors.flatMap((s) => s.spaces.flatMap((x) => x.spawn ?? []));
    expect([...spawns].sort((a, b) => a - b)).toEqual(spawns.map((_, i) => i + 1));
    expect(spawns.length).toBeLessThanOrEqual(20);
    const perSector = pack.sectors.map((s) => s.spaces.filter((x) => x.spawn !== undefined).length);
    expect(perSector.filter((n) => n === 1).length).toBeGreaterThanOrEqual(16);
    expect(perSector.filter((n) => n === 0).length).toBeGreaterThanOrEqual(2);
    expect(perSector.every((n) => n <= 1)).toBe(true);
  });

  it('mission points are numbered 1..n once each, on most sectors and on every planet sector', () => {
    const points = pack.sectors.flatMap((s) => s.spaces.flatMap((x) => x.missionPoint ?? []));
    expect([...points].sort((a, b) => a - b)).toEqual(points.map((_, i) => i + 1));
    const withPoint = pack.sectors.filter((s) => s.spaces.some((x) => x.missionPoint));
    expect(withPoint.length).toBeGreaterThanOrEqual(15);
    for (const sector of pack.sectors) {
      if (sector.regions.some((r) => r.kind === 'planet')) {
        expect(withPoint, sector.id).toContain(sector);
      }
    }
  });

  it('1-2 exploration spaces on about 14 tiles, never more spaces than tokens', () => {
    const counts = pack.sectors.map((s) => s.spaces.filter((x) => x.exploration).length);
    expect(counts.every((n) => n <= 2)).toBe(true);
    expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(12);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(pack.exploration.length);
  });

  it('Expedior Gate and another gate work; Tigris Gate malfunctions', () => {
    const gates = pack.sectors.flatMap((s) =>
      s.regions.flatMap((r) => (r.kind === 'gate' ? [{ sector: s.name, ...r }] : [])),
    );
    const working = gates.filter((g) => !g.malfunctioning).map((g) => g.sector);
    expect(working).toContain('Expedior Gate');
    expect(working.length).toBeGreaterThanOrEqual(2);
    expect(gates.find((g) => g.sector === 'Tigris Gate')?.malfunctioning).toBe(true);
  });

  it('stars, nebulae, asteroid and debris fields are spread over the pack', () => {
    const tilesWith = (kind: string) =>
      pack.sectors.filter((s) => s.regions.some((r) => r.kind === kind)).length;
    expect(tilesWith('star')).toBeGreaterThanOrEqual(3);
    expect(tilesWith('nebula')).toBeGreaterThanOrEqual(5);
    expect(tilesWith('asteroid')).toBeGreaterThanOrEqual(5);
    expect(tilesWith('debris')).toBeGreaterThanOrEqual(5);
  });

  it('NPC homes: Kemplar II lawful, Loath outlaw, Doravin V neutral; all three statuses used', () => {
    const legal = (name: string) => {
      const planet = sectorNamed(name).regions.find((r) => r.kind === 'planet');
      return planet?.kind === 'planet' ? planet.legal : undefined;
    };
    expect(legal('Kemplar II')).toBe('lawful');
    expect(legal('Loath')).toBe('outlaw');
    expect(legal('Smugglers Den')).toBe('outlaw');
    expect(legal('Doravin V')).toBe('neutral');
    const planets = pack.sectors.flatMap((s) => s.regions.filter((r) => r.kind === 'planet'));
    const statuses = planets.map((p) => (p.kind === 'planet' ? p.legal : ''));
    for (const status of ['lawful', 'outlaw', 'neutral']) {
      expect(statuses.filter((s) => s === status).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('regions of one tile never touch each other, so each edge carries at most one border of the tile', () => {
    const DIRS = [
      [1, 0],
      [0, 1],
      [-1, 1],
      [-1, 0],
      [0, -1],
      [1, -1],
    ] as const;
    for (const sector of pack.sectors) {
      sector.regions.forEach((region, i) => {
        const around = new Set(
          region.hexes.flatMap(([q, r]) => DIRS.map(([dq, dr]) => keyOf([q + dq, r + dr]))),
        );
        sector.regions.forEach((other, j) => {
          if (j === i) return;
          for (const h of other.hexes)
            expect(around.has(keyOf(h)), `${sector.id} ${i}/${j}`).toBe(false);
        });
      });
    }
  });
});

// ---- hold fitting (a tiny brute force, independent of the rules' own) ---------------------

type Cell = readonly [number, number];

function cellsOf(rows: readonly string[], marks: string): Cell[] {
  return rows.flatMap((row, y) =>
    [...row].flatMap((c, x): Cell[] => (marks.includes(c) ? [[x, y]] : [])),
  );
}

/** The shape's 4 orientations (90° turns, no mirroring: GAP-XB-21), each shifted to 0,0. */
function orientations(cells: readonly Cell[]): Cell[][] {
  const out: Cell[][] = [];
  let cur = [...cells];
  for (let t = 0; t < 4; t++) {
    const minX = Math.min(...cur.map(([x]) => x));
    const minY = Math.min(...cur.map(([, y]) => y));
    out.push(cur.map(([x, y]): Cell => [x - minX, y - minY]));
    cur = cur.map(([x, y]): Cell => [-y, x]);
  }
  return out;
}

/** Whether all pieces fit in the hold at once without overlapping. */
function fitsAll(hold: readonly Cell[], pieces: readonly (readonly Cell[])[]): boolean {
  const free = new Set(hold.map(([x, y]) => `${x},${y}`));
  const place = (i: number): boolean => {
    const piece = pieces[i];
    if (piece === undefined) return true;
    for (const shape of orientations(piece)) {
      const [fx, fy] = shape[0] ?? [0, 0];
      // The shape's first cell lands on some hold cell: try each.
      for (const [hx, hy] of hold) {
        const keys = shape.map(([x, y]) => `${x - fx + hx},${y - fy + hy}`);
        if (!keys.every((k) => free.has(k))) continue;
        for (const k of keys) free.delete(k);
        if (place(i + 1)) return true;
        for (const k of keys) free.add(k);
      }
    }
    return false;
  };
  return place(0);
}

describe('first game (XB-FIRST)', () => {
  it('XB-FIRST-02: the five first-game sectors exist, in dealing order, each with a spawn point', () => {
    const names = pack.info.firstGameSectors.map(
      (id) => pack.sectors.find((s) => s.id === id)?.name,
    );
    expect(names).toEqual([
      'Burning Horse',
      'Kemplar II',
      'Neo Damascus',
      'Outpost 338',
      'Expedior Gate',
    ]);
    for (const id of pack.info.firstGameSectors) {
      const sector = pack.sectors.find((s) => s.id === id);
      expect(sector?.spaces.filter((s) => s.spawn !== undefined)).toHaveLength(1);
    }
  });

  it('XB-FIRST-02 XB-SETUP-01: each first-game sector shows all four symbols, so the ring always matches', () => {
    for (const id of pack.info.firstGameSectors) {
      const sector = pack.sectors.find((s) => s.id === id);
      expect([...new Set(sector?.edges)].sort(), id).toEqual(['arc', 'bar', 'dot', 'ring']);
    }
  });

  const outfit = (name: string): OutfitDef => {
    const found = pack.outfits.find((o) => o.name.startsWith(name));
    if (found === undefined) throw new Error(`no outfit ${name}`);
    return found;
  };
  const CUBE: readonly Cell[] = [[0, 0]];
  const LOADOUTS = [
    { preset: 'Explorer', outfits: ['Raptor-K'], cubes: 0 },
    { preset: 'Trader', outfits: ['M-22', 'Targe'], cubes: 2 },
    { preset: 'Worker', outfits: ['Halon', 'Targe'], cubes: 0 },
    { preset: 'Pirate', outfits: ['M-22', 'Saker V'], cubes: 0 },
  ];

  it.each(LOADOUTS)(
    'XB-FIRST-03 XB-OUTF-08 GAP-XB-21: the $preset loadout fits every Tier 1 hold and budget',
    (l) => {
      const kinds = l.outfits.map(outfit);
      const pieces = [
        ...kinds.map((o) => cellsOf(o.shape, 'US')),
        ...Array.from({ length: l.cubes }, () => CUBE),
      ];
      for (const ship of pack.ships.filter((s) => s.tier === 1)) {
        expect(fitsAll(cellsOf(ship.hold, '#'), pieces), ship.name).toBe(true);
      }
      const spent =
        kinds.reduce((n, o) => n + o.price, 0) + (l.cubes / 2) * pack.info.prices.cubePair;
      expect(spent).toBeLessThanOrEqual(pack.info.startingCredits);
    },
  );

  it('the brute-force fit turns shapes but does not mirror them', () => {
    const s = cellsOf(['SS.', '.SS'], 'S');
    expect(fitsAll(cellsOf(['##.', '.##'], '#'), [s])).toBe(true);
    expect(fitsAll(cellsOf(['.#', '##', '#.'], '#'), [s])).toBe(true);
    expect(fitsAll(cellsOf(['.##', '##.'], '#'), [s])).toBe(false);
    expect(fitsAll(cellsOf(['#.', '##', '.#'], '#'), [s])).toBe(false);
    expect(fitsAll(cellsOf(['###'], '#'), [cellsOf(['SS'], 'S'), cellsOf(['SS'], 'S')])).toBe(
      false,
    );
  });
});

describe('ships, abilities and outfits', () => {
  it('tiers cost 1,000 / 5,000 / 8,000 with growing holds, energy and impulse', () => {
    const ranges = {
      1: { price: 1000, hold: [8, 10], energy: [5, 7], impulse: [2, 2] },
      2: { price: 5000, hold: [12, 14], energy: [7, 9], impulse: [2, 3] },
      3: { price: 8000, hold: [16, 18], energy: [9, 11], impulse: [3, 3] },
    } as const;
    for (const ship of pack.ships) {
      const r = ranges[ship.tier];
      const size = cellsOf(ship.hold, '#').length;
      expect(ship.price, ship.id).toBe(r.price);
      expect(size, ship.id).toBeGreaterThanOrEqual(r.hold[0]);
      expect(size, ship.id).toBeLessThanOrEqual(r.hold[1]);
      expect(ship.energy, ship.id).toBeGreaterThanOrEqual(r.energy[0]);
      expect(ship.energy, ship.id).toBeLessThanOrEqual(r.energy[1]);
      expect(ship.impulse, ship.id).toBeGreaterThanOrEqual(r.impulse[0]);
      expect(ship.impulse, ship.id).toBeLessThanOrEqual(r.impulse[1]);
    }
    const rectangles = pack.ships.filter((s) => s.hold.every((row) => !row.includes('.')));
    expect(rectangles.length).toBeLessThanOrEqual(4);
  });

  it('one ability per ship, every effect kind used, costs 1-3 Energy, texts show the numbers', () => {
    expect(new Set(pack.ships.map((s) => s.ability)).size).toBe(18);
    const kinds = new Set(pack.abilities.map((a) => a.effect.kind));
    expect(kinds.size).toBe(12);
    for (const ability of pack.abilities) {
      expect(ability.energy).toBeGreaterThanOrEqual(1);
      expect(ability.energy).toBeLessThanOrEqual(3);
      expect(ability.text).toContain(`${ability.energy} Energy`);
      const e = ability.effect;
      if ('atLeast' in e) expect(ability.text, ability.id).toContain(`${e.atLeast} or more`);
    }
  });

  it('XB-OUTF-06: tier prices 1,000/2,000/3,000, sale 1,000/1,000/2,000, dice d6/d8/d12', () => {
    const byTier = {
      1: [1000, 1000, 6, 2],
      2: [2000, 1000, 8, 3],
      3: [3000, 2000, 12, 4],
    } as const;
    for (const o of pack.outfits) {
      const [price, sale, die, cells] = byTier[o.tier];
      expect([o.price, o.sellPrice, o.die], o.id).toEqual([price, sale, die]);
      expect(cellsOf(o.shape, 'US'), o.id).toHaveLength(cells);
      const uses = cellsOf(o.shape, 'U').length;
      expect(uses).toBeGreaterThanOrEqual(o.tier === 3 ? 2 : 1);
      expect(uses).toBeLessThanOrEqual(o.tier === 1 ? 1 : 2);
    }
    const names = pack.outfits.map((o) => o.name);
    for (const n of ['M-22', 'Halon', 'Raptor-K', 'Targe Shield', 'Saker V Blaster']) {
      expect(names.some((name) => name.includes(n))).toBe(true);
    }
  });
});

describe('pack info and titles', () => {
  it('3,000 to start, repairs 1,000/1,000/2,000, Fame 5,000', () => {
    expect(pack.info.startingCredits).toBe(3000);
    expect(pack.info.prices.repair).toEqual([1000, 1000, 2000]);
    expect(pack.info.prices.fame).toBe(5000);
    expect(pack.info.fameTargets).toEqual([5, 10, 15, 20]);
  });

  it('GAP-XB-02: a Title space every 3 Fame below the top target', () => {
    expect(pack.info.titleSpaces).toEqual([3, 6, 9, 12, 15, 18]);
  });

  it('XB-FAME-09: titles give 1-3 Fame; about half need neither combat nor missions', () => {
    const fight = new Set([
      'shipsDestroyed',
      'bountyClaimed',
      'bountyCarried',
      'missionsCompleted',
    ]);
    const peaceful = pack.titles.filter((t) => !fight.has(t.objective.kind));
    expect(peaceful.length).toBeGreaterThanOrEqual(8);
    expect(peaceful.length).toBeLessThanOrEqual(12);
    for (const fame of [1, 2, 3]) expect(pack.titles.some((t) => t.fame === fame)).toBe(true);
    expect(new Set(pack.titles.map((t) => t.objective.kind)).size).toBeGreaterThanOrEqual(12);
  });

  it('title texts show their numbers', () => {
    const shown = (n: number) => n.toLocaleString('en-US');
    for (const title of pack.titles) {
      const o = title.objective;
      const goal = 'count' in o ? o.count : 'amount' in o ? o.amount : o.tier;
      expect(title.text, title.id).toContain(shown(goal));
      const k = title.skill;
      if ('bonus' in k) expect(title.text, title.id).toContain(shown(k.bonus));
      if ('amount' in k) expect(title.text, title.id).toContain(shown(k.amount));
    }
  });
});
