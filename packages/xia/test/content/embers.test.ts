/** The expansion's sector, mission and outfit files: checked on top of the core pack. */
import { describe, expect, it } from 'vitest';
import { corePack, formatIssue, validateEmbers } from '../../src/content/index.ts';
import { createXia } from '../../src/ruleset.ts';
import { coreFiles, entry } from './files.ts';

function embers(files: Partial<Record<string, unknown>> = {}): Record<string, unknown> {
  return { 'sectors.json': [], 'missions.json': [], 'outfits.json': [], ...files };
}

describe('the embedded expansion lists', () => {
  it('are valid, and lookups of the ruleset over the core pack see them', () => {
    const xia = createXia(corePack());
    for (const s of xia.content.embers.sectors) expect(xia.content.sector(s.id)).toBe(s);
    for (const m of xia.content.embers.missions) expect(xia.content.mission(m.id)).toBe(m);
    for (const o of xia.content.embers.outfits) expect(xia.content.outfit(o.id)).toBe(o);
    // The core pack's own lists stay the core's: a base game deals nothing new.
    expect(xia.content.pack.sectors).toBe(corePack().sectors);
  });

  it('names the expansion file of an entry that clashes with the core pack', () => {
    const azure = structuredClone(entry(coreFiles(), 'sectors.json', 'azure'));
    const result = validateEmbers(embers({ 'sectors.json': [azure] }), corePack());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map(formatIssue).join('\n')).toMatch(
      /^embers\/sectors\.json .*azure.* used twice/m,
    );
  });

  it('says which file is not a list', () => {
    const result = validateEmbers(embers({ 'missions.json': { not: 'a list' } }), corePack());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error[0]?.file).toBe('embers/missions.json');
  });
});
