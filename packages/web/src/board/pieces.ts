/**
 * What stands on each hex in a view: captains' ships, NPCs, dropped cubes, exploration tokens
 * and Event markers (element A); element E's comets, The Kiln and Relic stacks. Ships docked in
 * The Kiln stand off the board (its interior spaces): they are left out here, see KilnCard.
 */
import { type HexKey, hexKey } from '@drift/engine/hex';
import { type CaptainView, isDocked, type XiaView } from '@drift/xia';
import type { CubeColour } from '@drift/xia/content';

export type NpcView = XiaView['npcs'][number];

export interface HexPieces {
  readonly ships: readonly CaptainView[];
  readonly npcs: readonly NpcView[];
  readonly cubes: readonly CubeColour[];
  /** A face-down exploration token lies here. */
  readonly token: boolean;
  /** The Event whose marker lies here (XE-EVENT-05), if any. */
  readonly event: string | null;
  /** The sector whose comet is here (element E, XE-COMET-01), if any. */
  readonly comet: string | null;
  /** Element E: The Kiln stands here (XE-KILN-01). */
  readonly kiln?: boolean;
  /** Element E: the Relics left on this stack space, 0 for a collapsed site (XE-DEAD-03..04). */
  readonly relics?: number;
  /** Rikishi's giant comet is here (element A's Event with E), named by its card. */
  readonly giantComet: string | null;
}

export const NO_PIECES: HexPieces = {
  ships: [],
  npcs: [],
  cubes: [],
  token: false,
  event: null,
  comet: null,
  giantComet: null,
};

/** The pieces of a view by hex key. */
export function piecesByHex(
  view: Pick<XiaView, 'captains' | 'npcs' | 'board'> &
    Partial<Pick<XiaView, 'events' | 'comets' | 'worlds'>>,
): ReadonlyMap<HexKey, HexPieces> {
  const out = new Map<
    HexKey,
    {
      ships: CaptainView[];
      npcs: NpcView[];
      cubes: CubeColour[];
      token: boolean;
      event: string | null;
      comet: string | null;
      kiln?: boolean;
      relics?: number;
      giantComet: string | null;
    }
  >();
  const at = (key: HexKey) => {
    let p = out.get(key);
    if (!p) {
      p = {
        ships: [],
        npcs: [],
        cubes: [],
        token: false,
        event: null,
        comet: null,
        giantComet: null,
      };
      out.set(key, p);
    }
    return p;
  };
  for (const c of view.captains) if (c.at && !isDocked(c.at)) at(hexKey(c.at)).ships.push(c);
  for (const n of view.npcs) if (n.at && !isDocked(n.at)) at(hexKey(n.at)).npcs.push(n);
  for (const [key, cubes] of Object.entries(view.board.cubes)) {
    if (cubes.length > 0) at(key as HexKey).cubes.push(...cubes);
  }
  for (const t of view.board.tokens) at(hexKey(t)).token = true;
  for (const [key, id] of Object.entries(view.events?.markers ?? {})) at(key as HexKey).event = id;
  for (const [sector, c] of Object.entries(view.comets ?? {}))
    if (c.at) at(hexKey(c.at)).comet = sector;
  const worlds = view.worlds;
  if (worlds?.kiln.at) at(hexKey(worlds.kiln.at)).kiln = true;
  for (const [key, n] of Object.entries(worlds?.relicStacks ?? {})) at(key as HexKey).relics = n;
  const giant = view.events?.giantComet;
  if (giant) at(hexKey(giant.at)).giantComet = giant.event;
  return out;
}
