/**
 * Checks of a content pack that zod cannot make alone: ids that must be unique or must exist,
 * spaces that must sit on the right terrain, pack-wide numbering, tiles that must attach, shapes
 * that must hold together. Each problem is one {@link ContentIssue}; every check whose files
 * passed their schema runs, so one broken file does not hide the problems of the others.
 */
import { DIRECTIONS, hex, hexKey, isTileHex, neighbor, TILE_HEXES } from '@drift/engine/hex';
import { checkEmbersMission, embersMissionPoints } from '../elements/e-missions/validate.ts';
import { checkPaths } from '../elements/e-paths/validate.ts';
import { FAME_TARGET_MAX, FAME_TARGET_MIN } from '../limits.ts';
import type { ContentIssue } from './load.ts';
import type {
  AbilityDef,
  ContentPack,
  ExplorationTokenDef,
  MissionDef,
  NpcDef,
  OutfitDef,
  PackInfoDef,
  RegionDef,
  SectorDef,
  ShipDef,
} from './schema.ts';
import { checkEdgeSymbols, checkFirstGameRing, checkRoles } from './tiles.ts';

/** The files of a pack that passed their schema; a file that did not is left out. */
export type PackParts = { readonly [K in keyof ContentPack]?: ContentPack[K] };

type LocalHex = readonly [number, number];
type Issue = (path: string, message: string) => void;

const key = ([q, r]: LocalHex): string => hexKey(hex(q, r));
const show = ([q, r]: LocalHex): string => `[${q}, ${r}]`;

/** Die sides by outfit tier (XB-OUTF-02, XB-GEN-02). */
export const TIER_DIE: Readonly<Record<1 | 2 | 3, number>> = { 1: 6, 2: 8, 3: 12 };

/** Sale value of an outfit: half the price rounded up to whole 1,000s (XB-OUTF-06). */
export function outfitSaleValue(price: number): number {
  return Math.ceil(price / 2000) * 1000;
}

/** Every problem that spans entries or files of a pack, for the parts that are present. */
export function crossCheck(parts: PackParts): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const { info, sectors, ships, abilities, outfits, exploration, titles, missions, npcs } = parts;
  if (sectors) {
    uniqueIds('sectors.json', sectors, issues);
    checkSectors(sectors, issues);
  }
  if (ships) {
    uniqueIds('ships.json', ships, issues);
    checkShips(ships, abilities, issues);
  }
  if (abilities) {
    uniqueIds('abilities.json', abilities, issues);
    checkAbilities(abilities, ships, issues);
  }
  if (outfits) {
    uniqueIds('outfits.json', outfits, issues);
    checkOutfits(outfits, issues);
  }
  if (exploration) uniqueIds('exploration.json', exploration, issues);
  if (titles) uniqueIds('titles.json', titles, issues);
  if (missions) {
    uniqueIds('missions.json', missions, issues);
    checkMissions(missions, sectors, issues);
  }
  if (npcs) {
    uniqueIds('npcs.json', npcs, issues);
    checkNpcs(npcs, sectors, issues);
  }
  if (info) checkInfo(info, sectors, issues);
  if (info && sectors) checkFirstGameRing(info, sectors, issues);
  if (sectors && exploration) checkTokenSupply(sectors, exploration, issues);
  return issues;
}

/** What a reference may name: ` (it has: a, b, c)`, listing the ids of that file. */
function known(ids: Iterable<string | number>): string {
  const list = [...ids].map(String);
  return list.length === 0 ? ' (it has none)' : ` (it has: ${list.join(', ')})`;
}

function reporter(issues: ContentIssue[], file: string, entry: string): Issue {
  return (path, message) => issues.push({ file, entry, path, message });
}

function uniqueIds(
  file: string,
  items: readonly { readonly id: string }[],
  issues: ContentIssue[],
): void {
  const first = new Map<string, number>();
  items.forEach((item, i) => {
    const seen = first.get(item.id);
    if (seen === undefined) first.set(item.id, i);
    else {
      issues.push({
        file,
        entry: item.id,
        path: 'id',
        message: `the id is used twice (entries ${seen} and ${i})`,
      });
    }
  });
}

