/** The Event cards file (content/embers/events.json): valid, and every problem reported with file, entry and path. */
import { describe, expect, it } from 'vitest';
import raw from '../../content/embers/events.json' with { type: 'json' };
import { formatIssue } from '../../src/content/load.ts';
import { embersEvents, validateEvents } from '../../src/elements/a-events/content.ts';

const copy = (): { eventSpaces: number[]; events: Record<string, unknown>[] } =>
  JSON.parse(JSON.stringify(raw));

describe('events.json', () => {
  it('XE-COMP-01: is valid, at most the 22 cards of the box, each id once, frozen', () => {
    const file = embersEvents();
    expect(file.events.length).toBeGreaterThanOrEqual(18);
    expect(file.events.length).toBeLessThanOrEqual(22);
    expect(new Set(file.events.map((e) => e.id)).size).toBe(file.events.length);
    expect(Object.isFrozen(file.events[0])).toBe(true);
  });

  it('GAP-XE-02: reports every problem with file, entry and path', () => {
    const bad = copy();
    bad.eventSpaces = [2, 6, 5];
    const [first, second, third] = bad.events;
    if (!first || !second || !third) throw new Error('too few cards');
    first.leaves = { kind: 'atOnce' }; // a lasting gate card cannot leave at once
    second.id = 're-tethered'; // a duplicate id
    third.effect = { kind: 'amnesty', amount: 2 }; // an unknown key
    const result = validateEvents(bad, [3, 6, 9]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = result.error.map(formatIssue);
    expect(lines.some((l) => l.startsWith('events.json [change-of-heart] effect'))).toBe(true);
    const cross = validateEvents(
      { ...bad, events: bad.events.filter((_, i) => i !== 2) },
      [3, 6, 9],
    );
    if (cross.ok) throw new Error('expected problems');
    expect(cross.error.map(formatIssue)).toEqual(
      expect.arrayContaining([
        'events.json eventSpaces[1]: 6 is a Title space too',
        'events.json eventSpaces[2]: 5 does not come after 6',
        'events.json [re-tethered] leaves: only a one-time effect leaves play at once',
        'events.json [re-tethered] id: the id re-tethered is used twice',
      ]),
    );
  });
});
