/**
 * A solo game's starting sectors (XS-SETUP-02, XS-SETUP-03): Nyr at the centre, then tiles
 * revealed from the shuffled stack until there are at least 4 sectors and 2 Spawn Points, the
 * Xia sector shuffled back when drawn. Drift lays them round Nyr, each matching Nyr's edge, as
 * the expansion's setup does, then beside them if the ring is full (the rulebook's free
 * arrangement, decided in docs/decisions.md).
 * Then the opponents' home sectors not yet revealed go, with 5 other unseen tiles, shuffled on
 * top of the stack.
 */
import { type Dice, type Result, type RuleError, refuse } from '@drift/engine';
import { distance, frontier, hexEquals, ORIGIN } from '@drift/engine/hex';
import type { Content } from '../model/content.ts';
import type { PlacedSector } from '../model/state.ts';
import {
  lay,
  nyrOf,
  type RingSpot,
  ringRotations,
  ringSpot,
  type StartingSectors,
} from '../setup.ts';
import { soloRules } from './content.ts';

/** At least this many sectors are revealed at the start, Nyr included (XS-SETUP-02). */
export const START_SECTORS = 4;
/** ... and at least this many Spawn Points on them (XS-SETUP-02). */
export const START_SPAWNS = 2;
/** Unseen tiles shuffled with the opponents' homes on top of the stack (XS-SETUP-03). */
export const HIDDEN_WITH_HOMES = 5;
/** Tiles round Nyr: the ring is full after 6; more go beside them. */
const RING = 6;
/** Reshuffles after drawing Xia before setup gives up (never reached with a sound pack). */
const RESHUFFLES = 1000;

function spawnCount(content: Content, id: string): number {
  return content.sector(id).spaces.filter((s) => s.spawn !== undefined).length;
}

const SHORT: RuleError = {
  code: 'NotEnoughSectors',
  message: `A solo game starts from Nyr with ${START_SECTORS} sectors and ${START_SPAWNS} Spawn Points; this pack cannot lay them.`,
};

/** The revealed start round Nyr and the stack after it, or why the pack cannot lay one. */
export function soloSectors(content: Content, dice: Dice): Result<StartingSectors, RuleError> {
  const nyr = nyrOf(content);
  if (nyr === undefined) return refuse(SHORT.code, SHORT.message);
  const xia = new Set(
    [...content.pack.sectors, ...content.embers.sectors]
      .filter((s) => s.role === 'xia')
      .map((s) => s.id),
  );
  let deck = dice.shuffle([
    ...content.pack.sectors.map((s) => s.id),
    ...content.embers.sectors.map((s) => s.id).filter((id) => id !== nyr),
  ]);
  const start: PlacedSector[] = [lay(null, nyr, 0)];
  const passed: string[] = [];
  let spawns = 0;
  for (let shuffles = 0; start.length < START_SECTORS || spawns < START_SPAWNS; ) {
    const spots = nextSpots(start);
    const spotFor = (id: string) =>
      spots.find((spot) => ringRotations(content, spot, id).length > 0);
    if (!deck.some((id) => !xia.has(id) && spotFor(id))) return refuse(SHORT.code, SHORT.message);
    const [top, ...rest] = deck;
    if (top === undefined) return refuse(SHORT.code, SHORT.message);
    if (xia.has(top)) {
      // XS-SETUP-02: the Xia sector goes back into the stack, shuffled, and another is drawn.
      if (++shuffles > RESHUFFLES) return refuse(SHORT.code, SHORT.message);
      deck = dice.shuffle(deck);
      continue;
    }
    const spot = spotFor(top);
    if (!spot) {
      deck = [...rest, top]; // fits nowhere: under the stack, as when exploring
      passed.push(top);
      continue;
    }
    const rotations = ringRotations(content, spot, top);
    start.push(lay(spot, top, rotations.length > 1 ? dice.pick(rotations) : (rotations[0] ?? 0)));
    spawns += spawnCount(content, top);
    deck = rest;
  }
  return { ok: true, value: { start, deck: homesOnTop(content, deck, dice), passed } };
}

/**
 * Where the next tile may go: the next place round Nyr, matching Nyr's edge; once the ring is
 * full (many tiles have no Spawn Point), beside any laid tile, nearest Nyr first, matching that
 * tile's edge (only that edge, as when exploring).
 */
function nextSpots(start: readonly PlacedSector[]): RingSpot[] {
  if (start.length <= RING) {
    const spot = ringSpot(start, true);
    return spot ? [spot] : [];
  }
  return frontier(start.map((p) => p.slot))
    .sort((a, b) => distance(ORIGIN, a.emptySlot) - distance(ORIGIN, b.emptySlot))
    .flatMap((f) => {
      const anchor = start.find((p) => hexEquals(p.slot, f.slot));
      return anchor ? [{ slot: f.emptySlot, anchor, side: f.side }] : [];
    });
}

/**
 * XS-SETUP-03: the opponents' home sectors still in the stack, with the next 5 tiles of the
 * shuffled stack (5 at random), shuffled together and put on top, unseen.
 */
function homesOnTop(content: Content, deck: readonly string[], dice: Dice): string[] {
  const homes = soloRules()
    .homesOnTop.map((id) => content.pack.npcs.find((n) => n.id === id)?.home)
    .filter((h): h is string => h !== undefined && deck.includes(h));
  if (homes.length === 0) return [...deck];
  const others = deck.filter((id) => !homes.includes(id));
  const hidden = others.slice(0, HIDDEN_WITH_HOMES);
  return [...dice.shuffle([...homes, ...hidden]), ...others.slice(HIDDEN_WITH_HOMES)];
}
