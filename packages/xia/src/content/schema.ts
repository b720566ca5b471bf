/**
 * The shape of a content pack: sectors, ships, ability cards, outfits, exploration tokens and
 * titles, as JSON. Zod checks each file's shape; `validate.ts` checks what spans entries and
 * files (ids that must exist, spaces that must sit on the right terrain, numbering).
 * The TypeScript types of content are inferred from these schemas: one source of truth.
 */
import { z } from 'zod';

const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens');
const text = z.string().min(1).max(400);
const count = z.number().int().min(0);
const positive = z.number().int().min(1);

/** A tile-local hex, [q, r], within distance 2 of the tile centre. */
export const LocalHex = z
  .tuple([z.number().int(), z.number().int()])
  .refine(
    ([q, r]) => Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) <= 2,
    'hex lies outside the 19-hex tile',
  );

/** Cargo cube colours of the base game (XB-CARGO-02..06). */
export const Cube = z.enum(['spice', 'holo', 'terra', 'plasma', 'cyber']);
export const Direction = z.number().int().min(0).max(5);
export const Legal = z.enum(['lawful', 'outlaw', 'neutral']);

/** A hex with something on it. Only hexes with features are listed. */
export const Space = z.strictObject({
  at: LocalHex,
  spawn: z.number().int().min(1).max(20).optional(),
  missionPoint: positive.optional(),
  exploration: z.literal(true).optional(),
  /** Cube colours a player can buy here (2 for 1,000). */
  buy: z.array(Cube).min(1).optional(),
  /** Cube colours a player can sell here (1,000 each). */
  sell: z.array(Cube).min(1).optional(),
  mine: Cube.optional(),
  salvage: Cube.optional(),
  harvest: Cube.optional(),
  /** Element E: an Excavate space of a Dead World (XE-DEAD-01). */
  excavate: z.literal(true).optional(),
  /** Element E: a Dead World's Relic stack, stocked with this many Relics when revealed (XE-DEAD-03). */
  relics: z.union([z.literal(3), z.literal(4)]).optional(),
  /** Element E: a Quarry space of an Ice Asteroid sector, where Ember is quarried (XE-EMBER-01). */
  quarry: z.literal(true).optional(),
  /** Element E: The Kiln's rules space on Nyr, where it starts and respawns (XE-KILN-01, XE-KILN-10). */
  kiln: z.literal(true).optional(),
  /** Element E with C: Kei's trade space on the Economy Board's terms (XE-ECON-09). */
  keiTrade: z.literal(true).optional(),
});

/** An Entrance: the edge of a planet hex in a tile-local direction. */
export const Entrance = z.strictObject({ at: LocalHex, side: Direction });

/**
 * An area bounded by one kind of border. Every edge between a hex of the region and a hex
 * outside it carries the region's border, with the region on the inside; edges between two of
 * its hexes are inner borders (normal space). A planet's listed entrances replace its shield.
 */
export const Region = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('planet'),
    name: text,
    legal: Legal,
    hexes: z.array(LocalHex).min(1),
    entrances: z.array(Entrance).min(1),
  }),
  z.strictObject({ kind: z.literal('nebula'), hexes: z.array(LocalHex).min(1) }),
  z.strictObject({ kind: z.literal('asteroid'), hexes: z.array(LocalHex).min(1) }),
  z.strictObject({ kind: z.literal('debris'), hexes: z.array(LocalHex).min(1) }),
  z.strictObject({ kind: z.literal('star'), hexes: z.array(LocalHex).min(1) }),
  z.strictObject({
    kind: z.literal('gate'),
    name: text,
    malfunctioning: z.boolean().default(false),
    hexes: z.array(LocalHex).min(1),
  }),
  /** Element E: an Ice Asteroid field, a solid white border that blocks sight (XE-ICEA-01). */
  z.strictObject({ kind: z.literal('ice'), hexes: z.array(LocalHex).min(1) }),
  /** Element E: a Dead World, open to fly onto; no shield and no Business Phase (XE-DEAD-06). */
  z.strictObject({ kind: z.literal('deadWorld'), name: text, hexes: z.array(LocalHex).min(1) }),
]);

/**
 * Element E: an Anomaly's gravity path (XE-ANOM-01): its hexes in the direction of its arrows,
 * the hex whose rules space prints its die, and the side of the last hex a ship is pushed off
 * through when a roll runs past the end (XE-ANOM-05).
 */
