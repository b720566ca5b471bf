/**
 * The 15 Relic tokens of element E (XE-RELIC-04) as data: `content/embers/relics.json`. Each
 * gives 1 Fame or its reward when sifted: credits alone, credits and 2 named cubes, or credits
 * and a named Mod (Mods come with element F).
 */
import { z } from 'zod';
import { Cube } from '../../../content/schema.ts';

const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'ids are lowercase words joined by -' });

export const RelicReward = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('credits'), credits: z.literal(3000) }),
  z.strictObject({
    kind: z.literal('cubes'),
    credits: z.literal(2000),
    cubes: z.tuple([Cube, Cube]),
  }),
  z.strictObject({ kind: z.literal('mod'), credits: z.literal(2000), mod: id }),
]);

export const RelicDef = z.strictObject({
  id,
  name: z.string().min(1).max(80),
  reward: RelicReward,
});

/** The box holds 15 Relic tokens (the rulebook's components). */
export const RELIC_COUNT = 15;

export const RelicsFile = z.strictObject({
  relics: z.array(RelicDef).length(RELIC_COUNT),
});

export type RelicRewardDef = z.infer<typeof RelicReward>;
export type RelicDefT = z.infer<typeof RelicDef>;
export type RelicsFileDef = z.infer<typeof RelicsFile>;