// ---- sectors ------------------------------------------------------------------------------

const KIND_LABEL: Readonly<Record<RegionDef['kind'], string>> = {
  planet: 'a planet',
  nebula: 'a nebula',
  asteroid: 'an asteroid field',
  debris: 'a debris field',
  star: 'a star',
  gate: 'a gate',
  ice: 'an ice asteroid field',
  deadWorld: 'a Dead World',
};

function neighborOf(at: LocalHex, side: number): LocalHex | undefined {
  const d = DIRECTIONS[side];
  return d === undefined ? undefined : [at[0] + d.q, at[1] + d.r];
}

/** How many separate pieces a set of hexes falls into (steps between neighbours). */
function hexPieces(hexes: readonly LocalHex[]): number {
  const left = new Set(hexes.map(key));
  let pieces = 0;
  for (const h of hexes) {
    if (!left.has(key(h))) continue;
    pieces++;
    const stack = [hex(h[0], h[1])];
    left.delete(key(h));
    for (let cur = stack.pop(); cur !== undefined; cur = stack.pop()) {
      for (const d of [0, 1, 2, 3, 4, 5] as const) {
        const n = neighbor(cur, d);
        if (left.delete(hexKey(n))) stack.push(n);
      }
    }
  }
  return pieces;
}

interface NumberedSpace {
  readonly sector: string;
  readonly space: number;
}

function checkSectors(sectors: readonly SectorDef[], issues: ContentIssue[]): void {
  const spawns = new Map<number, NumberedSpace>();
  const missionPoints = new Map<number, NumberedSpace>();
  for (const sector of sectors) {
    const report = reporter(issues, 'sectors.json', sector.id);
    const regionAt = checkRegions(sector, report);
    checkSpaces(sector, regionAt, report);
    checkPaths(sector, regionAt, report); // element E: gravity paths and comets
    sector.spaces.forEach((space, i) => {
      if (space.spawn !== undefined) {
        numbered(spawns, space.spawn, { sector: sector.id, space: i }, (other) =>
          report(`spaces[${i}].spawn`, `spawn point ${space.spawn} is also on ${other}`),
        );
      }
      if (space.missionPoint !== undefined) {
        numbered(missionPoints, space.missionPoint, { sector: sector.id, space: i }, (other) =>
          report(
            `spaces[${i}].missionPoint`,
            `mission point ${space.missionPoint} is also on ${other}`,
          ),
        );
      }
    });
  }
  checkEdgeSymbols(sectors, issues);
  checkRoles(sectors, issues);
}

function numbered(
  seen: Map<number, NumberedSpace>,
  n: number,
  here: NumberedSpace,
  clash: (other: string) => void,
): void {
  const other = seen.get(n);
  if (other === undefined) seen.set(n, here);
  else clash(other.sector === here.sector ? `spaces[${other.space}]` : other.sector);
}

