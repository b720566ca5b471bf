/**
 * The campaign's Goal cards as data (XC-CAMP-10, GAP-XC-01): `content/embers/campaign/goals.json`.
 * A card has a name, a Fame target, special rules from a small vocabulary and a reward that
 * later games apply. What each rule and reward does lives in code (rules.ts, rewards.ts).
 */
import { z } from 'zod';
import type { FameSource } from '../../events.ts';

const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'ids are lower-case words joined by -' });
const count = (max: number) => z.number().int().min(1).max(max);
const money = z.number().int().multipleOf(500).min(500).max(10_000);
/** Fame amounts; the target's own range (XB-SETUP-08) is checked with the options' rule. */
const FAME_MAX = 30;

/** Every source of Fame, in the order of XB-FAME-02..10 and the expansion's. */
export const FAME_SOURCES = [
  'exploration',
  'mission',
  'combat',
  'trade',
  'ship',
  'wealth',
  'kindness',
  'title',
  'luck',
  'event',
  'relic',
] as const satisfies readonly FameSource[];

// A Fame source the list forgets does not compile.
type Unlisted = Exclude<FameSource, (typeof FAME_SOURCES)[number]>;
const everySource: [Unlisted] extends [never] ? true : never = true;
void everySource;

/**
 * A special rule. `noAttacks`, `maxTier` and `noBoughtFame` are enforced (the command is
 * refused); `noKills`, `noDeaths` and `neverOutlaw` are watched and break when it happens; the
 * rest are counted and judged when the Fame target is reached.
 */
export const GoalRule = z.discriminatedUnion('kind', [
  /** Never Attack or Ram. */
  z.strictObject({ kind: z.literal('noAttacks') }),
  /** Destroy no ship (the Sellsword's kills count as the player's, XS-NPC-05). */
  z.strictObject({ kind: z.literal('noKills') }),
  /** The player's ship is never destroyed. */
  z.strictObject({ kind: z.literal('noDeaths') }),
  /** The player never carries Bounty. */
  z.strictObject({ kind: z.literal('neverOutlaw') }),
  /** No ship above this tier is bought. */
  z.strictObject({ kind: z.literal('maxTier'), tier: z.union([z.literal(1), z.literal(2)]) }),
  /** No Fame bought with credits (XB-BIZ-02). */
  z.strictObject({ kind: z.literal('noBoughtFame') }),
  /** At least `atLeast` Fame earned from these sources. */
  z.strictObject({
    kind: z.literal('fameFrom'),
    sources: z.array(z.enum(FAME_SOURCES)).min(1).max(FAME_SOURCES.length),
    atLeast: count(FAME_MAX),
  }),
  /** At least `atLeast` missions completed. */
  z.strictObject({ kind: z.literal('missions'), atLeast: count(FAME_MAX) }),
  /** The player's ship carries at least this Bounty when the target is reached. */
  z.strictObject({ kind: z.literal('bountyAtEnd'), atLeast: money }),
  /** The player's Fame is at least this far ahead of the NPCs' when the target is reached. */
  z.strictObject({ kind: z.literal('margin'), atLeast: count(FAME_MAX) }),
]);
export type GoalRuleDef = z.output<typeof GoalRule>;

/** What a completed goal gives every later game of the campaign (XC-CAMP-06). */
export const RewardEffect = z.discriminatedUnion('kind', [
  /** Start with more credits. */
  z.strictObject({ kind: z.literal('credits'), amount: money }),
  /** Start with Fame. */
  z.strictObject({ kind: z.literal('fame'), amount: count(2) }),
  /** The first outfit of this kind bought in a game costs nothing. */
  z.strictObject({ kind: z.literal('freeOutfit'), outfit: id }),
  /** Ships of this tier cost less. */
  z.strictObject({
    kind: z.literal('shipDiscount'),
    tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    amount: money,
  }),
  /** More active missions may be held. */
  z.strictObject({ kind: z.literal('missionSlots'), extra: count(2) }),
]);
export type RewardEffectDef = z.output<typeof RewardEffect>;

export const Goal = z.strictObject({
  id,
  name: z.string().min(1).max(40),
  /** The Fame target of a game attempting this goal (XS-SETUP-06). */
  fame: count(FAME_MAX),
  /** A line of story, in our words. */
  flavour: z.string().min(1).max(200),
  rules: z.array(GoalRule).min(1).max(4),
  reward: z.strictObject({ name: z.string().min(1).max(40), effect: RewardEffect }),
});
export type GoalDef = z.output<typeof Goal>;

export const GoalsFile = z.array(Goal).min(1).max(32);
