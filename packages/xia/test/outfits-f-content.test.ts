/** Element F's content: pods, plating and Mods validated with the expansion (GAP-XE-01). */
import { describe, expect, it } from 'vitest';
import { corePack } from '../src/content/core.ts';
import { EMBERS_PACK_FILES, validateEmbers } from '../src/content/embers.ts';
import { formatIssue } from '../src/content/load.ts';
import { validateMods } from '../src/elements/f-outfits/content.ts';

const mods = EMBERS_PACK_FILES['mods.json'] as { id: string; copies: number }[];

describe('element F content', () => {
  it('the embedded pods, plating and 45 Mods are valid, Mods indexed as one-space outfits', () => {
    const result = validateEmbers(EMBERS_PACK_FILES, corePack());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect((result.value.mods ?? []).reduce((n, m) => n + m.copies, 0)).toBe(45);
    expect(result.value.outfits.filter((o) => o.type === 'mod')).toHaveLength(
      result.value.mods?.length ?? -1,
    );
    expect(result.value.outfits.find((o) => o.id === 'piercer')).toMatchObject({
      shape: ['S'],
      price: 1000,
    });
  });

  it('reports a reused id, a wrong tile count and a bad effect by file and entry', () => {
    const broken = [
      { ...mods[0], id: 'gts' },
      ...mods.slice(1, 3),
      { ...mods[3], effect: { kind: 'skill', skill: { kind: 'energyMax', bonus: 1 } } },
    ];
    const result = validateMods(broken, ['m-22-engine']);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map(formatIssue).join('\n')).toContain('mods.json [enviro-shield]');
    const counted = validateMods([{ ...mods[0], id: 'gts' }, ...mods.slice(1)], []);
    expect(!counted.ok && counted.error.map(formatIssue)).toEqual(
      expect.arrayContaining([expect.stringContaining('the id gts is used twice')]),
    );
    const short = validateMods(mods.slice(1), []);
    expect(!short.ok && short.error.map(formatIssue)).toEqual([
      expect.stringContaining('Mod tiles, not 45'),
    ]);
  });

  it('a pod needs exactly one connecting space; a weapon none', () => {
    const outfits = EMBERS_PACK_FILES['outfits.json'] as Record<string, unknown>[];
    const files = {
      ...EMBERS_PACK_FILES,
      'outfits.json': [
        { ...outfits[0], shape: ['CC', 'SS'] },
        { ...outfits[1], type: 'engine', tier: 2 },
      ],
    };
    const result = validateEmbers(files, corePack());
    expect(!result.ok && result.error.map(formatIssue)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'embers/outfits.json [cargo-pod] shape: a pod or plating has exactly one connecting space',
        ),
        expect.stringContaining(
          'embers/outfits.json [armor-plating] shape: the shape needs at least one use space (U)',
        ),
      ]),
    );
  });
});
