/**
 * Setup options, parsed from untrusted input (a lobby form, a CLI flag, a saved match).
 */
import { type Result, type RuleError, refuse } from '@drift/engine';
import { z } from 'zod';

/** The most captains a game seats (XB-GEN-01). */
export const MAX_SEATS = 5;

const Options = z.strictObject({
  /** 3 to 5 captains (XB-GEN-01). */
  seats: z.number().int().min(3).max(MAX_SEATS),
  /** Fame needed to win (XB-SETUP-08); one the pack offers. Default 10, or 5 for a first game. */
  fameTarget: z.number().int().min(1).max(99).optional(),
  /** `firstGame`: the recommended first game's fixed sectors and no NPCs (XB-FIRST-01, XB-FIRST-02). */
  preset: z.enum(['standard', 'firstGame']).default('standard'),
  /** Play with NPCs (XB-NPC-*); the first-game preset leaves them out (XB-FIRST-01). Default: on, off for a first game. */
  npcs: z.boolean().optional(),
  /** Starting sectors by seat, instead of dealing them (ids of the pack). */
  sectors: z.array(z.string()).optional(),
});

export type XiaOptions = z.infer<typeof Options>;
export type XiaOptionsInput = z.input<typeof Options>;

/** Reads setup options, filling defaults; says what was wrong otherwise. */
export function parseOptions(input: unknown): Result<XiaOptions, RuleError> {
  const parsed = Options.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return refuse(
    'BadOptions',
    `Setup options are not valid: ${where}${issue?.message ?? 'unreadable'}.`,
  );
}
