/**
 * Element F's Mods (XE-MOD-01) as data: `content/embers/mods.json`. Each Mod kind names its
 * effect by family (with numbers); the rules for each family live in mods.ts, written once.
 * Names and texts are ours, but for the four the rulebook names (Piercer, GTS, M-Comp,
 * Enviro-Shield).
 */
import { z } from 'zod';
import { TitleSkill } from '../../content/schema.ts';

const id = z.string().regex(/^[a-z0-9-]+$/, { error: 'ids are lowercase words joined by -' });
const text = z.string().min(1).max(240);
const bonus = z.number().int().min(1).max(4);

/** What a Mod does while it is undamaged. */
export const ModEffect = z.discriminatedUnion('kind', [
  /** On a Blaster/Missile use space: an attack using it cuts the defence by `amount` (XE-MOD-02). */
  z.strictObject({ kind: z.literal('pierce'), amount: bonus }),
  /** On a Shield use space: that shield counts its maximum against non-combat harm (XE-MOD-06). */
  z.strictObject({ kind: z.literal('enviro') }),
  /**
   * In the hold: each orthogonally adjacent outfit of these types rolls `bonus` higher, after
   * its damage penalty and never above its die's maximum (XE-MOD-04).
   */
  z.strictObject({
    kind: z.literal('boost'),
    types: z.array(z.enum(['engine', 'shield', 'blaster', 'missile'])).min(1),
    bonus,
  }),
  /** In the hold: `extra` more active missions may be held (XE-MOD-05). */
  z.strictObject({ kind: z.literal('missions'), extra: bonus }),
  /** In the hold: the same bonus a Title's skill gives (no Energy maximum: see decisions). */
  z.strictObject({
    kind: z.literal('skill'),
    skill: TitleSkill.refine((s) => s.kind !== 'energyMax', {
      error: 'a Mod does not change the Energy maximum',
    }),
  }),
]);

/** A Mod kind: `copies` tiles of it are in the box. */
export const Mod = z.strictObject({
  id,
  name: z.string().min(1).max(40),
  copies: z.number().int().min(1).max(12),
  text,
  effect: ModEffect,
});

export const ModsFile = z.array(Mod);

export type ModDef = z.infer<typeof Mod>;
export type ModEffectDef = z.infer<typeof ModEffect>;

/** The tiles the box holds (GAP-XE-01). */
export const MOD_TILES = 45;