export const GravityPath = z.strictObject({
  colour: z.enum(['orange', 'purple']),
  die: z.union([z.literal(6), z.literal(8), z.literal(12), z.literal(20)]),
  rules: LocalHex,
  hexes: z.array(LocalHex).min(2),
  exit: Direction,
});

/**
 * Element E: an Ice Asteroid sector's comet (XE-COMET-01): the rules space it starts on and its
 * path in the direction it travels; a looping path goes on from the last hex to the first.
 */
export const CometPath = z.strictObject({
  rules: LocalHex,
  hexes: z.array(LocalHex).min(2),
  loop: z.boolean(),
});

/**
 * Roles that rules look a sector up by, never by its name. `xia`: the sector called Xia, which
 * the expansion's solo setup shuffles back when it is revealed (XS-SETUP-02).
 */
export const SectorRole = z.enum(['xia', 'nyr', 'kei']);

/**
 * A 19-hex sector tile (XB-SECT-01). `edges` are the side symbols, local side 0..5: a new tile
 * must show the explored tile's symbol on the side they share (XB-SECT-02). `role` marks a
 * sector that rules single out; at most one sector of a pack has each role (`nyr`: the
 * expansion's centre tile, XE-SETUP-01; `kei`: the sector of the Kei trade space).
 * Element E adds gravity paths, a comet and The Kiln's orbit (a loop of hexes round Nyr).
 */
export const Sector = z.strictObject({
  id,
  name: text,
  edges: z.tuple([id, id, id, id, id, id]),
  role: SectorRole.optional(),
  regions: z.array(Region),
  spaces: z.array(Space),
  gravityPaths: z.array(GravityPath).optional(),
  comet: CometPath.optional(),
  orbit: z.array(LocalHex).min(3).optional(),
  blurb: text.optional(),
});

/**
 * A hold or outfit grid drawn as text rows. Ship holds use `#`; outfits `U` (use space) and `S`,
 * and element F's Cargo Pods and Armor Plating `C`, their connecting space (XE-OUTF-01).
 */
const grid = (cells: string) =>
  z
    .array(
      z
        .string()
        .regex(new RegExp(`^[${cells}.]+$`), `rows use only ${cells.split('').join(' ')} and .`),
    )
    .min(1)
    .max(8);

/** A ship mat (XB-SHIP-05). */
export const Ship = z.strictObject({
  id,
  name: text,
  tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  price: count,
  energy: positive,
  impulse: positive,
  hold: grid('#'),
  ability: id,
  /** The re-balanced card this ship uses instead of `ability` with element G (XE-RULE-07). */
  streamlinedAbility: id.optional(),
  story: text,
  victory: text,
});

/** What an ability card does when used: a small vocabulary, each kind implemented once. */
export const AbilityEffect = z.discriminatedUnion('kind', [
  /** Roll d20; on `atLeast` or more, gain `movement` points for a move. */
  z.strictObject({ kind: z.literal('afterburner'), atLeast: positive, movement: positive }),
  /** Roll d20; on `atLeast` or more, regain `energy` (not above the maximum). */
  z.strictObject({ kind: z.literal('siphon'), atLeast: positive, energy: positive }),
  /** Roll d20; on `atLeast` or more, remove up to `repairs` damage markers. */
  z.strictObject({ kind: z.literal('patch'), atLeast: positive, repairs: positive }),
  /** Scan an unexplored edge up to `reach` hexes away instead of standing on it. */
  z.strictObject({ kind: z.literal('longScan'), reach: positive }),
  /** Roll d20; on `atLeast` or more, jump to any unoccupied Gate or Spawn Point space. */
  z.strictObject({ kind: z.literal('jump'), atLeast: positive, to: z.enum(['gate', 'spawn']) }),
  /** The next hazard d20 this turn (border, mine, salvage, harvest) is rolled twice; keep the better. */
  z.strictObject({ kind: z.literal('hazardReroll') }),
  /** Roll d20; on `atLeast` or more, pick up every cube lying within `reach` hexes that fits. */
  z.strictObject({ kind: z.literal('tractor'), atLeast: positive, reach: positive }),
  /** Roll d20; on `atLeast` or more, the next cube sale this turn pays `bonus` extra per cube. */
  z.strictObject({ kind: z.literal('broker'), atLeast: positive, bonus: positive }),
  /** Combat: roll d20; on `atLeast` or more, add `bonus` to this ship's next attack total. */
  z.strictObject({ kind: z.literal('targeting'), atLeast: positive, bonus: positive }),
  /** Combat: when defending, roll d20; on `atLeast` or more, add `bonus` to the defence total. */
  z.strictObject({ kind: z.literal('evasion'), atLeast: positive, bonus: positive }),
  /** Roll d20; on `atLeast` or more, cross the next Planetary Shield undetected (treat 11-17 as 18-20). */
  z.strictObject({ kind: z.literal('stealth'), atLeast: positive }),
  /** Missions: roll d20; on `atLeast` or more, add `bonus` to the next mission d20 this turn. */
  z.strictObject({ kind: z.literal('fixer'), atLeast: positive, bonus: positive }),
]);

