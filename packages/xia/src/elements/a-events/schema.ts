/**
 * The Event cards of element A (XE-EVENT-01..05) as data: `content/embers/events.json`. Each
 * card names its effect by kind (with numbers), an optional per-round effect, and when it
 * leaves play (XE-EVENT-03). The rules for each kind live in effects.ts.
 */
import { z } from 'zod';

const id = z.string().regex(/^[a-z0-9-]+$/, { error: 'ids are lowercase words joined by -' });
const text = z.string().min(1).max(240);
const amount = z.number().int().min(-5).max(5);
const money = z.number().int().multipleOf(500).min(0).max(5000);

/** What a card does while it is in play, or once when drawn. */
export const EventEffect = z.discriminatedUnion('kind', [
  /** Lasting: each cube sold fetches `credits` more (less when negative, never below 0). */
  z.strictObject({
    kind: z.literal('salePrice'),
    credits: z.number().int().multipleOf(500).min(-1000).max(2000),
  }),
  /** Lasting: added to every hazard d20 (never above 20, never below 1). */
  z.strictObject({ kind: z.literal('hazardRoll'), amount }),
  /** Lasting: added to every Move action's engine points (never below 0). */
  z.strictObject({ kind: z.literal('engineMove'), amount }),
  /** Lasting: added to every mission d20. */
  z.strictObject({ kind: z.literal('missionRoll'), amount }),
  /** Lasting: added to every attack total. */
  z.strictObject({ kind: z.literal('attackBonus'), amount }),
  /** Lasting: malfunctioning gates work as ordinary gates (a gate re-tethered). */
  z.strictObject({ kind: z.literal('gateTethered') }),
  /** A race: a marker on a free Spawn Point; the first captain there in their Status Phase wins. */
  z.strictObject({ kind: z.literal('race'), fame: z.number().int().min(0).max(2), credits: money }),
  /** Once: every captain gains `credits`. */
  z.strictObject({ kind: z.literal('windfall'), credits: money }),
  /** Once: every captain's Bounty is cleared (a change of heart). */
  z.strictObject({ kind: z.literal('amnesty') }),
  /** Once: every NPC's Bounty rises by `credits`. */
  z.strictObject({ kind: z.literal('npcBounty'), credits: money }),
  /** Once: every captain's Energy is refilled to its maximum. */
  z.strictObject({ kind: z.literal('recharge') }),
  /** Once: the captains with the least Fame each gain `fame`. */
  z.strictObject({ kind: z.literal('underdog'), fame: z.number().int().min(1).max(2) }),
  /** Once, element E only: The Kiln is destroyed with every ship docked there (XE-KILN-10). */
  z.strictObject({ kind: z.literal('stationDestroyed') }),
  /** Element E only: a giant comet crosses the board, destroying all in its way (Rikishi). */
  z.strictObject({ kind: z.literal('giantComet') }),
]);

/** Effects that need element E's pieces: their cards join the deck only with E on. */
export const NEEDS_E: readonly EventEffectDef['kind'][] = ['stationDestroyed', 'giantComet'];

/** What happens at each round boundary while the card is in play (XE-EVENT-04). */
export const EventRoundEffect = z.discriminatedUnion('kind', [
  /** Every captain loses `amount` Energy (as much as they have). */
  z.strictObject({ kind: z.literal('energyDrain'), amount: z.number().int().min(1).max(3) }),
  /** Every captain gains `credits`. */
  z.strictObject({ kind: z.literal('stipend'), credits: money }),
  /** Every NPC's Bounty rises by `credits`. */
  z.strictObject({ kind: z.literal('npcBounty'), credits: money }),
  /** The giant comet flies a d6 spaces on (element E, Rikishi). */
  z.strictObject({ kind: z.literal('giantCometFlies') }),
]);

/** When a card leaves play (XE-EVENT-03). */
export const EventLeaves = z.discriminatedUnion('kind', [
  /** At once, after its one-time effect. */
  z.strictObject({ kind: z.literal('atOnce') }),
  /** After this many round boundaries (XE-EVENT-04). */
  z.strictObject({ kind: z.literal('rounds'), rounds: z.number().int().min(1).max(6) }),
  /** When a captain claims its prize (a race). */
  z.strictObject({ kind: z.literal('claimed') }),
]);

export const EventCard = z.strictObject({
  id,
  name: z.string().min(1).max(40),
  /** The "while in play" part, in our words. */
  text,
  /** The "leaves play when" part, in our words. */
  leavesText: text,
  /** What it does while in play or once when drawn; a card may have only a per-round effect. */
  effect: EventEffect.optional(),
  perRound: EventRoundEffect.optional(),
  leaves: EventLeaves,
});

export const EventsFile = z.strictObject({
  /** Fame values whose space on the track is an Event space (XE-EVENT-01, GAP-XE-02). */
  eventSpaces: z.array(z.number().int().positive()).min(1),
  events: z.array(EventCard).min(1).max(22),
});

export type EventCardDef = z.infer<typeof EventCard>;
export type EventEffectDef = z.infer<typeof EventEffect>;
export type EventRoundEffectDef = z.infer<typeof EventRoundEffect>;
export type EventsFileDef = z.infer<typeof EventsFile>;

/** Effects that happen once, when the card is drawn. */
export const ONE_TIME_KINDS: readonly EventEffectDef['kind'][] = [
  'windfall',
  'amnesty',
  'npcBounty',
  'recharge',
  'underdog',
  'stationDestroyed',
];
