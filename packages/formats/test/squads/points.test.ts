import { describe, expect, it } from 'vitest';
import { escortForces, SENATORS_SHUTTLE, squadPoints } from '../../src/index.ts';
import { ship, squad, upgradeId } from './cards.ts';

describe('squad points', () => {
  it('adds each pilot and its upgrades, negative costs included', () => {
    const s = squad('rebel', [
      ship('Wedge Antilles', 'Push the Limit', 'R2-D2'),
      ship('Prototype Pilot', 'Chardaan Refit'),
    ]);
    expect(squadPoints(s)).toEqual({ ok: true, value: 29 + 3 + 4 + 17 - 2 });
  });

  it('refuses a pilot printing "?" for its cost, naming it', () => {
    const s = squad('scum', [ship('Binayre Pirate'), ship('Nashtah Pup Pilot')]);
    expect(squadPoints(s)).toEqual({
      ok: false,
      error: {
        code: 'UnknownCost',
        message: 'Nashtah Pup Pilot (pilot 2) prints "?" for its cost: the squad has no total',
      },
    });
  });

  it("GAP-XW-06: the Senator's Shuttle costs 0; its upgrades are paid from the squad", () => {
    const s = squad('imperial', [ship('Academy Pilot')], {
      shuttle: { upgrades: [upgradeId('Emperor Palpatine'), upgradeId('Engine Upgrade')] },
    });
    expect(SENATORS_SHUTTLE.points).toBe(0);
    expect(squadPoints(s)).toEqual({ ok: true, value: 12 + 8 + 4 });
  });
});

describe("the Senator's Shuttle by role", () => {
  const s = squad('imperial', [ship('Academy Pilot')], {
    shuttle: { upgrades: [upgradeId('Emperor Palpatine')] },
  });

  it('XW-PE-03: the defender adds the shuttle with the upgrades paid for it', () => {
    const defender = escortForces(s, 'defender');
    expect(defender.ships).toEqual(s.pilots);
    expect(defender.shuttle).toEqual({
      piece: SENATORS_SHUTTLE,
      upgrades: [upgradeId('Emperor Palpatine')],
    });
    // A list that paid for nothing still brings the bare shuttle when defending.
    const bare = squad('imperial', [ship('Academy Pilot')]);
    expect(escortForces(bare, 'defender').shuttle?.upgrades).toEqual([]);
  });

  it('XW-PE-07, XW-PE-35: the attacker flies its ships alone; the shuttle upgrades stay unused', () => {
    expect(escortForces(s, 'attacker')).toEqual({ ships: s.pilots });
  });

  it('XW-PE-04, XW-PE-06: the shuttle is skill 0 setting up at 12, no attack, 2 agility, 6 hull, 6 shields, no actions, large', () => {
    expect(SENATORS_SHUTTLE).toMatchObject({
      skill: 0,
      setupSkill: 12,
      attack: null, // no primary weapon at all
      agility: 2,
      hull: 6,
      shields: 6,
      actions: [],
      size: 'large',
      slots: ['Crew', 'Crew', 'Modification'],
    });
  });
});
