/**
 * Everything a captain can send, and the parser that turns untrusted input into one of these.
 */
import { type Result, type RuleError, refuse } from '@drift/engine';
import { z } from 'zod';
import { Cube } from './content/schema.ts';

const Int = z.number().int().min(-1000).max(1000);
const HexIn = z.strictObject({ q: Int, r: Int });
// Element F: pods and plating reach outside the hold grid, to negative columns and rows too.
const CellIn = z
  .tuple([z.number().int().min(-8).max(23), z.number().int().min(-8).max(23)])
  .readonly();
const Ident = z.string().min(1).max(64);
const Uid = z.number().int().min(0).max(1_000_000);
const Turns = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const Dir = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
const UseSpace = z.strictObject({ outfit: Uid, space: z.number().int().min(0).max(15) });
const KilnSpace = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const Target = z.union([
  z.strictObject({ seat: z.number().int().min(0).max(4) }),
  z.strictObject({ npc: Ident }),
]);

const Command = z.discriminatedUnion('type', [
  // Setup (XB-SETUP-10, XB-SETUP-13)
  z.strictObject({ type: z.literal('ChooseShip'), ship: Ident }),
  z.strictObject({ type: z.literal('FinishOutfitting') }),
  // Movement (XB-OTYP-01, XB-IMP-01, XB-MOVE-*, XB-BORDER-09)
  z.strictObject({ type: z.literal('ActivateEngine'), use: UseSpace }),
  z.strictObject({ type: z.literal('UseImpulse') }),
  z.strictObject({ type: z.literal('Step'), to: HexIn }),
  z.strictObject({ type: z.literal('GateJump'), to: HexIn }),
  z.strictObject({ type: z.literal('UseOccupiedSpace'), at: HexIn }),
  // Exploration (XB-EXPL-*)
  z.strictObject({ type: z.literal('Scan'), direction: Dir }),
  z.strictObject({ type: z.literal('BlindJump'), direction: Dir }),
  // Cargo (XB-CARGO-*, XB-MINE-*)
  // 1 or 2 cubes by colour, of one colour or two (GAP-XB-15): { spice: 2 }, { spice: 1, cyber: 1 }.
  z.strictObject({
    type: z.literal('BuyCubes'),
    cubes: z.partialRecord(Cube, z.union([z.literal(1), z.literal(2)])),
    /** The Trade track's extra cube from the supply, of a colour bought (XC-UPG-11). */
    extra: Cube.optional(),
  }),
  z.strictObject({
    type: z.literal('SellCubes'),
    cubes: z.partialRecord(Cube, z.number().int().min(1).max(99)),
  }),
  z.strictObject({ type: z.literal('Mine') }),
  z.strictObject({ type: z.literal('Salvage') }),
  z.strictObject({ type: z.literal('Harvest') }),
  z.strictObject({ type: z.literal('CollectCubes') }),
  z.strictObject({ type: z.literal('Jettison'), at: CellIn }),
  // Other actions
  z.strictObject({ type: z.literal('Rescue'), seat: z.number().int().min(0).max(4) }),
  z.strictObject({ type: z.literal('UseAbility'), ability: Ident, target: HexIn.optional() }),
  z.strictObject({ type: z.literal('EndActions') }),
  // Business Phase (XB-BIZ-01)
  z.strictObject({ type: z.literal('Recharge') }),
  z.strictObject({ type: z.literal('Repair') }),
  z.strictObject({ type: z.literal('BuyOutfit'), kind: Ident, at: CellIn, turns: Turns }),
  z.strictObject({ type: z.literal('SellOutfit'), outfit: Uid }),
  z.strictObject({ type: z.literal('MoveOutfit'), outfit: Uid, at: CellIn, turns: Turns }),
  z.strictObject({ type: z.literal('MoveCargo'), from: CellIn, to: CellIn }),
  z.strictObject({ type: z.literal('BuyShip'), ship: Ident }),
  z.strictObject({ type: z.literal('BuyFame') }),
  z.strictObject({ type: z.literal('EndBusiness') }),
  // Status Phase (XB-STAT-01, XB-MARK-03)
  z.strictObject({ type: z.literal('ArmMarkers'), count: z.number().int().min(0).max(4) }),
  // Combat (XB-CMBT-*, XB-OTYP-02..04)
  z.strictObject({
    type: z.literal('Attack'),
    target: Target,
    use: z.array(UseSpace).min(1).max(8),
    /** Element E: the Coerce card declared with this attack (XE-MTYP-05). */
    mission: Ident.optional(),
  }),
  z.strictObject({
    type: z.literal('Ram'),
    target: Target,
    use: UseSpace,
    mission: Ident.optional(),
  }),
  // Missions (XB-MISS-*)
  z.strictObject({ type: z.literal('DrawMissions') }),
  z.strictObject({ type: z.literal('WorkMission'), card: Ident }),
  z.strictObject({
    type: z.literal('CompleteMission'),
    card: Ident,
    /** Element E: the outfit an Arms Dealer card hands over (XE-MTYP-04). */
    outfit: Uid.optional(),
  }),
  // Element G (XE-RULE-02): an active mission discarded at any time the captain acts.
  z.strictObject({ type: z.literal('DiscardMission'), card: Ident }),
  // Prompt answers
  z.strictObject({ type: z.literal('PlaceSector'), rotation: Dir }),
  z.strictObject({ type: z.literal('ShieldHazard'), use: z.array(UseSpace).max(8) }),
  z.strictObject({ type: z.literal('PlaceDamage'), at: CellIn }),
  z.strictObject({ type: z.literal('ChooseSpawn'), spawn: z.number().int().min(1).max(20) }),
  z.strictObject({ type: z.literal('KeepMission'), card: Ident.nullable() }),
  z.strictObject({
    type: z.literal('Defend'),
    use: z.array(UseSpace).max(8),
    ability: Ident.nullable(),
  }),
  z.strictObject({ type: z.literal('RearmShields'), count: z.number().int().min(0).max(4) }),
  z.strictObject({ type: z.literal('ArmAfterRescue'), count: z.number().int().min(0).max(4) }),
  z.strictObject({ type: z.literal('UseExperience'), card: Ident.nullable() }),
  // Ice damage (XE-ICE-02) and the new exploration tokens (element B, XE-EXPL-07, XE-EXPL-09)
  z.strictObject({ type: z.literal('MeltIce') }),
  z.strictObject({ type: z.literal('CaptainInNeed'), accept: z.boolean() }),
  z.strictObject({ type: z.literal('DeliverCaptain') }),
  z.strictObject({ type: z.literal('TradeTokens'), reward: z.enum(['fame', 'credits']) }),
  // Element E's worlds: The Kiln (XE-KILN-*), Relics (XE-RELIC-*, XE-DEAD-*), Ember (XE-EMBER-*)
  z.strictObject({ type: z.literal('DockKiln'), space: KilnSpace }),
  z.strictObject({ type: z.literal('KilnMove'), space: KilnSpace }),
  z.strictObject({ type: z.literal('UndockKiln'), to: HexIn }),
  z.strictObject({ type: z.literal('Excavate') }),
  z.strictObject({ type: z.literal('Sift'), at: CellIn }),
  z.strictObject({ type: z.literal('ChooseRelicReward'), reward: z.enum(['fame', 'reward']) }),
  z.strictObject({
    type: z.literal('MoveRelic'),
    from: CellIn,
    to: CellIn,
    turns: z.union([z.literal(0), z.literal(1)]),
  }),
  z.strictObject({ type: z.literal('Quarry') }),
  z.strictObject({ type: z.literal('SellEmber'), count: z.number().int().min(1).max(99) }),
  // Solo (XS-BEHV-06): after destroying an NPC, re-draw its Behavior card or keep it
  z.strictObject({ type: z.literal('RedrawBehaviour'), redraw: z.boolean() }),
  // A campaign game's goal, chosen before the first turn (XC-CAMP-03)
  z.strictObject({ type: z.literal('ChooseGoal'), goal: Ident }),
  // Campaign upgrades (XC-UPG-*): the Impulse track's action (heal a damage or gain 1 Energy),
  // the Re-arm track's action, and the Mission track's Scan from anywhere in a sector.
  z.strictObject({
    type: z.literal('ImpulseAction'),
    gain: z.enum(['energy', 'heal']),
    at: CellIn.optional(),
  }),
  z.strictObject({ type: z.literal('RearmMarker'), use: UseSpace }),
  z.strictObject({ type: z.literal('ScanSector'), side: Dir }),
  // Solo play (XS-*): seat an arriving opponent, choose the System Expanse's position and edge,
  // look at drawn missions at once, give up.
  z.strictObject({ type: z.literal('SeatNpc'), position: z.number().int().min(0).max(4) }),
  z.strictObject({ type: z.literal('ChooseExpanse'), slot: HexIn, from: HexIn }),
  z.strictObject({ type: z.literal('SortMissions') }),
  z.strictObject({ type: z.literal('Concede') }),
  // Kei's trade space with the Economy Board (elements C and E, XE-ECON-09)
  z.strictObject({
    type: z.literal('KeiTrade'),
    give: z.partialRecord(Cube, z.number().int().min(1).max(99)),
    take: z.partialRecord(Cube, z.number().int().min(1).max(99)),
  }),
]);

