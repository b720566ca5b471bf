/**
 * Element F's Mods as content: `content/embers/mods.json` validated (schema, unique ids clear of
 * the outfits', 45 tiles in all) and turned into outfits of type `mod`, so the rules index,
 * buy, sell, rearrange and refit them as outfits (XE-MOD-01). A Mod is Small (Tier 1): it buys
 * and sells for 1,000 with or without element G (XE-QR-01, GAP-XE-15).
 */
import { describeIssue, err, keysAt, ok, type Result } from '@drift/engine';
import { type ContentIssue, issueAt } from '../../content/load.ts';
import type { OutfitDef } from '../../content/schema.ts';
import type { Content } from '../../model/content.ts';
import { MOD_TILES, type ModDef, ModsFile } from './schema.ts';

export const MODS_FILE = 'mods.json';

/** Validates parsed `mods.json`; `taken` are the outfit ids a Mod id must not reuse. */
export function validateMods(
  input: unknown,
  taken: readonly string[],
): Result<ModDef[], ContentIssue[]> {
  const parsed = ModsFile.safeParse(input, { reportInput: true });
  if (!parsed.success)
    return err(
      parsed.error.issues.map((issue) =>
        issueAt(
          MODS_FILE,
          input,
          issue.path,
          describeIssue(issue, (path, inp) => keysAt(ModsFile, path, inp)),
        ),
      ),
    );
  const issues: ContentIssue[] = [];
  const seen = new Set(taken);
  parsed.data.forEach((mod, i) => {
    if (seen.has(mod.id))
      issues.push(issueAt(MODS_FILE, input, [i, 'id'], `the id ${mod.id} is used twice`));
    seen.add(mod.id);
  });
  const tiles = parsed.data.reduce((n, m) => n + m.copies, 0);
  if (tiles !== MOD_TILES)
    issues.push({ file: MODS_FILE, path: '', message: `${tiles} Mod tiles, not ${MOD_TILES}` });
  return issues.length > 0 ? err(issues) : ok(parsed.data);
}

/** A Mod as an outfit: one space, no use space of its own, Small (Tier 1). */
export function modOutfit(mod: ModDef): OutfitDef {
  return {
    id: mod.id,
    name: mod.name,
    type: 'mod',
    tier: 1,
    price: 1000,
    sellPrice: 1000,
    die: 6,
    copies: mod.copies,
    shape: ['S'],
    text: mod.text,
  };
}

const byContent = new WeakMap<Content, ReadonlyMap<string, ModDef>>();

/** The Mod kind `kind` names, or undefined for any other outfit. */
export function modDef(content: Content, kind: string): ModDef | undefined {
  let map = byContent.get(content);
  if (!map) {
    map = new Map((content.embers.mods ?? []).map((m) => [m.id, m]));
    byContent.set(content, map);
  }
  return map.get(kind);
}

/** The outfit types a Mod sits on (Piercer, Enviro-Shield), or none: it works in the hold. */
export function hostTypes(mod: ModDef): readonly OutfitDef['type'][] {
  switch (mod.effect.kind) {
    case 'pierce':
      return ['blaster', 'missile'];
    case 'enviro':
      return ['shield'];
    default:
      return [];
  }
}
