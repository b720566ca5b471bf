// @vitest-environment happy-dom
/**
 * The Economy Board panel (element C): each colour's stock out of 6, who makes it, and the
 * demand bonus on an empty colour; read from the view, and absent from a base game's view.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EconomyBoard, economyOf } from '../src/economy/EconomyBoard.tsx';
import { producers } from '../src/economy/producers.ts';
import { content, fixture } from './helpers.ts';

describe('the Economy Board', () => {
  afterEach(cleanup);

  it('shows each colour’s stock out of 6 and the 1,000 on a colour in demand', () => {
    const economy = {
      stock: { spice: 4, holo: 0, terra: 6, plasma: 1, cyber: 2 },
      demand: { spice: 0, holo: 1000, terra: 0, plasma: 0, cyber: 0 },
    };
    const { container } = render(<EconomyBoard economy={economy} content={content()} />);
    const rows = [...container.querySelectorAll('[data-colour]')];
    expect(rows.map((r) => [r.getAttribute('data-colour'), r.getAttribute('data-stock')])).toEqual([
      ['spice', '4'],
      ['holo', '0'],
      ['terra', '6'],
      ['plasma', '1'],
      ['cyber', '2'],
    ]);
    const full = (c: string) =>
      container.querySelectorAll(`[data-colour=${c}] .economy__slot.is-full`).length;
    expect([full('spice'), full('holo'), full('terra')]).toEqual([4, 0, 6]);
    const holo = container.querySelector('[data-colour=holo]');
    expect(holo?.className).toContain('economy__row--demand');
    expect(holo?.getAttribute('aria-label')).toContain('in demand: 1,000');
    expect(container.querySelector('[data-colour=spice]')?.className).not.toContain('demand');
  });

  it('names the planets that make each colour: where captains buy it, not a market selling all', () => {
    const made = producers(content());
    for (const sector of content().pack.sectors)
      for (const space of sector.spaces) {
        if (!space.buy) continue;
        for (const c of space.buy) expect(made[c].includes(sector.name)).toBe(space.buy.length < 5);
      }
    expect(Object.values(made).every((list) => list.length > 0)).toBe(true);
  });

  it('is read only from a view that has one', () => {
    expect(economyOf(fixture('late').view)).toBeNull();
    const stock = { spice: 1, holo: 1, terra: 1, plasma: 1, cyber: 1 };
    expect(economyOf({ economy: { stock, demand: stock } })).not.toBeNull();
  });
});
