import { describe, expect, it } from 'vitest';
import { type AceList, checkAceLists, squadTotal, startAceGame } from '../../src/index.ts';
import { aceList, mauler, nien, wedge } from './lists.ts';

function code(lists: readonly AceList[]): string | true {
  const r = checkAceLists(lists);
  return r.ok || r.error.code;
}

describe('Ace of Aces lists at the table', () => {
  it("XW-AOA-08, GAP-XW-02: a Wingman flies when the primary with upgrades costs 25 or less (the rule's number, not the example's 24)", () => {
    // The seed's example: "Mauler Mithel" 17 + Predator 3 + Shield Upgrade 4 = 24, Academy Pilot 12.
    expect([mauler.primary.cost, squadTotal(mauler)]).toEqual([24, 36]);
    expect(code([mauler, wedge])).toBe(true);
    // "Mauler Mithel" 17 + Opportunist 4 + Shield Upgrade 4 = 25: still allowed.
    const at25 = aceList('m25', 17, [49, 175], [167, 11, 10], 10);
    expect(at25.primary.cost).toBe(25);
    expect(code([at25, wedge])).toBe(true);
    // "Howlrunner" 18 + Opportunist 4 + Shield Upgrade 4 = 26: no Wingman, though 26 + 12 ≤ 40.
    const at26 = aceList('h26', 18, [49, 175], [17, 11, 10], 10);
    expect(squadTotal(at26)).toBe(38);
    const r = checkAceLists([at26, wedge]);
    expect(r.ok || r.error).toEqual({
      code: 'BadList',
      message: 'Player h26: "Howlrunner" with upgrades costs 26, over 25, so no Wingman may fly.',
    });
    // The same list without its Wingman is fine.
    const { wingman: _, ...alone } = at26;
    expect(code([alone, wedge])).toBe(true);
  });

  it('XW-AOA-05: the ledger needs three alternates, each below the primary’s skill', () => {
    expect(code([{ ...nien, alternates: nien.alternates.slice(0, 2) }, wedge])).toBe('BadList');
    // Nien Nunb is PS 7; "Red Ace" (PS 6) is fine, Poe Dameron (PS 8) is not.
    const poe = aceList('poe', 222, [], [156, 221, 155]);
    const r = checkAceLists([poe, wedge]);
    expect(r.ok || r.error.message).toBe(
      'Player poe: alternate Poe Dameron (PS 8) is not below Nien Nunb (PS 7).',
    );
    expect(code([wedge, { ...nien, player: 'wedge' }])).toBe('BadList');
    const order = startAceGame([wedge, nien], ['wedge', 'wedge']);
    expect(order.ok || order.error.code).toBe('BadOrder');
  });
});
