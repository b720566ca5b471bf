/**
 * The expansion's content folder (`content/embers`) checked as a whole: each file against its
 * schema and cross checks, over the core pack it extends. `drift content check` runs this on the
 * embedded folder or on one a person gives; every problem is named `embers/<file> …`.
 */

import goals from '../../content/embers/campaign/goals.json' with { type: 'json' };
import raw from '../../content/embers/events.json' with { type: 'json' };
import tokens from '../../content/embers/exploration.json' with { type: 'json' };
import { GOALS_FILE, validateGoals } from '../campaign/goals/content.ts';
import { EMBERS_PACK_FILES, validateEmbers } from '../content/embers.ts';
import type { ContentIssue } from '../content/load.ts';
import type { ContentPack } from '../content/schema.ts';
import { SOLO_FILES } from '../solo/content/index.ts';
import { validateSolo } from '../solo/content/validate.ts';
import { SOLO_RULES_RAW, validateSoloRules } from '../solo/content.ts';
import { validateEvents } from './a-events/content.ts';
import { validateTokens } from './b-tokens/content.ts';

/** Every file of the expansion's folder. */
export const EMBERS_FILE_NAMES = [
  'events.json',
  'exploration.json',
  ...Object.keys(EMBERS_PACK_FILES),
  ...Object.keys(SOLO_FILES), // solo/…: Behavior cards, NPC Stats, the Sellsword (GAP-XS-01)
  GOALS_FILE,
  'solo-rules.json',
] as const;

/** The embedded expansion folder's files, parsed, by name. */
export const EMBERS_FILES: Readonly<Record<string, unknown>> = {
  'events.json': raw,
  'exploration.json': tokens,
  ...EMBERS_PACK_FILES,
  ...SOLO_FILES,
  [GOALS_FILE]: goals,
  'solo-rules.json': SOLO_RULES_RAW,
};

const named = (issue: ContentIssue): ContentIssue =>
  issue.file.startsWith('embers/') ? issue : { ...issue, file: `embers/${issue.file}` };

/** Every problem of an expansion folder's parsed files over `core`; none when it is sound. */
export function checkEmbersFiles(
  files: Readonly<Record<string, unknown>>,
  core: ContentPack,
): ContentIssue[] {
  const out: ContentIssue[] = [];
  const events = validateEvents(files['events.json'], core.info.titleSpaces);
  if (!events.ok) out.push(...events.error.map(named));
  const faces = validateTokens(files['exploration.json']);
  if (!faces.ok) out.push(...faces.error.map(named));
  const lists = validateEmbers(files, core);
  if (!lists.ok) out.push(...lists.error.map(named));
  const npcs = validateSolo(
    files,
    core.npcs.map((n) => n.id),
  ); // solo Behavior cards, NPC Stats, the Sellsword (GAP-XS-01)
  if (!npcs.ok) out.push(...npcs.error.map(named));
  // The campaign's Goal cards (XC-CAMP-10); their rewards may name any outfit or Mod.
  const outfits = lists.ok ? [...core.outfits, ...lists.value.outfits] : null;
  const cards = validateGoals(files[GOALS_FILE], outfits);
  if (!cards.ok) out.push(...cards.error.map(named));
  const solo = validateSoloRules(files['solo-rules.json'], core); // XS-SETUP-03..05
  if (!solo.ok) out.push(...solo.error.map(named));
  return out;
}

/** What a sound expansion folder holds, in one line. */
export function embersSummary(files: Readonly<Record<string, unknown>>): string {
  const n = (name: string) => {
    const v = files[name];
    if (Array.isArray(v)) return v.length;
    const inner = (v as { events?: unknown } | undefined)?.events;
    return Array.isArray(inner) ? inner.length : 0;
  };
  const s = (k: number, one: string) => `${k} ${one}${k === 1 ? '' : 's'}`;
  return [
    s(n('events.json'), 'Event'),
    s(n('exploration.json'), 'exploration token'),
    s(n('sectors.json'), 'sector'),
    s(n('missions.json'), 'mission'),
    s(n('outfits.json'), 'outfit'),
    s(n('mods.json'), 'Mod kind'),
    s(n('solo/behaviours.json'), 'Behavior card'),
    s(n('solo/stats.json'), 'NPC Stats card'),
    s(n(GOALS_FILE), 'campaign Goal card'),
  ].join(', ');
}
