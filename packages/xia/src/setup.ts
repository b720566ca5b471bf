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
  type Direction,
  directionBetween,
  type Hex,
  hexKey,
  localToBoard,
  neighbor,
  ORIGIN,
  opposite,
  type Rotation,
  sideSymbol,
  type TileSymbols,
} from '@drift/engine/hex';
import { boardOf } from './board/board.ts';
import { rewardCredits, rewardFame } from './campaign/rewards.ts';
import { campaignFameTarget, campaignSetupRefusal } from './campaign/setup.ts';
import { newCampaignState } from './campaign/state.ts';
import { tradeStartingCredits } from './campaign/upgrades/trade.ts';
import { setupEvents } from './elements/a-events/draw.ts';
import { newExplorationState, newTokenIds } from './elements/b-tokens/index.ts';
import { stockEconomy } from './elements/c-economy/setup.ts';
import { twoPlayerHolder } from './elements/d-two-players/deal.ts';
import { missionDeckIds } from './elements/e-missions/deck.ts';
import { cometsAtSetup } from './elements/e-paths/comets.ts';
import { setupWorlds } from './elements/e-worlds/setup.ts';
import { sizePriceRefusal } from './elements/g-streamlines/prices.ts';
import { elementOn } from './elements/switches.ts';
import type { Content } from './model/content.ts';
import { CUBE_COLOURS } from './model/cubes.ts';
import type { Captain, NpcState, PlacedSector, XiaState } from './model/state.ts';
import { ELEMENTS, fameTargetRefusal, type XiaOptions } from './options.ts';
import { soloSectors } from './solo/sectors.ts';
import { sellswordState } from './solo/sellsword.ts';
import { dealTitles, eventIds, newSoloState, SOLO_CREDITS, titleIds } from './solo/setup.ts';

const CUBES_PER_COLOUR = 15; // XB-COMP-01, GAP-XB-20

/** Element E's centre tile, Nyr (the sector with role `nyr`), if the pack has one. */
export function nyrOf(content: Content): string | undefined {
  return content.embers.sectors.find((s) => s.role === 'nyr')?.id;
}

export function hasSpawn(content: Content, id: string): boolean {
  return content.sector(id).spaces.some((s) => s.spawn !== undefined);
}

/** Where the next starting sector goes and the placed sector whose side it must match. */
export interface RingSpot {
  readonly slot: Hex;
  readonly anchor: PlacedSector;
  /** The anchor's board side facing `slot`. */
  readonly side: Direction;
}

/**
 * The spot of starting sector `placed.length`: the first lies at the centre (null), the others
 * in a ring around it, each beside the one laid before it (GAP-XB-03).
 */
export function ringSpot(placed: readonly PlacedSector[], centre = false): RingSpot | null {
  const k = placed.length;
  if (k === 0) return null;
  const slot = neighbor(ORIGIN, ((k - 1) % 6) as Direction);
  // XE-SETUP-01: with element E every starting tile matches Nyr, at the centre.
  const anchor = placed[k === 1 || centre ? 0 : k - 1];
  const side = anchor && directionBetween(anchor.slot, slot);
  if (!anchor || side === undefined) throw new Error('Starting sectors must touch');
  return { slot, anchor, side };
}

/** The rotations in which sector `id` matches the anchor's symbol at `spot`; the centre takes 0. */
export function ringRotations(content: Content, spot: RingSpot | null, id: string): Rotation[] {
  if (spot === null) return [0];
  const { anchor, side } = spot;
  const required = sideSymbol(
    content.sector(anchor.id).edges as TileSymbols,
    anchor.rotation,
    side,
  );
  return attachRotations(content.sector(id).edges as TileSymbols, opposite(side), required);
}

export function lay(spot: RingSpot | null, id: string, rotation: Rotation): PlacedSector {
  return { id, slot: spot ? { q: spot.slot.q, r: spot.slot.r } : ORIGIN, rotation };
}

/** Whether `ids` can be laid in order from `placed` with every symbol matched. */
function layable(
  content: Content,
  placed: readonly PlacedSector[],
  ids: readonly string[],
  centre = false,
): boolean {
  const [id, ...rest] = ids;
  if (id === undefined) return true;
  const spot = ringSpot(placed, centre);
  return ringRotations(content, spot, id).some((r) =>
    layable(content, [...placed, lay(spot, id, r)], rest, centre),
  );
}

/**
 * Named starting sectors, laid in order, each turned at random among the turns that match the
 * sector before it and still let the rest be laid (XB-SETUP-01, XB-SECT-02).
 */
function layNamed(
  content: Content,
  named: readonly string[],
  dice: Dice,
  centre = false,
): Result<PlacedSector[], RuleError> {
  if (!layable(content, [], named, centre))
    return refuse(
      'BadOptions',
      'Those starting sectors cannot be laid in that order with their edge symbols matching.',
    );
  const placed: PlacedSector[] = [];
  for (const [k, id] of named.entries()) {
    const spot = ringSpot(placed, centre);
    const rest = named.slice(k + 1);
    const good = ringRotations(content, spot, id).filter((r) =>
      layable(content, [...placed, lay(spot, id, r)], rest, centre),
    );
    placed.push(lay(spot, id, good.length > 1 ? dice.pick(good) : (good[0] ?? 0)));
  }
  return { ok: true, value: placed };
}

