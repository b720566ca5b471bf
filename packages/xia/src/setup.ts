/**
 * A new match: sectors dealt, tokens and decks shuffled, credits handed out, the ship-choice
 * order rolled (XB-SETUP-01..14). Choosing ships and buying outfits are commands that follow.
 */
import {
  type Dice,
  openDice,
  type Result,
  type RuleError,
  refuse,
  type SeatId,
  seedRandom,
} from '@drift/engine';
import {
  attachRotations,
  frontier,
  type Hex,
  hexKey,
  localToBoard,
  neighbor,
  ORIGIN,
  opposite,
  type TileSymbols,
} from '@drift/engine/hex';
import type { Content } from './model/content.ts';
import { CUBE_COLOURS } from './model/cubes.ts';
import type { Captain, NpcState, PlacedSector, XiaState } from './model/state.ts';
import { fameTargetRefusal, type XiaOptions } from './options.ts';

const CUBES_PER_COLOUR = 15; // XB-COMP-01, GAP-XB-20

function hasSpawn(content: Content, id: string): boolean {
  return content.sector(id).spaces.some((s) => s.spawn !== undefined);
}

/** Starting sectors: named ones, or dealt from the shuffled stack, redrawing spawnless tiles (XB-SETUP-02). */
export function startingSectors(
  content: Content,
  options: XiaOptions,
  dice: Dice,
): Result<{ start: string[]; deck: string[] }, RuleError> {
  const all = content.pack.sectors.map((s) => s.id);
  const named =
    options.sectors ??
    (options.preset === 'firstGame'
      ? content.pack.info.firstGameSectors.slice(0, options.seats)
      : undefined);
  if (named) {
    if (named.length !== options.seats)
      return refuse('BadOptions', `Name exactly ${options.seats} starting sectors, one per seat.`);
    for (const id of named) {
      if (!all.includes(id))
        return refuse('UnknownSector', `There is no sector "${id}" in this game.`);
      if (!hasSpawn(content, id))
        return refuse(
          'BadOptions',
          `Sector "${id}" has no Spawn Point, so no ship can start there.`,
        );
    }
    if (new Set(named).size !== named.length)
      return refuse('BadOptions', 'A starting sector is named twice.');
    return {
      ok: true,
      value: { start: [...named], deck: dice.shuffle(all.filter((id) => !named.includes(id))) },
    };
  }
  let deck = dice.shuffle(all);
  const start: string[] = [];
  while (start.length < options.seats) {
    const [top, ...rest] = deck;
    if (top === undefined)
      return refuse(
        'NotEnoughSectors',
        'The pack has too few sectors with Spawn Points for this many seats.',
      );
    if (hasSpawn(content, top)) {
      start.push(top);
      deck = rest;
    } else {
      deck = dice.shuffle(deck);
      if (deck.filter((id) => hasSpawn(content, id)).length < options.seats - start.length) {
        return refuse(
          'NotEnoughSectors',
          'The pack has too few sectors with Spawn Points for this many seats.',
        );
      }
    }
  }
  return { ok: true, value: { start, deck } };
}

/**
 * Lays the starting sectors: the first at the centre, the others around it in a ring, each
 * turned to match the symbols of the sector laid before it (XB-SETUP-01, XB-SECT-02).
 */
function layStartingSectors(content: Content, ids: readonly string[], dice: Dice): PlacedSector[] {
  const placed: PlacedSector[] = [];
  for (const [k, id] of ids.entries()) {
    if (k === 0) {
      placed.push({ id, slot: ORIGIN, rotation: 0 });
      continue;
    }
    const slot = neighbor(ORIGIN, ((k - 1) % 6) as 0 | 1 | 2 | 3 | 4 | 5);
    const anchor = placed[k === 1 ? 0 : k - 1] as PlacedSector;
    const side = frontier([anchor.slot]).find((f) => hexKey(f.emptySlot) === hexKey(slot));
    if (!side) throw new Error('Starting sectors must touch');
    const anchorSymbols = content.sector(anchor.id).edges as TileSymbols;
    const required = anchorSymbols[(side.side - anchor.rotation + 6) % 6] as string;
    const rotations = attachRotations(
      content.sector(id).edges as TileSymbols,
      opposite(side.side),
      required,
    );
    placed.push({ id, slot, rotation: rotations.length > 0 ? dice.pick(rotations) : 0 });
  }
  return placed;
}

/** The ship-choice order: all roll d20, ties re-rolled among the tied, then counter-clockwise from the top roller. */
export function pickOrder(seats: number, dice: Dice): { rolls: number[][]; order: SeatId[] } {
  const rolls: number[][] = Array.from({ length: seats }, () => []);
  let contenders = Array.from({ length: seats }, (_, i) => i);
  for (;;) {
    const faces = contenders.map((seat) => {
      const face = dice.d20();
      rolls[seat]?.push(face);
      return face;
    });
    const best = Math.max(...faces);
    contenders = contenders.filter((_, i) => faces[i] === best);
    if (contenders.length === 1) break;
  }
  const top = contenders[0] as SeatId;
  return { rolls, order: Array.from({ length: seats }, (_, i) => (top - i + seats) % seats) };
}

