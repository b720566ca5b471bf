/**
 * Where a sector's name is written: on the hex of its tile, near the middle, whose row has the
 * least drawn on it, so the name does not sit on a market's plate, a badge or a planet.
 */
import { type Hex, type HexKey, hexKey, neighbor } from '@drift/engine/hex';
import { hexCenter, type Point, slotHexes } from './geometry.ts';
import type { HexCell } from './model.ts';

/** How much of a hex a name would cover: plates of words most, badges and planets next. */
function clutter(cell: HexCell | undefined): number {
  if (!cell) return 0;
  const s = cell.space;
  let n = 0;
  if (s?.buy || s?.sell || s?.mine || s?.salvage || s?.harvest) n += 3;
  // Element E's word plates (DIG, RELICS, QUARRY, KILN, TRADE).
  if (s?.excavate || s?.relics !== undefined || s?.quarry || s?.kiln || s?.keiTrade) n += 3;
  if (s?.spawn !== undefined || s?.missionPoint !== undefined) n += 2;
  if (s?.exploration) n += 1;
  if (cell.region?.kind === 'planet' || cell.region?.kind === 'gate') n += 2;
  else if (cell.region) n += 1;
  return n;
}

/**
 * The point to write a tile's name at. A name is about two hexes wide, so a hex counts with
 * its east and west neighbours; below a planet its name label sits, so the row under one counts
 * too. Ties go to the hex nearest the tile's middle.
 */
export function sectorNameAt(
  slot: Hex,
  center: Point,
  cellByKey: ReadonlyMap<HexKey, HexCell>,
): Point {
  const at = (h: Hex) => cellByKey.get(hexKey(h));
  let best: { score: number; point: Point } | null = null;
  for (const h of slotHexes(slot)) {
    const c = hexCenter(h);
    const underPlanet = [neighbor(h, 4), neighbor(h, 5)].some((n) => {
      const k = at(n)?.region?.kind;
      return k === 'planet' || k === 'gate';
    });
    const score =
      2 * clutter(at(h)) +
      clutter(at(neighbor(h, 0))) +
      clutter(at(neighbor(h, 3))) +
      (underPlanet ? 1 : 0) +
      Math.hypot(c.x - center.x, c.y - center.y) / 200;
    if (!best || score < best.score) best = { score, point: { x: c.x, y: c.y + 5 } };
  }
  return best?.point ?? { x: center.x, y: center.y + 5 };
}
