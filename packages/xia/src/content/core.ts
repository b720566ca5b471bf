/**
 * The `core` pack, embedded: the JSON files of `content/core` imported statically, validated
 * once on first use. An invalid embedded pack is a programmer error, so it throws, listing every
 * problem.
 */
import abilities from '../../content/core/abilities.json' with { type: 'json' };
import exploration from '../../content/core/exploration.json' with { type: 'json' };
import missions from '../../content/core/missions.json' with { type: 'json' };
import npcs from '../../content/core/npcs.json' with { type: 'json' };
import outfits from '../../content/core/outfits.json' with { type: 'json' };
import info from '../../content/core/pack.json' with { type: 'json' };
import sectors from '../../content/core/sectors.json' with { type: 'json' };
import ships from '../../content/core/ships.json' with { type: 'json' };
import titles from '../../content/core/titles.json' with { type: 'json' };
import { formatIssue, validatePack } from './load.ts';
import type { ContentPack, PackFileName } from './schema.ts';

/** The embedded core pack's files, as parsed JSON by file name. */
export const CORE_PACK_FILES: Readonly<Record<PackFileName, unknown>> = {
  'pack.json': info,
  'sectors.json': sectors,
  'ships.json': ships,
  'abilities.json': abilities,
  'outfits.json': outfits,
  'exploration.json': exploration,
  'titles.json': titles,
  'missions.json': missions,
  'npcs.json': npcs,
};

/** Where the core pack's files live (a `file:` URL in Node), for tools that read them from disk. */
export function corePackUrl(): URL {
  return new URL('../../content/core/', import.meta.url);
}

let cached: ContentPack | undefined;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The validated core pack (validated once, frozen, shared). Throws if the embedded pack is invalid. */
export function corePack(): ContentPack {
  if (cached !== undefined) return cached;
  const result = validatePack(CORE_PACK_FILES);
  if (!result.ok) {
    const lines = result.error.map((issue) => `  ${formatIssue(issue)}`).join('\n');
    throw new Error(`The embedded core content pack is invalid:\n${lines}`);
  }
  cached = deepFreeze(result.value);
  return cached;
}
