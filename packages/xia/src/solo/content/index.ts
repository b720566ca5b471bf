/**
 * The embedded solo data (`content/embers/solo/`), validated once against the core pack's NPCs
 * and frozen: Behavior cards, NPC Stats cards and the Sellsword (GAP-XS-01).
 */
import coreNpcs from '../../../content/core/npcs.json' with { type: 'json' };
import behaviours from '../../../content/embers/solo/behaviours.json' with { type: 'json' };
import sellsword from '../../../content/embers/solo/sellsword.json' with { type: 'json' };
import stats from '../../../content/embers/solo/stats.json' with { type: 'json' };
import { formatIssue } from '../../content/load.ts';
import type { NpcDef } from '../../content/schema.ts';
import type { BehaviourCardDef, BehaviourDef, SoloContent, StatsSideDef } from './schema.ts';
import { BEHAVIOURS_FILE, SELLSWORD_FILE, STATS_FILE, validateSolo } from './validate.ts';

/** The embedded solo files by name, as `drift content check` reads them. */
export const SOLO_FILES: Readonly<Record<string, unknown>> = {
  [BEHAVIOURS_FILE]: behaviours,
  [STATS_FILE]: stats,
  [SELLSWORD_FILE]: sellsword,
};

/** The core pack's NPC ids: the solo data names them. */
export const CORE_NPC_IDS: readonly string[] = coreNpcs.map((n) => n.id);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

let cached: SoloContent | undefined;

/** The embedded solo data; throws listing every problem if it is invalid. */
export function soloContent(): SoloContent {
  if (cached) return cached;
  const result = validateSolo(SOLO_FILES, CORE_NPC_IDS);
  if (!result.ok)
    throw new Error(
      `The embedded solo data is invalid:\n${result.error.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
    );
  cached = deepFreeze(result.value);
  return cached;
}

let cards: ReadonlyMap<string, BehaviourCardDef> | undefined;

/** A Behavior card by id; a state names only cards of the file. */
export function behaviourCard(id: string): BehaviourCardDef {
  cards ??= new Map(soloContent().cards.map((c) => [c.id, c]));
  const card = cards.get(id);
  if (!card) throw new Error(`No Behavior card "${id}"`);
  return card;
}

/** A Behavior card's name; an unknown id as it is. */
export function behaviourCardName(id: string): string {
  return soloContent().cards.find((c) => c.id === id)?.name ?? id;
}

/** Behaviour `index` (0 or 1) of a Behavior card. */
export function behaviourOf(card: string, index: number): BehaviourDef {
  const found = behaviourCard(card).behaviours[index];
  if (!found) throw new Error(`Behavior card "${card}" has no behaviour ${index}`);
  return found;
}

/** The name of behaviour `index` of a Behavior card. */
export function behaviourName(card: string, index: number): string {
  return behaviourOf(card, index).name;
}

/** The ids of the Behavior cards in an NPC's deck, in file order. */
export function deckOf(npc: string): string[] {
  return soloContent()
    .cards.filter((c) => c.npc === npc)
    .map((c) => c.id);
}

/** The NPC Stats side of an NPC (XS-NPC-02), or undefined for an NPC without a Stats card. */
export function statsSide(npc: string, side: 'A' | 'B'): StatsSideDef | undefined {
  return soloContent().stats.find((s) => s.npc === npc)?.[side];
}

/** The Sellsword's id. */
export function sellswordId(): string {
  return soloContent().sellsword.id;
}

let card: NpcDef | undefined;

/**
 * The Sellsword as an NPC card, so the NPC rules can move, fight and name it: its numbers are
 * side A of its Stats card (solo play reads its side, XS-NPC-03); it has no home sector (it
 * appears at a random Spawn Point, XS-NPC-06) and no route.
 */
export function sellswordCard(): NpcDef {
  if (card) return card;
  const { sellsword: def, stats: all } = soloContent();
  const side = all.find((s) => s.npc === def.id)?.A;
  if (!side) throw new Error('The Sellsword has no NPC Stats card');
  card = deepFreeze({
    id: def.id,
    name: def.name,
    legal: def.legal,
    behaviour: 'sellsword',
    home: '',
    speed: side.speed,
    attack: { ...side.attack },
    defence: side.defence,
    toKill: side.toKill,
    onKill: { ...def.onKill },
    bounty: 0,
    route: [],
    text: def.text,
  });
  return card;
}