/** Checks regions; returns the region index of every hex in one. */
function checkRegions(sector: SectorDef, report: Issue): Map<string, number> {
  const regionAt = new Map<string, number>();
  sector.regions.forEach((region, ri) => {
    region.hexes.forEach((h, hi) => {
      const other = regionAt.get(key(h));
      if (other === undefined) regionAt.set(key(h), ri);
      else if (other === ri)
        report(`regions[${ri}].hexes[${hi}]`, `hex ${show(h)} is listed twice`);
      else {
        const kind = sector.regions[other]?.kind ?? 'planet';
        report(
          `regions[${ri}].hexes[${hi}]`,
          `hex ${show(h)} is already in regions[${other}] (${KIND_LABEL[kind]}); regions must not overlap`,
        );
      }
    });
    const pieces = hexPieces(region.hexes);
    if (pieces > 1) {
      report(`regions[${ri}].hexes`, `the region falls apart into ${pieces} separate pieces`);
    }
  });
  sector.regions.forEach((region, ri) => {
    if (region.kind !== 'planet') return;
    region.entrances.forEach((entrance, ei) => {
      const path = `regions[${ri}].entrances[${ei}]`;
      if (regionAt.get(key(entrance.at)) !== ri) {
        report(`${path}.at`, `${show(entrance.at)} is not a hex of this planet`);
        return;
      }
      const out = neighborOf(entrance.at, entrance.side);
      if (out === undefined) return; // the schema refuses such sides
      const there = regionAt.get(key(out));
      if (!isTileHex(hex(out[0], out[1]))) {
        report(`${path}.side`, `the entrance faces ${show(out)}, off the tile`);
      } else if (there === ri) {
        report(
          `${path}.side`,
          `the entrance faces ${show(out)}, inside the planet; it must face out of it`,
        );
      } else if (there !== undefined && sector.regions[there]?.kind === 'star') {
        report(`${path}.side`, `the entrance faces ${show(out)}, inside a star`);
      }
    });
  });
  return regionAt;
}

function checkSpaces(sector: SectorDef, regionAt: Map<string, number>, report: Issue): void {
  const spaceAt = new Map<string, number>();
  sector.spaces.forEach((space, i) => {
    const path = `spaces[${i}]`;
    const other = spaceAt.get(key(space.at));
    if (other === undefined) spaceAt.set(key(space.at), i);
    else {
      report(
        `${path}.at`,
        `hex ${show(space.at)} already has a space (spaces[${other}]); combine them`,
      );
    }
    const ri = regionAt.get(key(space.at));
    const kind = ri === undefined ? undefined : sector.regions[ri]?.kind;
    if (kind === 'star') {
      report(`${path}.at`, `hex ${show(space.at)} is in a star: nothing may be placed there`);
      return;
    }
    if (Object.keys(space).every((k) => k === 'at')) report(path, 'the space has no feature');
    if (space.mine !== undefined && kind !== 'asteroid') {
      report(`${path}.mine`, 'mining needs an asteroid-field hex');
    }
    if (space.salvage !== undefined && kind !== 'debris') {
      report(`${path}.salvage`, 'salvaging needs a debris-field hex');
    }
    if (space.harvest !== undefined && kind !== 'nebula') {
      report(`${path}.harvest`, 'harvesting needs a nebula hex');
    }
    if (space.buy !== undefined && kind !== 'planet') {
      report(`${path}.buy`, 'buying cubes needs a planet hex');
    }
    if (space.sell !== undefined && kind !== 'planet') {
      report(`${path}.sell`, 'selling cubes needs a planet hex');
    }
    checkWorldSpace(sector, space, kind, path, report);
  });
  checkWorldSector(sector, regionAt, report);
}

/** Element E's spaces, each on its own terrain (XE-DEAD-01, XE-DEAD-05, XE-EMBER-01, XE-KILN-01). */
function checkWorldSpace(
  sector: SectorDef,
  space: SectorDef['spaces'][number],
  kind: RegionDef['kind'] | undefined,
  path: string,
  report: Issue,
): void {
  if (space.excavate && kind !== 'deadWorld')
    report(`${path}.excavate`, 'excavating needs a Dead World hex');
  if (space.quarry && kind !== 'ice') report(`${path}.quarry`, 'quarrying needs an ice field hex');
  if (space.relics !== undefined && kind !== undefined && kind !== 'deadWorld')
    report(`${path}.relics`, `a Relic stack lies in open space, not in ${KIND_LABEL[kind]}`);
  if (space.kiln && sector.role !== 'nyr')
    report(`${path}.kiln`, "The Kiln's rules space belongs on Nyr (the sector with role nyr)");
  if (space.kiln && !sector.orbit?.some((h) => key(h) === key(space.at)))
    report(`${path}.kiln`, "The Kiln's rules space must lie on its orbit");
  if (space.keiTrade && (kind !== 'planet' || sector.role !== 'kei'))
    report(`${path}.keiTrade`, "Kei's trade space is a planet hex of the sector with role kei");
}