/** A command of Xia. */
export type XiaCommand = z.infer<typeof Command>;
export type CommandType = XiaCommand['type'];
export type CommandOfType<T extends CommandType> = Extract<XiaCommand, { type: T }>;

/** Every command type of Xia, from the schema itself. */
export const KNOWN_COMMAND_TYPES: ReadonlySet<string> = new Set(
  Command.options.map((option) => option.shape.type.value),
);

/**
 * What is wrong with a command's type, if anything: no object with a string `type` is
 * `MalformedCommand`, a type this game does not have is `UnknownCommand`. `parseCommand` and
 * `apply` share it, so one mistake gets one code whatever the entry point.
 */
export function commandTypeRefusal(input: unknown): RuleError | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      code: 'MalformedCommand',
      message: 'A command is an object with a "type" naming what to do.',
    };
  }
  const type: unknown = (input as { readonly type?: unknown }).type;
  if (typeof type !== 'string') {
    return {
      code: 'MalformedCommand',
      message: 'The command has no "type" saying what to do.',
    };
  }
  if (!KNOWN_COMMAND_TYPES.has(type)) {
    const shown = type.length > 40 ? `${type.slice(0, 40)}…` : type;
    return {
      code: 'UnknownCommand',
      message: `"${shown}" is not a command of this game.`,
    };
  }
  return undefined;
}

/** Reads a command from untrusted input, saying what was wrong otherwise. */
export function parseCommand(input: unknown): Result<XiaCommand, RuleError> {
  const wrongType = commandTypeRefusal(input);
  if (wrongType) return refuse(wrongType.code, wrongType.message);
  const parsed = Command.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  // A known type with fields that do not fit it.
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
  return refuse(
    'MalformedCommand',
    `The command is not well formed${where}: ${issue?.message ?? 'unreadable'}.`,
  );
}
