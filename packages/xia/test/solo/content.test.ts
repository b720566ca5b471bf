/**
 * The solo data of our own (GAP-XS-01): Behavior cards, NPC Stats cards and the Sellsword, as
 * JSON validated by a schema and cross checks, wired into the expansion's content check.
 */
import { describe, expect, it } from 'vitest';
import { corePack } from '../../src/content/core.ts';
import { type ContentIssue, formatIssue, validatePack } from '../../src/content/index.ts';
import { checkEmbersFiles, EMBERS_FILES, embersSummary } from '../../src/elements/embers-files.ts';
import { CORE_NPC_IDS, SOLO_FILES, soloContent } from '../../src/solo/content/index.ts';
import {
  BEHAVIOURS_FILE,
  SELLSWORD_FILE,
  STATS_FILE,
  validateSolo,
} from '../../src/solo/content/validate.ts';
import { coreFiles, entry } from '../content/files.ts';

type Raw = Record<string, unknown>;

/** A deep copy of the embedded solo files, to break. */
function files(): Record<string, unknown> {
  return structuredClone({ ...SOLO_FILES }) as Record<string, unknown>;
}

function card(all: Record<string, unknown>, id: string): Raw {
  const found = (all[BEHAVIOURS_FILE] as Raw[]).find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}

function behaviour(all: Record<string, unknown>, id: string, index: number): Raw {
  return (card(all, id).behaviours as Raw[])[index] as Raw;
}

function problems(all: Record<string, unknown>): string[] {
  const result = validateSolo(all, CORE_NPC_IDS);
  if (result.ok) throw new Error('expected the solo data to fail');
  return result.error.map((i: ContentIssue) => formatIssue(i));
}

describe('GAP-XS-01: the embedded solo data', () => {
  const data = soloContent();

  it('GAP-XS-01: at least 4 Behavior cards for each NPC and for the Sellsword, two behaviours each', () => {
    for (const npc of [...CORE_NPC_IDS, data.sellsword.id]) {
      const deck = data.cards.filter((c) => c.npc === npc);
      expect(deck.length, npc).toBeGreaterThanOrEqual(4);
      for (const c of deck) expect(c.behaviours).toHaveLength(2);
    }
    const names = data.cards.flatMap((c) => c.behaviours.map((b) => b.name));
    expect(new Set(names).size).toBe(names.length); // every behaviour has a name of its own
  });

  it('GAP-XS-01, XS-NPC-02: an NPC Stats card for each, side B never weaker than side A', () => {
    for (const npc of [...CORE_NPC_IDS, data.sellsword.id]) {
      const stats = data.stats.find((s) => s.npc === npc);
      if (!stats) throw new Error(`no Stats card for ${npc}`);
      expect(stats.B.speed).toBeGreaterThanOrEqual(stats.A.speed);
      expect(stats.B.attack.die).toBeGreaterThanOrEqual(stats.A.attack.die);
      expect(stats.B.defence).toBeGreaterThanOrEqual(stats.A.defence);
      expect(stats.B.toKill).toBeGreaterThanOrEqual(stats.A.toKill);
    }
  });

  it('GAP-XS-01: the content check covers the solo files, and its summary counts them', () => {
    expect(checkEmbersFiles(EMBERS_FILES, corePack())).toEqual([]);
    expect(embersSummary(EMBERS_FILES)).toMatch(/, 16 Behavior cards, 4 NPC Stats cards\b/);
  });
});

describe('GAP-XS-01: broken solo data is refused, every problem named', () => {
  it('GAP-XS-01: steps that make no sense for who follows them', () => {
    const all = files();
    (behaviour(all, 'enforcer-crackdown', 0).steps as Raw[]).push({ do: 'trade', credits: 1000 });
    (behaviour(all, 'scoundrel-raider', 0).steps as Raw[]).unshift({ do: 'attack' });
    (behaviour(all, 'sellsword-mercenary', 0).steps as Raw[]).push({ do: 'attack', at: 'player' });
    (behaviour(all, 'merchant-hard-bargain', 0).steps as Raw[]).push({
      do: 'move',
      to: 'playerAttacker',
    });
    expect(problems(all)).toEqual([
      "solo/behaviours.json [merchant-hard-bargain] behaviours[0].steps[2]: the player's attackers are on the NPC's own side",
      'solo/behaviours.json [enforcer-crackdown] behaviours[0].steps[1]: only the Merchant trades',
      'solo/behaviours.json [scoundrel-raider] behaviours[0].steps[0]: an attack with no "at" needs an earlier step that goes after a ship',
      'solo/behaviours.json [sellsword-mercenary] behaviours[0].steps[2].at: the Sellsword never fires on the player',
    ]);
  });

  it('GAP-XS-01: the shape of a step is checked, naming what is allowed', () => {
    const all = files();
    (behaviour(all, 'scoundrel-ambush', 0).steps as Raw[])[0] = { do: 'move', to: 'moon' };
    const found = problems(all);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^solo\/behaviours\.json \[scoundrel-ambush\] behaviours\[0\]\.steps\[0\]\.to: "moon" is not allowed: use "player", /,
    );
  });

  it('GAP-XS-01: a deck too small, a card twice, a Stats card missing or side B weaker', () => {
    const all = files();
    const cards = all[BEHAVIOURS_FILE] as Raw[];
    all[BEHAVIOURS_FILE] = cards.filter((c) => c.id !== 'scoundrel-raider');
    (all[BEHAVIOURS_FILE] as Raw[]).push({ ...card(all, 'merchant-hard-bargain') });
    const stats = all[STATS_FILE] as Raw[];
    all[STATS_FILE] = stats.filter((s) => s.npc !== 'merchant');
    const enforcer = (all[STATS_FILE] as Raw[]).find((s) => s.npc === 'enforcer') as Raw;
    (enforcer.B as Raw).toKill = 1;
    expect(problems(all)).toEqual([
      'solo/behaviours.json [merchant-hard-bargain] id: the id merchant-hard-bargain is used twice',
      'solo/behaviours.json: the scoundrel has 3 Behavior cards; it needs at least 4',
      'solo/stats.json [enforcer] B.toKill: side B dies sooner than side A',
      'solo/stats.json: the merchant has no NPC Stats card',
    ]);
  });

  it('GAP-XS-01: a missing file, an unknown NPC, a Sellsword named like a pack NPC', () => {
    const all = files();
    delete all[STATS_FILE];
    card(all, 'scoundrel-ambush').npc = 'pirate';
    (all[SELLSWORD_FILE] as Raw).id = 'merchant';
    const found = problems(all);
    expect(found).toContain('solo/stats.json: the file is missing');
    expect(found).toContain('solo/sellsword.json id: "merchant" is already a pack NPC');
    expect(found.some((f) => /\[scoundrel-ambush\] npc: no NPC "pirate"/.test(f))).toBe(true);
  });

  it('GAP-XS-01: the expansion check names broken solo files under embers/', () => {
    const broken = { ...EMBERS_FILES, [BEHAVIOURS_FILE]: 42 };
    const issues = checkEmbersFiles(broken, corePack());
    expect(issues.map((i) => i.file)).toContain('embers/solo/behaviours.json');
  });

  it('GAP-XS-01: a pack NPC may not act as the Sellsword: it is solo data, not a dealt NPC', () => {
    const pack = coreFiles();
    entry(pack, 'npcs.json', 'merchant').behaviour = 'sellsword';
    const result = validatePack(pack);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map(formatIssue)).toContain(
      "npcs.json [merchant] behaviour: the Sellsword is the solo player's ally (content/embers/solo), not a pack NPC",
    );
  });
});