/** Element E's sectors as wholes: a Dead World's one stack, Nyr's Kiln and its orbit loop. */
function checkWorldSector(sector: SectorDef, regionAt: Map<string, number>, report: Issue): void {
  const stacks = sector.spaces.filter((s) => s.relics !== undefined).length;
  const digs = sector.spaces.some((s) => s.excavate);
  if (digs && stacks !== 1)
    report('spaces', `a sector with Excavate spaces needs exactly 1 Relic stack, not ${stacks}`);
  if (!digs && stacks > 0) report('spaces', 'a Relic stack needs Excavate spaces on its sector');
  const kilns = sector.spaces.filter((s) => s.kiln).length;
  if (sector.role === 'nyr' && (kilns !== 1 || !sector.orbit))
    report('orbit', "Nyr needs The Kiln's rules space and its orbit");
  if (sector.orbit && sector.role !== 'nyr') report('orbit', 'only Nyr has an orbit');
  const orbit = sector.orbit ?? [];
  orbit.forEach((h, i) => {
    const next = orbit[(i + 1) % orbit.length] as LocalHex;
    const ri = regionAt.get(key(h));
    if (ri !== undefined && sector.regions[ri]?.kind === 'star')
      report(`orbit[${i}]`, `the orbit passes through a star at ${show(h)}`);
    if (!ALL_SIDES.some((d) => key(neighborOf(h, d) ?? h) === key(next)))
      report(`orbit[${i}]`, `${show(h)} is not next to the following orbit hex ${show(next)}`);
  });
  if (new Set(orbit.map(key)).size !== orbit.length) report('orbit', 'the orbit repeats a hex');
}

const ALL_SIDES = [0, 1, 2, 3, 4, 5] as const;

function checkTokenSupply(
  sectors: readonly SectorDef[],
  tokens: readonly ExplorationTokenDef[],
  issues: ContentIssue[],
): void {
  const spaces = sectors.reduce(
    (n, s) => n + s.spaces.filter((space) => space.exploration === true).length,
    0,
  );
  if (spaces > tokens.length) {
    issues.push({
      file: 'sectors.json',
      path: '',
      message: `the sectors have ${spaces} exploration spaces but exploration.json has only ${tokens.length} tokens`,
    });
  }
}

// ---- ships, abilities, outfits --------------------------------------------------------------

/** The cells of a grid drawn with `marks`, as [column, row]. */
function gridCells(rows: readonly string[], marks: string): [number, number][] {
  const cells: [number, number][] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (marks.includes(row.charAt(x))) cells.push([x, y]);
  });
  return cells;
}

/** How many orthogonally connected pieces the cells fall into. */
function gridPieces(cells: readonly (readonly [number, number])[]): number {
  const left = new Set(cells.map(([x, y]) => `${x},${y}`));
  let pieces = 0;
  for (const [x0, y0] of cells) {
    if (!left.delete(`${x0},${y0}`)) continue;
    pieces++;
    const stack: [number, number][] = [[x0, y0]];
    for (let cur = stack.pop(); cur !== undefined; cur = stack.pop()) {
      const [x, y] = cur;
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ] as const) {
        if (left.delete(`${nx},${ny}`)) stack.push([nx, ny]);
      }
    }
  }
  return pieces;
}

/** A ship's ability cards: its own, and its re-balanced one for element G (XE-RULE-07). */
function cardsOf(ship: ShipDef): [field: 'ability' | 'streamlinedAbility', card: string][] {
  const cards: [field: 'ability' | 'streamlinedAbility', card: string][] = [
    ['ability', ship.ability],
  ];
  if (ship.streamlinedAbility !== undefined)
    cards.push(['streamlinedAbility', ship.streamlinedAbility]);
  return cards;
}

