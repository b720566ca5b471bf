/**
 * Checks of how a pack's sector tiles go together. A tile need not fit every edge (XB-EXPL-01
 * handles one that does not), but every edge symbol must be common enough that setup can always
 * turn a dealt tile to match the ring (XB-SETUP-01, XB-SECT-02), the first-game sectors must
 * match one another however they are turned, and each sector role names one sector at most.
 */
import { MAX_SEATS } from '../limits.ts';
import type { ContentIssue } from './load.ts';
import type { PackInfoDef, SectorDef } from './schema.ts';

function hasSpawn(sector: SectorDef): boolean {
  return sector.spaces.some((s) => s.spawn !== undefined);
}

/**
 * Every edge symbol shows on at least {@link MAX_SEATS} tiles with a Spawn Point: whichever
 * symbol the tile laid before shows, at most `MAX_SEATS - 1` tiles are laid, so one that can
 * match it is still in the stack.
 */
export function checkEdgeSymbols(sectors: readonly SectorDef[], issues: ContentIssue[]): void {
  const symbols = [...new Set(sectors.flatMap((s) => s.edges))].sort();
  const starters = sectors.filter(hasSpawn);
  for (const symbol of symbols) {
    const showing = starters.filter((s) => s.edges.includes(symbol)).length;
    if (showing < MAX_SEATS) {
      issues.push({
        file: 'sectors.json',
        path: '',
        message: `the edge symbol "${symbol}" is on only ${showing} ${showing === 1 ? 'sector' : 'sectors'} with a spawn point; setup needs ${MAX_SEATS} so a dealt tile can always match it`,
      });
    }
  }
}

/** A sector role (e.g. `xia`) marks one sector at most. */
export function checkRoles(sectors: readonly SectorDef[], issues: ContentIssue[]): void {
  const first = new Map<string, string>();
  for (const sector of sectors) {
    if (sector.role === undefined) continue;
    const other = first.get(sector.role);
    if (other === undefined) first.set(sector.role, sector.id);
    else {
      issues.push({
        file: 'sectors.json',
        entry: sector.id,
        path: 'role',
        message: `the role "${sector.role}" is already on "${other}"; one sector has it at most`,
      });
    }
  }
}

/**
 * Each first-game sector shows every symbol the one before it shows, so it matches that sector
 * however it was turned (XB-FIRST-02, XB-SETUP-01).
 */
export function checkFirstGameRing(
  info: PackInfoDef,
  sectors: readonly SectorDef[],
  issues: ContentIssue[],
): void {
  info.firstGameSectors.forEach((id, i) => {
    const before = sectors.find((s) => s.id === info.firstGameSectors[i - 1]);
    const sector = sectors.find((s) => s.id === id);
    if (before === undefined || sector === undefined) return;
    const missing = [...new Set(before.edges)].filter((e) => !sector.edges.includes(e)).sort();
    if (missing.length > 0) {
      issues.push({
        file: 'pack.json',
        path: `firstGameSectors[${i}]`,
        message: `"${id}" shows no ${missing.map((e) => `"${e}"`).join(', ')}, which "${before.id}" before it shows, so it might not match it`,
      });
    }
  });
}
