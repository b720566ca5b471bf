// @vitest-environment happy-dom
/** The lobby's bots: three levels first, in plain words, then the styles. */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { botName, botProfiles } from '../src/lobby/botProfiles.ts';
import { CreateMatchForm } from '../src/lobby/CreateMatchForm.tsx';
import type { RulesetInfo } from '../src/net/protocol.ts';

const REGISTRY = [
  { name: 'random', args: '' },
  { name: 'heuristic', args: 'explorer|trader|worker|pirate|balanced' },
  { name: 'search', args: '<N>ms|<N>it' },
  { name: 'level', args: 'easy|normal|hard' },
];

const info = (bots = REGISTRY): RulesetInfo => ({
  id: 'xia',
  content: { name: 'core', version: '1', hash: 'h' },
  seats: { min: 3, max: 5 },
  fameTarget: { min: 3, max: 30, presets: [5, 10], default: 10, firstGameDefault: 5 },
  presets: ['standard', 'firstGame'],
  elements: [],
  bots,
});

describe('bot levels in the lobby', () => {
  afterEach(cleanup);

  it('offers Easy, Normal and Hard first, described in plain words, when the server knows them', () => {
    const offered = botProfiles(info());
    expect(offered.slice(0, 3).map((b) => [b.label, b.name])).toEqual([
      ['level:easy', 'Easy bot'],
      ['level:normal', 'Normal bot'],
      ['level:hard', 'Hard bot'],
    ]);
    for (const b of offered.slice(0, 3)) expect(b.about.length).toBeGreaterThan(30);
    expect(botName('level:hard')).toBe('Hard bot');
    const older = botProfiles(info(REGISTRY.filter((b) => b.name !== 'level')));
    expect(older.some((b) => b.label.startsWith('level:'))).toBe(false);
  });

  it('seats a Normal bot by default and groups the bots by level and by style', () => {
    const { container } = render(<CreateMatchForm info={info()} />);
    const select = container.querySelector<HTMLSelectElement>('select[id$="-seat-1"]');
    expect(select?.value).toBe('bot:level:normal');
    const groups = [...(select?.querySelectorAll('optgroup') ?? [])].map((g) => [
      g.getAttribute('label'),
      [...g.querySelectorAll('option')].map((o) => o.textContent),
    ]);
    expect(groups[1]).toEqual(['Bots by level', ['Easy bot', 'Normal bot', 'Hard bot']]);
    expect(groups[2]?.[0]).toBe('Bots by style');
  });
});