function checkShips(
  ships: readonly ShipDef[],
  abilities: readonly AbilityDef[] | undefined,
  issues: ContentIssue[],
): void {
  const abilityIds = new Set(abilities?.map((a) => a.id));
  const carrier = new Map<string, string>();
  for (const ship of ships) {
    const report = reporter(issues, 'ships.json', ship.id);
    if (abilities !== undefined && !abilityIds.has(ship.ability)) {
      report('ability', `no ability "${ship.ability}" in abilities.json${known(abilityIds)}`);
    }
    for (const [field, card] of cardsOf(ship)) {
      if (field === 'streamlinedAbility' && abilities !== undefined && !abilityIds.has(card))
        report(field, `no ability "${card}" in abilities.json${known(abilityIds)}`);
      const other = carrier.get(card);
      if (other === undefined) carrier.set(card, ship.id);
      else report(field, `ability "${card}" is already the card of ship "${other}"`);
    }
    const cells = gridCells(ship.hold, '#');
    if (cells.length === 0) report('hold', 'the hold has no space (#)');
    else if (gridPieces(cells) > 1) report('hold', 'the hold spaces are not all connected');
  }
  for (const tier of [1, 2, 3] as const) {
    if (!ships.some((s) => s.tier === tier)) {
      issues.push({ file: 'ships.json', path: '', message: `there is no Tier ${tier} ship` });
    }
  }
}

function checkAbilities(
  abilities: readonly AbilityDef[],
  ships: readonly ShipDef[] | undefined,
  issues: ContentIssue[],
): void {
  const carried = new Set(ships?.flatMap((s) => cardsOf(s).map(([, card]) => card)));
  for (const ability of abilities) {
    const report = reporter(issues, 'abilities.json', ability.id);
    const stands = ability.twoPlayerFor;
    if (stands !== undefined) {
      if (ships !== undefined && !carried.has(stands))
        report('twoPlayerFor', `no ship carries an ability "${stands}" for this card to replace`);
      if (abilities.some((a) => a.id !== ability.id && a.twoPlayerFor === stands))
        report('twoPlayerFor', `another card already replaces "${stands}" in two-player games`);
    } else if (ships !== undefined && !carried.has(ability.id)) {
      report('', 'no ship carries this ability');
    }
    if ('atLeast' in ability.effect && ability.effect.atLeast > 20) {
      report('effect.atLeast', `a d20 never rolls ${ability.effect.atLeast}`);
    }
  }
}

function checkOutfits(outfits: readonly OutfitDef[], issues: ContentIssue[]): void {
  for (const outfit of outfits) {
    const report = reporter(issues, 'outfits.json', outfit.id);
    const die = TIER_DIE[outfit.tier];
    if (outfit.die !== die) {
      report('die', `a Tier ${outfit.tier} outfit rolls a d${die}, not a d${outfit.die}`);
    }
    const sale = outfitSaleValue(outfit.price);
    if (outfit.sellPrice !== sale) {
      report(
        'sellPrice',
        `should be ${sale}: half the price ${outfit.price}, rounded up to whole 1,000s`,
      );
    }
    const cells = gridCells(outfit.shape, 'USC');
    const connecting = gridCells(outfit.shape, 'C').length;
    const use = gridCells(outfit.shape, 'U').length;
    if (outfit.type === 'mod') report('type', 'Mods are listed in mods.json, not as outfits');
    else if (outfit.type === 'cargoPod' || outfit.type === 'armorPlating') {
      // XE-OUTF-01: one connecting space in the hold, the rest outside it; nothing to use.
      if (connecting !== 1 || use > 0 || cells.length < 2)
        report(
          'shape',
          'a pod or plating has exactly one connecting space (C), other spaces S, no U',
        );
    } else {
      if (use === 0) report('shape', 'the shape needs at least one use space (U)');
      if (connecting > 0)
        report('shape', 'only Cargo Pods and Armor Plating have a connecting space (C)');
    }
    if (cells.length > 0 && gridPieces(cells) > 1) {
      report('shape', 'the shape falls apart: its sections must be connected side to side');
    }
  }
}