/** An ability card (XB-SHIP-02..04). */
export const Ability = z.strictObject({
  id,
  name: text,
  energy: count,
  text,
  effect: AbilityEffect,
  /**
   * Two captains (element D, XE-2P-03): this card is dealt in place of the card with this id
   * wherever a ship would bring that one. No ship carries it otherwise.
   */
  twoPlayerFor: id.optional(),
});

/** The kinds of outfit (XB-OTYP-01..05). */
export const OutfitType = z.enum(['engine', 'shield', 'blaster', 'missile']);

/**
 * An outfit kind; `copies` are in the supply (XB-OUTF-01, XB-OUTF-02). Element F adds Cargo Pods
 * and Armor Plating (XE-OUTF-01), which never roll (their `die` is their tier's, unused), and
 * Mods (XE-MOD-01), listed in their own file and indexed as outfits of type `mod`.
 */
export const Outfit = z.strictObject({
  id,
  name: text,
  type: z.enum([...OutfitType.options, 'cargoPod', 'armorPlating', 'mod']),
  tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  price: count,
  sellPrice: count,
  die: z.union([z.literal(6), z.literal(8), z.literal(12), z.literal(20)]),
  copies: positive,
  shape: grid('USC'),
  text: text.optional(),
});

/** An exploration token face (XB-EXPL-04): credits, Fame, or nothing. */
export const ExplorationToken = z.strictObject({
  id,
  reward: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('credits'), amount: positive }),
    z.strictObject({ kind: z.literal('fame'), amount: positive }),
    z.strictObject({ kind: z.literal('nothing') }),
  ]),
});

/** What a Title asks for. Counts are checked in the claimer's Status Phase (XB-TITLE-02). */
export const TitleObjective = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('explorationTokens'), count: positive }),
  z.strictObject({ kind: z.literal('sectorsRevealed'), count: positive }),
  z.strictObject({ kind: z.literal('cubesSoldInTurn'), count: positive }),
  z.strictObject({ kind: z.literal('cubesSold'), count: positive }),
  z.strictObject({ kind: z.literal('credits'), amount: positive }),
  z.strictObject({ kind: z.literal('shipTier'), tier: z.union([z.literal(2), z.literal(3)]) }),
  z.strictObject({ kind: z.literal('outfitsOwned'), count: positive }),
  z.strictObject({ kind: z.literal('hazardsSurvived'), count: positive }),
  z.strictObject({ kind: z.literal('planetsVisited'), count: positive }),
  z.strictObject({ kind: z.literal('rescues'), count: positive }),
  z.strictObject({ kind: z.literal('shipsDestroyed'), count: positive }),
  z.strictObject({ kind: z.literal('bountyClaimed'), amount: positive }),
  z.strictObject({
    kind: z.literal('missionsCompleted'),
    count: positive,
    legality: Legal.optional(),
  }),
  z.strictObject({ kind: z.literal('bountyCarried'), amount: positive }),
]);

/** A lasting Skill a Title grants its holder. Skills of the same kind add up. */
export const TitleSkill = z.discriminatedUnion('kind', [
  /** Impulse moves `bonus` spaces further. */
  z.strictObject({ kind: z.literal('impulse'), bonus: positive }),
  /** The Energy maximum is `bonus` higher. */
  z.strictObject({ kind: z.literal('energyMax'), bonus: positive }),
  /** `bonus` is added to hazard d20s (borders, mine, salvage, harvest), never above 20. */
  z.strictObject({ kind: z.literal('hazardRoll'), bonus: positive }),
  /** Repairs cost `amount` less, never below 0. */
  z.strictObject({ kind: z.literal('repairDiscount'), amount: positive }),
  /** A cube sale pays `amount` more for each cube sold. */
  z.strictObject({ kind: z.literal('saleBonus'), amount: positive }),
  /** Arming markers in the Status Phase costs no Energy. */
  z.strictObject({ kind: z.literal('freeArming') }),
  /** `bonus` is added to attack totals. */
  z.strictObject({ kind: z.literal('attackBonus'), bonus: positive }),
  /** `bonus` is added to defence totals. */
  z.strictObject({ kind: z.literal('defenceBonus'), bonus: positive }),
  /** `bonus` is added to mission d20s. */
  z.strictObject({ kind: z.literal('missionRoll'), bonus: positive }),
]);