function newCaptain(seat: SeatId, credits: number): Captain {
  return {
    seat,
    ship: null,
    abilities: [],
    at: null,
    credits,
    fame: 0,
    energy: 0,
    bounty: 0,
    impulseReady: true,
    markers: [{ at: 'armed' }, { at: 'armed' }, { at: 'armed' }, { at: 'armed' }],
    hold: { outfits: [], cargo: [], damage: [] },
    explorationTokens: [],
    titles: [],
    missions: { active: [], completed: [] },
    skipsNextTurn: false,
    awaitingRespawn: false,
    record: {
      cubesSold: 0,
      cubesSoldThisTurn: 0,
      sectorsRevealed: 0,
      hazardsSurvived: 0,
      planetsVisited: [],
      rescues: 0,
      shipsDestroyed: 0,
      bountyClaimed: 0,
      missionsCompleted: { lawful: 0, outlaw: 0 },
    },
  };
}

/** NPCs play unless switched off; a first game leaves them out (XB-FIRST-01). */
export function withNpcs(options: XiaOptions): boolean {
  return options.npcs ?? options.preset !== 'firstGame';
}

/**
 * The NPC cards shuffled and dealt one per captain from seat 0 clockwise until none remain
 * (XB-SETUP-07, GAP-XB-19). They wait off the board until their home sector is placed.
 */
function dealNpcs(content: Content, seats: number, dice: Dice): NpcState[] {
  return dice.shuffle(content.pack.npcs).map((npc, i) => ({
    id: npc.id,
    at: null,
    damage: 0,
    bounty: npc.bounty,
    credits: 0,
    holder: i < seats ? i : null,
    awaitingRespawn: false,
    waypoint: 0,
  }));
}

/** Face-down exploration tokens for every Exploration Space of these sectors (XB-SETUP-03). */
export function tokenSpaces(content: Content, sectors: readonly PlacedSector[]): Hex[] {
  return sectors.flatMap((p) =>
    content
      .sector(p.id)
      .spaces.filter((s) => s.exploration)
      .map((s) => localToBoard({ q: s.at[0], r: s.at[1] }, p)),
  );
}

/** Builds the opening state of a match. */
export function setupMatch(
  content: Content,
  options: XiaOptions,
  seed: string,
): Result<XiaState, RuleError> {
  const info = content.pack.info;
  const fameTarget = options.fameTarget ?? (options.preset === 'firstGame' ? 5 : 10);
  // XB-SETUP-08: any agreed target in range, the pack's presets or not (options may skip parsing).
  const badTarget = fameTargetRefusal(fameTarget);
  if (badTarget) return refuse(badTarget.code, badTarget.message);
  const dice = openDice(seedRandom(seed));
  const dealt = startingSectors(content, options, dice);
  if (!dealt.ok) return dealt;
  const sectors = layStartingSectors(content, dealt.value.start, dice);
  let exploration = dice.shuffle(content.pack.exploration.map((t) => t.id));
  const tokens: Record<string, string> = {};
  for (const h of tokenSpaces(content, sectors)) {
    const [top, ...rest] = exploration;
    if (top === undefined) break;
    tokens[hexKey(h)] = top;
    exploration = rest;
  }
  const titles = dice.shuffle(content.pack.titles.map((t) => t.id));
  const missions = dice.shuffle(content.pack.missions.map((m) => m.id)); // XB-SETUP-04
  const npcs = withNpcs(options) ? dealNpcs(content, options.seats, dice) : [];
  const { rolls, order } = pickOrder(options.seats, dice);
  const state: XiaState = {
    random: dice.save(),
    options,
    fameTarget,
    stage: 'choosingShips',
    captains: Array.from({ length: options.seats }, (_, seat) =>
      newCaptain(seat, info.startingCredits),
    ),
    pickRolls: rolls,
    pickOrder: order,
    turn: {
      number: 0,
      seat: order[0] as SeatId,
      phase: 'Action',
      movement: 0,
      moveSource: null,
      luck: [],
      proxy: null,
      passFrom: null,
      boosts: {
        stealth: false,
        hazardAdvantage: false,
        saleBonus: 0,
        attackBonus: 0,
        missionBonus: 0,
      },
    },
    board: { sectors, tokens, cubes: {} },
    decks: { sectors: dealt.value.deck, exploration, titles, missions, missionDiscard: [] },
    npcs,
    supply: {
      outfits: Object.fromEntries(content.pack.outfits.map((o) => [o.id, o.copies])),
      cubes: Object.fromEntries(
        CUBE_COLOURS.map((c) => [c, CUBES_PER_COLOUR]),
      ) as XiaState['supply']['cubes'],
    },
    titles: { open: [], spacesDrawn: [] },
    prompts: [],
    nextUid: 1,
    winner: null,
  };
  return { ok: true, value: state };
}
