/**
 * What working Mods do (XE-MOD-01..06): each effect family once. A Mod works while no damage lies
 * on its space; for a Mod over a use space that space is the use space's own, so damage there
 * stops both (GAP-XE-14). Pure reads over content and hold.
 */
import type { TitleDef } from '../../content/schema.ts';
import type { Content } from '../../model/content.ts';
import type { Hold, PlacedOutfit, UseSpaceOn } from '../../model/state.ts';
import { cellsOf, hurtOn } from './cells.ts';
import { modDef } from './content.ts';
import type { ModDef, ModEffectDef } from './schema.ts';

type Effect<K extends ModEffectDef['kind']> = Extract<ModEffectDef, { kind: K }>;

/** Working Mods of one effect family in the hold, with their effect. */
function working<K extends ModEffectDef['kind']>(
  content: Content,
  hold: Pick<Hold, 'outfits' | 'damage'>,
  kind: K,
): { placed: PlacedOutfit; mod: ModDef; effect: Effect<K> }[] {
  const out: { placed: PlacedOutfit; mod: ModDef; effect: Effect<K> }[] = [];
  for (const placed of hold.outfits) {
    const mod =
      content.outfit(placed.kind).type === 'mod' ? modDef(content, placed.kind) : undefined;
    if (!mod || mod.effect.kind !== kind || hurtOn(hold, [placed.at])) continue;
    out.push({ placed, mod, effect: mod.effect as Effect<K> });
  }
  return out;
}

/** Whether a working Mod is in the hold at all: a fast way out for base holds. */
function anyMod(content: Content, hold: Pick<Hold, 'outfits'>): boolean {
  return hold.outfits.some((o) => content.outfit(o.kind).type === 'mod');
}

/**
 * What loose boost Mods (GTS and kin) add to a roll of `outfit`: each one orthogonally next to
 * any of its cells and serving its type (XE-MOD-04).
 */
export function boostFor(
  content: Content,
  hold: Pick<Hold, 'outfits' | 'damage'>,
  outfit: PlacedOutfit,
): number {
  if (!anyMod(content, hold)) return 0;
  const type = content.outfit(outfit.kind).type;
  const cells = cellsOf(content, outfit);
  let bonus = 0;
  for (const { placed, effect } of working(content, hold, 'boost')) {
    if (placed.on || !effect.types.includes(type as Effect<'boost'>['types'][number])) continue;
    const [x, y] = placed.at;
    if (cells.some(([a, b]) => Math.abs(a - x) + Math.abs(b - y) === 1)) bonus += effect.bonus;
  }
  return bonus;
}

/**
 * A roll of an outfit after damage and Mods (XB-OUTF-07, XE-MOD-04): the face less its damage,
 * never below 0; then boosts, never above the die's maximum.
 */
export function boostedValue(content: Content, base: number, boost: number, kind: string): number {
  return boost > 0 ? Math.min(content.outfit(kind).die, base + boost) : base;
}

/** What working skill Mods add to one of the Title skills. */
export function modSkill(
  content: Content,
  hold: Pick<Hold, 'outfits' | 'damage'>,
  kind: TitleDef['skill']['kind'],
): number {
  if (!anyMod(content, hold)) return 0;
  let total = 0;
  for (const { effect } of working(content, hold, 'skill')) {
    const skill = effect.skill;
    if (skill.kind === kind)
      total += 'bonus' in skill ? skill.bonus : 'amount' in skill ? skill.amount : 1;
  }
  return total;
}

/** Extra active missions from working M-Comps (XE-MOD-05). */
export function extraMissions(content: Content, hold: Pick<Hold, 'outfits' | 'damage'>): number {
  if (!anyMod(content, hold)) return 0;
  return working(content, hold, 'missions').reduce((n, m) => n + m.effect.extra, 0);
}

/** The defence an attack through these use spaces takes away: working Piercers on them (XE-MOD-02). */
export function piercing(
  content: Content,
  hold: Pick<Hold, 'outfits' | 'damage'>,
  use: readonly UseSpaceOn[],
): number {
  if (!anyMod(content, hold)) return 0;
  let total = 0;
  for (const { placed, effect } of working(content, hold, 'pierce')) {
    const on = placed.on;
    if (on && use.some((u) => u.outfit === on.outfit && u.space === on.space))
      total += effect.amount;
  }
  return total;
}

/** Whether a working Enviro-Shield sits over this shield use space (XE-MOD-06). */
export function enviroOn(
  content: Content,
  hold: Pick<Hold, 'outfits' | 'damage'>,
  use: UseSpaceOn,
): boolean {
  if (!anyMod(content, hold)) return false;
  return working(content, hold, 'enviro').some(
    ({ placed }) => placed.on?.outfit === use.outfit && placed.on.space === use.space,
  );
}
