/** The solo rules' names of things (`content/embers/solo-rules.json`, XS-SETUP-03..05, XS-NPC-01). */
import { describe, expect, it } from 'vitest';
import { corePack, formatIssue } from '../../src/content/index.ts';
import {
  checkEmbersFiles,
  EMBERS_FILE_NAMES,
  EMBERS_FILES,
} from '../../src/elements/embers-files.ts';
import { SOLO_RULES_RAW, soloRules, validateSoloRules } from '../../src/solo/content.ts';

const good = () => structuredClone(SOLO_RULES_RAW) as Record<string, unknown>;

describe('solo-rules.json', () => {
  it("XS-SETUP-03 XS-SETUP-04 XS-SETUP-05 XS-NPC-01: the embedded file is sound and names the pack's cards", () => {
    expect(validateSoloRules(SOLO_RULES_RAW, corePack()).ok).toBe(true);
    expect(soloRules().opponents).toEqual(['merchant', 'enforcer', 'scoundrel']);
    expect(EMBERS_FILE_NAMES).toContain('solo-rules.json');
    expect(checkEmbersFiles(EMBERS_FILES, corePack())).toEqual([]);
  });

  it('XS-SETUP-04: names that are no card of the pack, or named twice, are reported by file and path', () => {
    const broken = {
      ...good(),
      titlesOut: ['good-samaritan', 'avenger'],
      killFame: ['enforcer', 'enforcer'],
    };
    const result = validateSoloRules(broken, corePack());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map(formatIssue)).toEqual([
      'embers/solo-rules.json titlesOut[1]: avenger is not a Title of the core pack',
      'embers/solo-rules.json killFame[1]: enforcer is named twice',
    ]);
  });

  it('XS-SETUP-03: a wrong shape says what is missing or extra', () => {
    const { homesOnTop: _gone, ...rest } = good();
    const result = validateSoloRules({ ...rest, extra: 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const text = result.error.map(formatIssue).join('\n');
    expect(text).toMatch(/embers\/solo-rules\.json/);
    expect(text).toMatch(/homesOnTop/);
    expect(text).toMatch(/extra/);
    const files = { ...EMBERS_FILES, 'solo-rules.json': { opponents: [] } };
    expect(checkEmbersFiles(files, corePack()).length).toBeGreaterThan(0);
  });
});
