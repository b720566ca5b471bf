/** The new exploration tokens' file, `content/embers/exploration.json` (XE-EXPL-01). */
import { z } from 'zod';
import { Cube } from '../../content/schema.ts';

const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens');
const text = z.string().min(1).max(400);
const positive = z.number().int().min(1);

/** What a token does the moment it is turned face up (XE-EXPL-03..07). */
export const TokenEffect = z.discriminatedUnion('kind', [
  /** A cube of this colour from the supply into the hold, or beside the ship (XE-EXPL-03). */
  z.strictObject({ kind: z.literal('cube'), colour: Cube }),
  /** Energy refilled to the maximum (XE-EXPL-04). */
  z.strictObject({ kind: z.literal('energy') }),
  /** Ice damage a shield may block (XE-EXPL-05). */
  z.strictObject({ kind: z.literal('ice'), amount: positive }),
  /** Movement to use at once (XE-EXPL-06). */
  z.strictObject({ kind: z.literal('movement'), points: positive }),
  /** A captain to carry to the top mission card's delivery point (XE-EXPL-07). */
  z.strictObject({ kind: z.literal('captainInNeed') }),
]);

export const TokenFace = z.strictObject({ id, name: text, text, effect: TokenEffect });
export const TokensFile = z.array(TokenFace).min(2);

export type TokenFaceDef = z.infer<typeof TokenFace>;
export type TokenEffectDef = z.infer<typeof TokenEffect>;