/** A Title card (XB-TITLE-01, XB-TITLE-02, XB-FAME-09). */
export const Title = z.strictObject({
  id,
  name: text,
  fame: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  objective: TitleObjective,
  skill: TitleSkill,
  text,
});

const d20 = z.number().int().min(1).max(20);
/** A Mission Point, by its pack-wide number. */
const Point = positive;
/** Whom a mission aims at: the captain `seatOffset` seats clockwise from the holder (XB-MTYP-05, XB-MTYP-06). */
const SeatTarget = z.strictObject({ seatOffset: z.number().int().min(1).max(4) });
/** Bounty an illegal mission gives its captain on completing or failing it (XB-BNTY-03). */
const Crime = z.strictObject({ complete: count, fail: count });
const missionBase = { id, name: text, text };
/** Payment bands: the best band a total reaches pays (research rolls, Coerce damage). */
const Bands = z.array(z.strictObject({ atLeast: positive, payment: positive })).min(1);
const ByTier = z.tuple([positive, positive, positive]);

/** A mission card; each type is one kind of job (XB-MTYP-01..06). Payments are in credits. */
export const Mission = z.discriminatedUnion('type', [
  /** Take passengers from `pickup` to `deliver`; paid per sector of the shortest flyable way. */
  z.strictObject({
    ...missionBase,
    type: z.literal('shuttle'),
    pickup: Point,
    deliver: Point,
    perSector: positive,
  }),
  /** Research at Mission Point `at` (d20: the best band reached pays), then deliver the results. */
  z.strictObject({
    ...missionBase,
    type: z.literal('research'),
    at: Point,
    deliver: Point,
    results: z.array(z.strictObject({ atLeast: d20, payment: positive })).min(1),
  }),
  /** Destroy any Outlaw ship, recover its remains on a d20 of `recover`+, deliver them. */
  z.strictObject({
    ...missionBase,
    type: z.literal('bountyHunter'),
    recover: d20,
    deliver: Point,
    payment: positive,
  }),
  /** Take contraband from `pickup`, slip past detection at `deliver` on a d20 of `sneak`+. */
  z.strictObject({
    ...missionBase,
    type: z.literal('smuggler'),
    pickup: Point,
    deliver: Point,
    sneak: d20,
    payment: positive,
    crime: Crime,
  }),
  /** Get adjacent to the target ship, take its goods on a d20 of `steal`+, deliver them. */
  z.strictObject({
    ...missionBase,
    type: z.literal('thief'),
    target: SeatTarget,
    steal: d20,
    deliver: Point,
    payment: positive,
    crime: Crime,
  }),
  /** Destroy the target ship, deliver its remains; paid by the target's tier. */
  z.strictObject({
    ...missionBase,
    type: z.literal('assassin'),
    target: SeatTarget,
    deliver: Point,
    payByTier: ByTier,
    crime: Crime,
  }),
  /**
   * Element E, Cargo (Lawful, XE-MTYP-02): gather the listed cubes by any means and hand them in
   * at `deliver`; `payByCount[n - 1]` pays for n cubes delivered.
   */
  z.strictObject({
    ...missionBase,
    type: z.literal('cargo'),
    cubes: z.array(Cube).min(1).max(4),
    deliver: Point,
    payByCount: z.array(positive).min(1).max(4),
  }),
  /**
   * Element E, Private Eye (Lawful, XE-MTYP-03): at `at` draw and discard the top 3 mission
   * cards; `payByOutlaw[n]` is placed on the card for n Outlaw cards among them; deliver the intel.
   */
  z.strictObject({
    ...missionBase,
    type: z.literal('privateEye'),
    at: Point,
    deliver: Point,
    payByOutlaw: z.tuple([positive, positive, positive, positive]),
  }),
  /**
   * Element E, Arms Dealer (Outlaw, XE-MTYP-04): hand over an undamaged outfit of type `outfit`
   * at `deliver`, paid by the outfit's tier.
   */
  z.strictObject({
    ...missionBase,
    type: z.literal('armsDealer'),
    outfit: OutfitType,
    deliver: Point,
    payByTier: ByTier,
    crime: Crime,
  }),
  /**
   * Element E, Coerce (Outlaw, XE-MTYP-05): declare the card and attack the target; the best
   * band the damage dealt reaches is placed on the card; deliver at `deliver`.
   */
  z.strictObject({
    ...missionBase,
    type: z.literal('coerce'),
    target: SeatTarget,
    deliver: Point,
    results: Bands,
    crime: Crime,
  }),
]);