const TOO_FEW: RuleError = {
  code: 'NotEnoughSectors',
  message: 'The pack has too few sectors with Spawn Points for this many seats.',
};

/** The starting sectors as laid, the sector stack left, and the dealt tiles that fitted no turn. */
export interface StartingSectors {
  readonly start: PlacedSector[];
  readonly deck: string[];
  /** Dealt tiles with a Spawn Point that matched no turn and went under the stack, in order. */
  readonly passed: string[];
}

/**
 * Starting sectors: named ones, or dealt from the shuffled stack and laid one at a time, each
 * turned to match the one laid before it (XB-SETUP-01, XB-SECT-02). A tile without a Spawn
 * Point is shuffled back (XB-SETUP-02); one that matches in no turn goes under the stack and the
 * next is dealt, as when exploring (XB-EXPL-01, Drift's decision).
 */
export function startingSectors(
  content: Content,
  options: XiaOptions,
  dice: Dice,
): Result<StartingSectors, RuleError> {
  // XE-SETUP-01: with element E, Nyr lies at the centre first and the expansion's other sectors
  // join the stack; the starting tiles are laid round Nyr, each matching Nyr's edge.
  const nyr = elementOn({ options }, 'E') ? nyrOf(content) : undefined;
  const centre = nyr !== undefined;
  const all = [
    ...content.pack.sectors.map((s) => s.id),
    ...(centre ? content.embers.sectors.map((s) => s.id).filter((id) => id !== nyr) : []),
  ];
  const named =
    options.sectors ??
    (options.preset === 'firstGame'
      ? content.pack.info.firstGameSectors.slice(0, options.seats)
      : undefined);
  const first = nyr === undefined ? [] : [nyr];
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
    const laid = layNamed(content, [...first, ...named], dice, centre);
    if (!laid.ok) return laid;
    const deck = dice.shuffle(all.filter((id) => !named.includes(id)));
    return { ok: true, value: { start: laid.value, deck, passed: [] } };
  }
  if (all.filter((id) => hasSpawn(content, id)).length < options.seats)
    return refuse(TOO_FEW.code, TOO_FEW.message);
  let deck = dice.shuffle(all);
  const start: PlacedSector[] = nyr === undefined ? [] : [lay(null, nyr, 0)];
  const passed: string[] = [];
  while (start.length < options.seats + first.length) {
    const spot = ringSpot(start, centre);
    const fits = (id: string) =>
      hasSpawn(content, id) && ringRotations(content, spot, id).length > 0;
    if (!deck.some(fits))
      return refuse(
        'NotEnoughSectors',
        'No sector with a Spawn Point left in the stack matches the starting sectors laid so far.',
      );
    const [top, ...rest] = deck;
    if (top === undefined) return refuse(TOO_FEW.code, TOO_FEW.message);
    if (!hasSpawn(content, top)) {
      deck = dice.shuffle(deck); // XB-SETUP-02
      continue;
    }
    const rotations = ringRotations(content, spot, top);
    if (rotations.length === 0) {
      deck = [...rest, top];
      passed.push(top);
      continue;
    }
    start.push(lay(spot, top, rotations.length > 1 ? dice.pick(rotations) : (rotations[0] ?? 0)));
    deck = rest;
  }
  return { ok: true, value: { start, deck, passed } };
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
 * (XB-SETUP-07, GAP-XB-19); a card left over goes to nobody, but with two captains (element D)
 * dealing goes round again. They wait off the board until their home sector is placed.
 */
