/**
 * Which planets make each colour for the Economy Board (XE-ECON-10): a planet makes the colour
 * captains buy there; a market that sells every colour (a smugglers' den) makes none of its own.
 */
import type { Content } from '@drift/xia';
import type { CubeColour } from '@drift/xia/content';

const EVERY = 5;

export function producers(content: Content): Record<CubeColour, string[]> {
  const out: Record<CubeColour, string[]> = {
    spice: [],
    holo: [],
    terra: [],
    plasma: [],
    cyber: [],
  };
  for (const sector of content.pack.sectors) {
    for (const space of sector.spaces) {
      if (!space.buy || space.buy.length >= EVERY) continue;
      for (const c of space.buy) if (!out[c].includes(sector.name)) out[c].push(sector.name);
    }
  }
  return out;
}
