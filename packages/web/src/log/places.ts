/**
 * Hexes as places a player knows, never coordinates: "planet Kemplar II", a gate by its name,
 * "a nebula in Burning Horse", "Spawn Point 4 in Azure", "the Azure sector" (open space). Read
 * from the board as it is now: sectors are only ever added, so it names every earlier hex too.
 */
import type { Hex } from '@drift/engine/hex';
import { hexKey } from '@drift/engine/hex';
import { boardOf, type Content, interiorSpace, type XiaView } from '@drift/xia';

export type PlaceNamer = (hex: Hex) => string;

const REGION_WORD = {
  nebula: 'a nebula',
  asteroid: 'an asteroid field',
  debris: 'a debris field',
  star: 'a star',
  ice: 'an ice asteroid field',
} as const;

export function placeNamer(content: Content, sectors: XiaView['board']['sectors']): PlaceNamer {
  const board = boardOf(content, sectors);
  const memo = new Map<string, string>();
  return (hex) => {
    const key = hexKey(hex);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const info = board.hexes.get(key);
    const inside = interiorSpace(hex);
    let name: string;
    // Element E: a docked ship stands on an interior space of The Kiln, off the map.
    if (inside >= 0) name = `space ${inside + 1} inside The Kiln`;
    else if (!info) name = 'unexplored space';
    else {
      const sector = content.sector(info.sector).name;
      const region = info.region;
      if (region?.kind === 'planet') name = `planet ${region.name}`;
      else if (region?.kind === 'gate') name = region.name;
      else if (region?.kind === 'deadWorld') name = `Dead World ${region.name}`;
      else if (region) name = `${REGION_WORD[region.kind]} in ${sector}`;
      else if (info.space?.spawn !== undefined)
        name = `Spawn Point ${info.space.spawn} in ${sector}`;
      else if (info.space?.missionPoint !== undefined)
        name = `Mission Point ${info.space.missionPoint} in ${sector}`;
      else name = `the ${sector} sector`;
    }
    memo.set(key, name);
    return name;
  };
}