function dealNpcs(content: Content, options: XiaOptions, dice: Dice): NpcState[] {
  const seats = options.seats;
  const dealt = dice.shuffle(content.pack.npcs).map((npc, i) => ({
    id: npc.id,
    at: null,
    damage: 0,
    bounty: npc.bounty,
    credits: 0,
    // Solo: nobody holds an NPC; they act in the round after the player's turn (XS-NPC-01).
    holder: options.solo ? null : (twoPlayerHolder(options, i) ?? (i < seats ? i : null)),
    awaitingRespawn: false,
    waypoint: 0,
  }));
  return options.solo?.sellsword ? [...dealt, sellswordState()] : dealt; // XS-NPC-06
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

/** The expansion's setup gives each captain 4,000 credits, with any of its elements on. */
export const EMBERS_STARTING_CREDITS = 4000;

/** Credits each captain starts with (XB-SETUP-06; XE-SETUP-05 with any element on). */
function startingCredits(info: { readonly startingCredits: number }, options: XiaOptions): number {
  // XS-SETUP-08; a campaign game adds its rewards (XC-CAMP-06) and the Trade track's Tier 3 (XC-UPG-11).
  if (options.solo)
    return (
      SOLO_CREDITS[options.solo.difficulty] + rewardCredits(options) + tradeStartingCredits(options)
    );
  return (options.elements?.length ?? 0) > 0 ? EMBERS_STARTING_CREDITS : info.startingCredits;
}

/** Builds the opening state of a match. */
export function setupMatch(
  content: Content,
  options: XiaOptions,
  seed: string,
): Result<XiaState, RuleError> {
  const info = content.pack.info;
  // XS-SETUP-01: options may skip parsing, which fills in every element for a solo game.
  if (options.solo && (options.seats !== 1 || (options.elements?.length ?? 0) !== ELEMENTS.length))
    return refuse(
      'BadOptions',
      'Setup options are not valid: a solo game seats 1 captain and plays every element of the expansion.',
    );
  const badCampaign = campaignSetupRefusal(content, options);
  if (badCampaign) return refuse(badCampaign.code, badCampaign.message);
  const fameTarget =
    campaignFameTarget(options) ?? // XS-SETUP-06: a campaign goal's
    options.fameTarget ??
    (options.preset === 'firstGame' ? 5 : 10);
  // XB-SETUP-08: any agreed target in range, the pack's presets or not (options may skip parsing).
  const badTarget = fameTargetRefusal(fameTarget);
  if (badTarget) return refuse(badTarget.code, badTarget.message);
  const badPrices = elementOn({ options }, 'G') ? sizePriceRefusal(content) : undefined; // XE-QR-01
  if (badPrices) return refuse(badPrices.code, badPrices.message);
  const dice = openDice(seedRandom(seed));
  // XS-SETUP-02: a solo game reveals its start from Nyr.
  const dealt = options.solo ? soloSectors(content, dice) : startingSectors(content, options, dice);
  if (!dealt.ok) return dealt;
  const sectors = dealt.value.start;
  // XE-SETUP-02, XE-EXPL-01: with element B the new tokens replace the base ones.
  const newTokens = elementOn({ options }, 'B');
  let exploration = dice.shuffle(
    newTokens ? newTokenIds() : content.pack.exploration.map((t) => t.id),
  );
  const tokens: Record<string, string> = {};
  for (const h of tokenSpaces(content, sectors)) {
    const [top, ...rest] = exploration;
    if (top === undefined) break;
    tokens[hexKey(h)] = top;
    exploration = rest;
  }
  // XS-SETUP-04: a solo game takes some Titles out and opens one at once.
  const titles = dealTitles(
    dice.shuffle(
      titleIds(
        content.pack.titles.map((t) => t.id),
        options,
      ),
    ),
    options,
  );
  // XB-SETUP-04; XE-MTYP-01: element E's cards join the deck.
  const missions = dice.shuffle(missionDeckIds(content, options));
  const npcs = withNpcs(options) ? dealNpcs(content, options, dice) : [];
  const { rolls, order } = pickOrder(options.seats, dice);
  const cubes = Object.fromEntries(
    CUBE_COLOURS.map((c) => [c, CUBES_PER_COLOUR]),
  ) as XiaState['supply']['cubes'];
  // XE-SETUP-07: with element C, the Economy Board is stocked from the supply (rolled last).
  const stocked = elementOn({ options }, 'C') ? stockEconomy(dice, cubes) : null;
  const shuffled = elementOn({ options }, 'A')
    ? setupEvents(dice, elementOn({ options }, 'E'))
    : undefined; // XE-SETUP-03
  // XS-SETUP-05: a solo game takes some Events out.
  const events = shuffled && { ...shuffled, deck: eventIds(shuffled.deck, !!options.solo) };
  const worlds = elementOn({ options }, 'E') ? setupWorlds(content, dice, sectors) : undefined;
  // XE-COMET-01: a starting Ice Asteroid sector (only a solo start has one) has its comet.
  const comets = worlds && cometsAtSetup(content, boardOf(content, sectors));
  const solo = newSoloState(options, dice);
  const campaign = newCampaignState(options);
  const fame = rewardFame(options); // XC-CAMP-06: a reward's starting Fame
  const state: XiaState = {
    random: dice.save(),
    options,
    fameTarget,
    stage: 'choosingShips',
    captains: Array.from({ length: options.seats }, (_, seat) => {
      const captain = newCaptain(seat, startingCredits(info, options));
      return fame > 0 ? { ...captain, fame } : captain;
    }),
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
    decks: {
      sectors: dealt.value.deck,
      exploration,
      titles: titles.deck,
      missions,
      missionDiscard: [],
    },
    npcs,
    supply: {
      // Element F's pods, plating and Mods join the supply only with F.
      outfits: Object.fromEntries(
        [
          ...content.pack.outfits,
          ...(elementOn({ options }, 'F') ? content.embers.outfits : []),
        ].map((o) => [o.id, o.copies]),
      ),
      cubes: stocked ? stocked.supply : cubes,
    },
    ...(stocked && { economy: stocked.economy }),
    ...(newTokens && { exploration: newExplorationState() }),
    titles: { open: titles.open, spacesDrawn: [] },
    prompts: [],
    nextUid: 1,
    winner: null,
    ...(events ? { events } : {}),
    ...(worlds ? { worlds } : {}),
    ...(comets ? { comets } : {}),
    ...(solo ? { solo } : {}),
    ...(campaign ? { campaign } : {}),
  };
  return { ok: true, value: state };
}
