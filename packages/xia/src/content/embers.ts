/**
 * The expansion's additions to the core pack's lists (element E's sectors and missions, element
 * F's outfits), embedded from `content/embers/` and validated once against the core pack: the
 * same schemas, and cross checks over core and expansion together, so ids, Spawn Points and
 * Mission Points never clash. Lookups by id see both; the deals of a game take the expansion's
 * entries only when their element is on.
 */
import { err, ok, type Result } from '@drift/engine';
import missions from '../../content/embers/missions.json' with { type: 'json' };
import mods from '../../content/embers/mods.json' with { type: 'json' };
import outfits from '../../content/embers/outfits.json' with { type: 'json' };
import sectors from '../../content/embers/sectors.json' with { type: 'json' };
import { MODS_FILE, modOutfit, validateMods } from '../elements/f-outfits/content.ts';
import type { ModDef } from '../elements/f-outfits/schema.ts';
import { type ContentIssue, formatIssue, parseFile } from './load.ts';
import {
  type ContentPack,
  type MissionDef,
  Missions,
  type OutfitDef,
  Outfits,
  type SectorDef,
  Sectors,
} from './schema.ts';
import { crossCheck } from './validate.ts';

/** What the expansion adds to the core pack's lists. */
export interface EmbersPack {
  readonly sectors: readonly SectorDef[];
  readonly missions: readonly MissionDef[];
  /** Element F's outfits: Cargo Pods, Armor Plating and, as outfits of type `mod`, the Mods. */
  readonly outfits: readonly OutfitDef[];
  /** Element F's Mod kinds with their effects (the same ids as their outfits); none if absent. */
  readonly mods?: readonly ModDef[];
}

export const EMBERS_PACK_FILES: Readonly<Record<string, unknown>> = {
  'sectors.json': sectors,
  'missions.json': missions,
  'outfits.json': outfits,
  [MODS_FILE]: mods,
};

/** Validates the expansion's files on top of a core pack; issues name `embers/<file>`. */
export function validateEmbers(
  files: Readonly<Record<string, unknown>>,
  core: ContentPack,
): Result<EmbersPack, ContentIssue[]> {
  const issues: ContentIssue[] = [];
  const s = parseFile('sectors.json', Sectors, files, issues);
  const m = parseFile('missions.json', Missions, files, issues);
  const o = parseFile('outfits.json', Outfits, files, issues);
  if (s && m && o)
    issues.push(
      ...crossCheck({
        sectors: [...core.sectors, ...s],
        missions: [...core.missions, ...m],
        outfits: [...core.outfits, ...o],
      }),
    );
  const taken = [...core.outfits, ...(o ?? [])].map((x) => x.id);
  // A file set without mods.json has no Mods (element F's Mods are optional content).
  const modded = files[MODS_FILE] === undefined ? ok([]) : validateMods(files[MODS_FILE], taken);
  if (!modded.ok) issues.push(...modded.error);
  const named = issues.map((i) => ({ ...i, file: `embers/${i.file}` }));
  return named.length > 0 || !s || !m || !o || !modded.ok
    ? err(named)
    : ok({
        sectors: s,
        missions: m,
        outfits: [...o, ...modded.value.map(modOutfit)],
        mods: modded.value,
      });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const cached = new WeakMap<ContentPack, EmbersPack>();

/** The embedded expansion lists over `core`; throws listing every problem if invalid. */
export function embersPack(core: ContentPack): EmbersPack {
  const known = cached.get(core);
  if (known) return known;
  const result = validateEmbers(EMBERS_PACK_FILES, core);
  if (!result.ok)
    throw new Error(
      `The embedded expansion content is invalid:\n${result.error.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
    );
  const pack = deepFreeze(result.value);
  cached.set(core, pack);
  return pack;
}
