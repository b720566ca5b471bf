/**
 * Solo data of our own (GAP-XS-01), as JSON under `content/embers/solo/`: the Behavior cards of
 * the NPCs and the Sellsword (XS-BEHV-01..05), the double-sided NPC Stats cards (XS-NPC-02,
 * XS-NPC-03) and the Sellsword itself (XS-NPC-05, XS-NPC-06). A behaviour is a list of steps in
 * a small language: move to a target, attack, trade, repair, each with an optional condition
 * and an alternate step tried when it cannot be done (XS-BEHV-02).
 */
import { z } from 'zod';

const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens');
const name = z.string().min(1).max(40);
const text = z.string().min(1).max(300);
const die = z.union([z.literal(6), z.literal(8), z.literal(12)]);

/**
 * Ships a step may aim at. A "foe" is a ship of the other side: for an NPC the player's ship and
 * the Sellsword, for the Sellsword the NPCs. `player` is the player's ship (for the Sellsword, a
 * ship to stay close to); the three `…Attacker`s are the ship that last attacked this NPC, the
 * Merchant, or the player.
 */
export const SHIP_TARGETS = [
  'player',
  'foe',
  'outlaw',
  'innocent',
  'weakest',
  'attacker',
  'merchantAttacker',
  'playerAttacker',
] as const;

/**
 * Places a step may go to: any sell space, a sell space not traded at yet this turn, a space of
 * a Lawful or an Outlaw planet, its home (the Sellsword's: a Spawn Point), any Spawn Point.
 */
export const PLACE_TARGETS = [
  'sell',
  'newSell',
  'lawfulPlanet',
  'outlawPlanet',
  'home',
  'spawn',
] as const;

export const ShipTarget = z.enum(SHIP_TARGETS);
export const PlaceTarget = z.enum(PLACE_TARGETS);
export const Target = z.enum([...SHIP_TARGETS, ...PLACE_TARGETS]);

/**
 * When a step applies: badly damaged (half its To Kill or more) or not, the player an Outlaw
 * or Innocent, standing at home.
 */
export const Condition = z.enum([
  'badlyDamaged',
  'healthy',
  'playerOutlaw',
  'playerInnocent',
  'atHome',
]);

export type ShipTargetDef = z.infer<typeof ShipTarget>;
export type PlaceTargetDef = z.infer<typeof PlaceTarget>;
export type TargetDef = z.infer<typeof Target>;
export type ConditionDef = z.infer<typeof Condition>;

interface StepBase {
  /** The step applies only then; otherwise it cannot be done. */
  readonly when?: ConditionDef | undefined;
  /** Tried when this step cannot be done (XS-BEHV-02). */
  readonly else?: StepDef | undefined;
}

/** One step of a behaviour. */
export type StepDef =
  | (StepBase & {
      readonly do: 'move';
      readonly to: TargetDef;
      /** A doubled move (XS-BEHV-05). */
      readonly twice?: boolean | undefined;
    })
  | (StepBase & {
      readonly do: 'attack';
      /** Whom; without it, the ship this NPC went after earlier in its turn. */
      readonly at?: ShipTargetDef | undefined;
      /** A doubled attack: two attacks, shields re-armed between (XS-BEHV-04). */
      readonly twice?: boolean | undefined;
    })
  | (StepBase & {
      readonly do: 'trade';
      /** Credits earned at a sell space, carried until the Merchant is destroyed. */
      readonly credits: number;
      /** "+X" for the NPCs' round-end roll, per trade (XS-END-03, GAP-XS-03). */
      readonly bonus?: number | undefined;
    })
  | (StepBase & { readonly do: 'repair'; readonly amount: number });

export const Step: z.ZodType<StepDef> = z.lazy(() => {
  // Inside the lazy: Step is defined by the time this runs.
  const base = { when: Condition.optional(), else: Step.optional() };
  return z.discriminatedUnion('do', [
    z.strictObject({ do: z.literal('move'), to: Target, twice: z.boolean().optional(), ...base }),
    z.strictObject({
      do: z.literal('attack'),
      at: ShipTarget.optional(),
      twice: z.boolean().optional(),
      ...base,
    }),
    z.strictObject({
      do: z.literal('trade'),
      credits: z.number().int().multipleOf(500).min(0).max(5000),
      bonus: z.number().int().min(1).max(6).optional(),
      ...base,
    }),
    z.strictObject({ do: z.literal('repair'), amount: z.number().int().min(1).max(20), ...base }),
  ]);
});

/** One behaviour: a name, its words on the card, its steps in order. */
export const Behaviour = z.strictObject({
  name,
  text,
  steps: z.array(Step).min(1).max(6),
});

/** A Behavior card: two behaviours, one drawn at random (XS-BEHV-01). */
export const BehaviourCard = z.strictObject({
  id,
  /** The NPC whose deck it is in (the Sellsword's id for its own). */
  npc: id,
  name,
  behaviours: z.tuple([Behaviour, Behaviour]),
});

export const BehavioursFile = z.array(BehaviourCard);

/** One side of an NPC Stats card: the values that replace its NPC card's (XS-NPC-03). */
export const StatsSide = z.strictObject({
  speed: z.number().int().min(1).max(10),
  attack: z.strictObject({ weapon: z.enum(['blaster', 'missile']), die }),
  defence: die,
  toKill: z.number().int().min(1).max(40),
});

/** An NPC Stats card: side A (easier) and side B (harder), XS-NPC-02. */
export const StatsCard = z.strictObject({ npc: id, A: StatsSide, B: StatsSide });
export const StatsFile = z.array(StatsCard);

/** The Sellsword: the player's automated ally; its numbers are on its Stats card. */
export const Sellsword = z.strictObject({
  id,
  name,
  legal: z.enum(['lawful', 'outlaw', 'neutral']),
  /** What destroying it gives (only NPCs destroy it, and NPCs never gain). */
  onKill: z.strictObject({ fame: z.number().int().min(0), credits: z.number().int().min(0) }),
  text,
});

export type BehaviourDef = z.infer<typeof Behaviour>;
export type BehaviourCardDef = z.infer<typeof BehaviourCard>;
export type StatsSideDef = z.infer<typeof StatsSide>;
export type StatsCardDef = z.infer<typeof StatsCard>;
export type SellswordDef = z.infer<typeof Sellsword>;

/** The solo data, validated. */
export interface SoloContent {
  readonly cards: readonly BehaviourCardDef[];
  readonly stats: readonly StatsCardDef[];
  readonly sellsword: SellswordDef;
}
