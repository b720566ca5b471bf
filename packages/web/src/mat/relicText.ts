/** Element E: a Relic token in words, from its id (XE-RELIC-03, XE-RELIC-04). */
import { embersRelics } from '@drift/xia';
import { xia } from '../app/content.ts';
import { credits } from '../look/format.ts';
import { cubesText } from '../play/words.ts';

export interface RelicWords {
  readonly name: string;
  /** Its reward in words: "3,000 credits", "2,000 credits and 1 Spice and 1 Holo". */
  readonly reward: string;
}

/** A Relic's name and reward; an unknown id is named as it is. */
export function relicWords(id: string): RelicWords {
  const def = embersRelics().find((r) => r.id === id);
  if (!def) return { name: id, reward: 'its reward' };
  const r = def.reward;
  const money = credits(r.credits);
  if (r.kind === 'credits') return { name: def.name, reward: money };
  if (r.kind === 'mod') {
    const mod = xia().content.embers.outfits.find((o) => o.id === r.mod)?.name ?? r.mod;
    return { name: def.name, reward: `${money} and the Mod ${mod}` };
  }
  const cubes: Record<string, number> = {};
  for (const c of r.cubes) cubes[c] = (cubes[c] ?? 0) + 1;
  return { name: def.name, reward: `${money} and ${cubesText(cubes)}` };
}
