import { describe, expect, it } from 'vitest';
import { formatCatalogue } from '../src/index.ts';

describe('the format catalogue (XW-LIST)', () => {
  it('lists all 73 named formats in the seed order, with unique slugs', () => {
    expect(formatCatalogue).toHaveLength(73);
    expect(formatCatalogue.map((f) => f.listNo)).toEqual(formatCatalogue.map((_, i) => i + 1));
    expect(new Set(formatCatalogue.map((f) => f.slug)).size).toBe(73);
    expect(formatCatalogue[8]?.name).toBe('Ace of Aces furball');
    expect(formatCatalogue[41]?.name).toBe('Political escort tournament');
    expect(formatCatalogue[47]?.name).toBe('Coruscant campaign (carcassonne crossover)');
    expect(formatCatalogue[57]?.name).toBe('Objective Play');
    expect(formatCatalogue[72]?.name).toBe('FFG Official Missions');
  });

  it('marks exactly the formats the seed gives rules for as supported, each with a description', () => {
    const supported = formatCatalogue.filter((f) => f.supports.length > 0);
    expect(supported.map((f) => f.listNo)).toEqual([9, 11, 42, 48, 58]);
    for (const f of supported) expect(f.description, f.name).toMatch(/\w{3,}/);
    const events = supported.filter((f) => f.eventFormat).map((f) => f.eventFormat);
    expect(events.sort()).toEqual([
      'ace-of-aces',
      'objective-play',
      'political-escort',
      'whack-a-gorth',
    ]);
  });

  it('has no description unless one could be written, and never an empty one', () => {
    for (const f of formatCatalogue) {
      if (f.description !== null) expect(f.description.length, f.name).toBeGreaterThan(20);
      if (f.kind === 'other') expect(f.description, f.name).toBeNull();
    }
  });
});