// ---- missions -------------------------------------------------------------------------------

/** The Mission Points a mission names, with their paths in the entry. */
function missionPoints(mission: MissionDef): [string, number][] {
  switch (mission.type) {
    case 'shuttle':
    case 'smuggler':
      return [
        ['pickup', mission.pickup],
        ['deliver', mission.deliver],
      ];
    case 'research':
      return [
        ['at', mission.at],
        ['deliver', mission.deliver],
      ];
    default:
      return [...embersMissionPoints(mission), ['deliver', mission.deliver]]; // element E
  }
}

/**
 * Mission cards (XB-MTYP-01..06): every Mission Point they name lies on a sector of the pack; a
 * shuttle's two points lie in different sectors (it pays per sector); a smuggler's two points
 * differ; research bands climb in both roll and payment; assassin pay does not drop with tier.
 * Seat offsets (at most 4, the most captains there are less one) are the schema's.
 */
function checkMissions(
  missions: readonly MissionDef[],
  sectors: readonly SectorDef[] | undefined,
  issues: ContentIssue[],
): void {
  const sectorOf = new Map<number, string>();
  for (const sector of sectors ?? []) {
    for (const space of sector.spaces) {
      if (space.missionPoint !== undefined) sectorOf.set(space.missionPoint, sector.id);
    }
  }
  for (const mission of missions) {
    const report = reporter(issues, 'missions.json', mission.id);
    if (sectors !== undefined) {
      for (const [path, point] of missionPoints(mission)) {
        if (!sectorOf.has(point))
          report(
            path,
            `no sector has mission point ${point}${known([...sectorOf.keys()].sort((a, b) => a - b)).replace('it has', 'the sectors have')}`,
          );
      }
    }
    if (mission.type === 'shuttle' && sectors !== undefined) {
      const from = sectorOf.get(mission.pickup);
      if (from !== undefined && from === sectorOf.get(mission.deliver)) {
        report(
          'deliver',
          `mission points ${mission.pickup} and ${mission.deliver} are both on "${from}": a shuttle must take its passengers out of the sector they board in`,
        );
      }
    }
    if (mission.type === 'smuggler' && mission.pickup === mission.deliver) {
      report('deliver', 'the contraband is picked up and delivered at the same mission point');
    }
    if (mission.type === 'research') {
      mission.results.forEach((band, i) => {
        const before = mission.results[i - 1];
        if (before === undefined) return;
        if (band.atLeast <= before.atLeast) {
          report(`results[${i}].atLeast`, `${band.atLeast} does not come after ${before.atLeast}`);
        }
        if (band.payment <= before.payment) {
          report(`results[${i}].payment`, `a better result must pay more than ${before.payment}`);
        }
      });
    }
    checkEmbersMission(mission, report); // element E's cards (XE-MTYP-01..05)
    if (mission.type === 'assassin') {
      mission.payByTier.forEach((pay, i) => {
        const before = mission.payByTier[i - 1];
        if (before !== undefined && pay < before) {
          report(
            `payByTier[${i}]`,
            `a Tier ${i + 1} target pays less (${pay}) than Tier ${i} (${before})`,
          );
        }
      });
    }
  }
}

// ---- NPCs ---------------------------------------------------------------------------------

/** Regions an NPC can never fly out of (XB-NPC-04), so it never appears in one. */
const NPC_TRAPS: ReadonlySet<RegionDef['kind']> = new Set(['star', 'asteroid', 'debris']);

/** Whether an NPC could appear in a sector: on a Spawn Point, or on any space it could leave (GAP-XB-19). */
function npcCanAppear(sector: SectorDef): boolean {
  if (sector.spaces.some((s) => s.spawn !== undefined)) return true;
  const trapped = new Set(
    sector.regions.filter((r) => NPC_TRAPS.has(r.kind)).flatMap((r) => r.hexes.map(key)),
  );
  return TILE_HEXES.some((h) => !trapped.has(hexKey(h)));
}