/** A non-player ship (XB-NPC-01..08). */
export const Npc = z.strictObject({
  id,
  name: text,
  legal: Legal,
  /** How it acts; `sellsword` is the solo Sellsword's (content/embers/solo), never a pack NPC's. */
  behaviour: z.enum(['enforcer', 'scoundrel', 'merchant', 'sellsword']),
  /** It spawns on this sector's Spawn Point when the sector is placed (XB-NPC-03). */
  home: id,
  /** Spaces it flies each time it acts. */
  speed: positive,
  /** Its attack: a weapon type and die; it fires when a target is in range. */
  attack: z.strictObject({
    weapon: z.enum(['blaster', 'missile']),
    die: z.union([z.literal(6), z.literal(8), z.literal(12)]),
  }),
  /** Its automatic defence die (XB-NPC-05). */
  defence: z.union([z.literal(6), z.literal(8), z.literal(12)]),
  /** Damage that destroys it. */
  toKill: positive,
  /** What its destroyer takes (XB-NPC-05). */
  onKill: z.strictObject({ fame: count, credits: count }),
  /** Bounty it starts with (the Scoundrel's 2,000). */
  bounty: count,
  /** Sectors it visits in order (the Merchant's trade route). */
  route: z.array(id).default([]),
  text,
});

/** Pack-wide facts: prices, the Fame track, first-game sectors. */
export const PackInfo = z.strictObject({
  id,
  name: text,
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  startingCredits: count,
  fameTargets: z.array(positive).min(1),
  /** Fame values whose space on the track is a Title space (GAP-XB-02). */
  titleSpaces: z.array(positive),
  /** Sector ids used by the first-game preset, in dealing order (XB-FIRST-02). */
  firstGameSectors: z.array(id).min(5),
  prices: z.strictObject({
    cubePair: positive,
    cubeSale: positive,
    fame: positive,
    repair: z.tuple([positive, positive, positive]),
  }),
});

export const Sectors = z.array(Sector);
export const Ships = z.array(Ship);
export const Abilities = z.array(Ability);
export const Outfits = z.array(Outfit);
export const ExplorationTokens = z.array(ExplorationToken);
export const Titles = z.array(Title);
export const Missions = z.array(Mission);
export const Npcs = z.array(Npc);

/** The files of a pack and the schema of each. */
export const PACK_FILES = {
  'pack.json': PackInfo,
  'sectors.json': Sectors,
  'ships.json': Ships,
  'abilities.json': Abilities,
  'outfits.json': Outfits,
  'exploration.json': ExplorationTokens,
  'titles.json': Titles,
  'missions.json': Missions,
  'npcs.json': Npcs,
} as const;

export type PackFileName = keyof typeof PACK_FILES;
export type CubeColour = z.infer<typeof Cube>;
export type LegalStatus = z.infer<typeof Legal>;
export type SectorDef = z.infer<typeof Sector>;
export type SectorRoleDef = z.infer<typeof SectorRole>;
export type RegionDef = z.infer<typeof Region>;
export type SpaceDef = z.infer<typeof Space>;
export type GravityPathDef = z.infer<typeof GravityPath>;
export type CometPathDef = z.infer<typeof CometPath>;
export type ShipDef = z.infer<typeof Ship>;
export type AbilityDef = z.infer<typeof Ability>;
export type AbilityEffectDef = z.infer<typeof AbilityEffect>;
export type OutfitDef = z.infer<typeof Outfit>;
export type ExplorationTokenDef = z.infer<typeof ExplorationToken>;
export type TitleDef = z.infer<typeof Title>;
export type PackInfoDef = z.infer<typeof PackInfo>;
export type MissionDef = z.infer<typeof Mission>;
export type MissionType = MissionDef['type'];
export type NpcDef = z.infer<typeof Npc>;

/** A whole validated pack. */
export interface ContentPack {
  readonly info: PackInfoDef;
  readonly sectors: readonly SectorDef[];
  readonly ships: readonly ShipDef[];
  readonly abilities: readonly AbilityDef[];
  readonly outfits: readonly OutfitDef[];
  readonly exploration: readonly ExplorationTokenDef[];
  readonly titles: readonly TitleDef[];
  readonly missions: readonly MissionDef[];
  readonly npcs: readonly NpcDef[];
}