/**
 * NPC cards (XB-NPC-01..08, GAP-XB-19): the home and route sectors exist, the home has room to
 * appear, a merchant has a route, the Enforcer carries no Bounty, and only an outlaw NPC starts
 * with Bounty (any Bounty makes a ship an Outlaw, XB-BNTY-01).
 */
function checkNpcs(
  npcs: readonly NpcDef[],
  sectors: readonly SectorDef[] | undefined,
  issues: ContentIssue[],
): void {
  const byId = new Map(sectors?.map((s) => [s.id, s]));
  for (const npc of npcs) {
    const report = reporter(issues, 'npcs.json', npc.id);
    if (sectors !== undefined) {
      const home = byId.get(npc.home);
      if (home === undefined)
        report('home', `no sector "${npc.home}" in sectors.json${known(byId.keys())}`);
      else if (!npcCanAppear(home)) {
        report(
          'home',
          `sector "${npc.home}" has no Spawn Point and no space outside stars, asteroid and debris fields to appear on`,
        );
      }
      npc.route.forEach((id, i) => {
        if (!byId.has(id))
          report(`route[${i}]`, `no sector "${id}" in sectors.json${known(byId.keys())}`);
      });
    }
    if (npc.behaviour === 'sellsword')
      report(
        'behaviour',
        "the Sellsword is the solo player's ally (content/embers/solo), not a pack NPC",
      );
    if (npc.behaviour === 'merchant' && npc.route.length === 0) {
      report('route', 'a merchant needs at least one sector on its route');
    }
    if (npc.behaviour === 'enforcer' && npc.bounty > 0) {
      report('bounty', 'the Enforcer never carries Bounty');
    } else if (npc.legal === 'outlaw' && npc.bounty === 0) {
      report('bounty', 'an outlaw NPC needs Bounty, or it counts as Innocent');
    } else if (npc.legal !== 'outlaw' && npc.bounty > 0) {
      report('bounty', `a ${npc.legal} NPC with Bounty would count as an Outlaw`);
    }
  }
}

// ---- pack info ------------------------------------------------------------------------------

function checkInfo(
  info: PackInfoDef,
  sectors: readonly SectorDef[] | undefined,
  issues: ContentIssue[],
): void {
  const report: Issue = (path, message) => issues.push({ file: 'pack.json', path, message });
  info.fameTargets.forEach((target, i) => {
    // A preset must be a target players may choose (XB-SETUP-08).
    if (target < FAME_TARGET_MIN || target > FAME_TARGET_MAX) {
      report(
        `fameTargets[${i}]`,
        `${target} is not a playable Fame target (${FAME_TARGET_MIN} to ${FAME_TARGET_MAX})`,
      );
    }
    const before = info.fameTargets[i - 1];
    if (before !== undefined && target <= before) {
      report(`fameTargets[${i}]`, `${target} does not come after ${before}`);
    }
  });
  const top = Math.max(...info.fameTargets);
  info.titleSpaces.forEach((space, i) => {
    const before = info.titleSpaces[i - 1];
    if (before !== undefined && space <= before) {
      report(`titleSpaces[${i}]`, `${space} does not come after ${before}`);
    }
    if (space >= top) {
      report(`titleSpaces[${i}]`, `${space} is not below the largest fame target ${top}`);
    }
  });
  const seen = new Set<string>();
  info.firstGameSectors.forEach((id, i) => {
    if (seen.has(id)) report(`firstGameSectors[${i}]`, `"${id}" is listed twice`);
    seen.add(id);
    if (sectors === undefined) return;
    const sector = sectors.find((s) => s.id === id);
    if (sector === undefined)
      report(
        `firstGameSectors[${i}]`,
        `no sector "${id}" in sectors.json${known(sectors.map((x) => x.id))}`,
      );
    else if (!sector.spaces.some((s) => s.spawn !== undefined)) {
      report(`firstGameSectors[${i}]`, `sector "${id}" has no spawn point`);
    }
  });
}
