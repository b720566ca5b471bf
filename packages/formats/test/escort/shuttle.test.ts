import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardData } from '../../src/cards/catalog.ts';
import { shuttleDamageCard } from '../../src/escort/damage-cards.ts';
import { dialManeuver, senatorsShuttle } from '../../src/escort/shuttle.ts';
import {
  applyShuttle,
  newShuttle,
  type ShuttleState,
  shuttleStatus,
  type Tracked,
} from '../../src/escort/tracker.ts';

/** Runs commands in order and fails the test on the first refusal. */
function play(commands: readonly unknown[], from: ShuttleState = newShuttle()): Tracked {
  let tracked: Tracked = { state: from, notes: [] };
  for (const c of commands) {
    const r = applyShuttle(tracked.state, c);
    if (!r.ok) throw new Error(`${JSON.stringify(c)}: ${r.error.message}`);
    tracked = r.value;
  }
  return tracked;
}

function refused(state: ShuttleState, command: unknown): string {
  const r = applyShuttle(state, command);
  return r.ok ? 'accepted' : r.error.code;
}

describe("the Senator's Shuttle card", () => {
  it('XW-PE-04, XW-PE-12: skill 0 in play but placed at 12; no attack; agility 2, hull 6, shields 6; no actions', () => {
    expect(senatorsShuttle).toMatchObject({
      skill: 0,
      setupSkill: 12,
      attack: null,
      agility: 2,
      hull: 6,
      shields: 6,
    });
    expect(senatorsShuttle.actions).toEqual([]);
  });

  it('XW-PE-05, XW-PE-14: its dial is a green 2 straight and white 1 banks, nothing else', () => {
    expect(senatorsShuttle.dial).toEqual([
      { speed: 2, bearing: 'straight', difficulty: 'green' },
      { speed: 1, bearing: 'bank-left', difficulty: 'white' },
      { speed: 1, bearing: 'bank-right', difficulty: 'white' },
    ]);
    expect(dialManeuver(1, 'straight')).toBeUndefined();
    expect(dialManeuver(2, 'straight')?.difficulty).toBe('green');
  });

  it('XW-PE-14: the defender may just announce the maneuver; one off the dial is refused', () => {
    const moved = play([{ type: 'Activate', speed: 1, bearing: 'bank-left' }]);
    expect(moved.state.lastMove).toEqual({
      round: 1,
      speed: 1,
      bearing: 'bank-left',
      blocked: false,
    });
    expect(refused(newShuttle(), { type: 'Activate', speed: 3, bearing: 'straight' })).toBe(
      'NotOnDial',
    );
  });

  it('XW-PE-06, XW-PE-07, GAP-XW-06, XW-PE-03: a large base with two crew slots and a modification slot (slot names of the card data); the shuttle itself costs 0', () => {
    expect(senatorsShuttle.size).toBe('large');
    expect(senatorsShuttle.slots).toEqual(['Crew', 'Crew', 'Modification']);
    const slots = new Set(cardData.upgrades.map((u) => u.slot));
    for (const slot of senatorsShuttle.slots) expect(slots.has(slot)).toBe(true);
    expect(senatorsShuttle.points).toBe(0);
    expect(senatorsShuttle.themes).toContain("Jabba's Shuttle");
  });
});

describe('the shuttle tracker: damage and Protect tokens', () => {
  it('XW-PE-08: a friendly ship at Range 1 gives a Protect token; any number may be held; Range 2 is refused', () => {
    const t = play([
      { type: 'Protect', by: 'Wedge', range: 1 },
      { type: 'Protect', by: 'Biggs', range: 1 },
      { type: 'Protect', by: 'Luke', range: 1 },
    ]);
    expect(t.state.protect).toBe(3);
    expect(refused(t.state, { type: 'Protect', by: 'Wes', range: 2 })).toBe('OutOfRange');
  });

  it('XW-PE-08: only one Protect token is spent per attack, cancelling one die', () => {
    const t = play([
      { type: 'Protect', by: 'Wedge', range: 1 },
      { type: 'Protect', by: 'Luke', range: 1 },
      { type: 'Attack', hits: 3, evades: 1, protect: 'hit' },
    ]);
    expect(t.state.protect).toBe(1);
    expect(t.state.shieldsLost).toBe(1);
    expect(refused(newShuttle(), { type: 'Attack', hits: 2, protect: 'hit' })).toBe(
      'NoProtectToken',
    );
  });

  it('XW-PE-32: Protect cancels a die of the defender’s choice, it does not add an evade (an evade would have cancelled the hit first)', () => {
    // Shields gone first, so what lands shows as cards: 1 hit + 1 crit, Protect on the crit.
    const start: ShuttleState = { ...newShuttle(), shieldsLost: 6, protect: 1 };
    const t = play([{ type: 'Attack', hits: 1, crits: 1, protect: 'crit' }], start);
    expect(t.state.hullLost).toBe(1);
    expect(t.state.faceUp).toEqual([]);
    // The same attack with one more evade instead: the hit goes, the crit stays and needs a card.
    expect(refused(start, { type: 'Attack', hits: 1, crits: 1, evades: 1 })).toBe('NameTheCards');
    expect(refused(start, { type: 'Attack', hits: 1, protect: 'crit' })).toBe('NothingToCancel');
  });

  it('XW-PE-31: Homing Missiles do not stop a Protect token', () => {
    const t = play([
      { type: 'Protect', by: 'Wedge', range: 1 },
      { type: 'Attack', hits: 2, weapon: 'Homing Missiles', protect: 'hit' },
    ]);
    expect(t.state.shieldsLost).toBe(1);
    expect(t.state.protect).toBe(0);
    expect(t.notes.map((n) => n.text).join(' ')).toContain('not Protect tokens');
  });

  it('GAP-XW-06: six damage counts shields and hull together; hull 6 lost destroys it', () => {
    const five = play([{ type: 'Attack', hits: 5 }]);
    expect(shuttleStatus(five.state)).toMatchObject({
      shields: 1,
      hull: 6,
      damageTaken: 5,
      sixDamage: false,
    });
    const six = play([{ type: 'Attack', hits: 1 }], five.state);
    expect(shuttleStatus(six.state)).toMatchObject({
      shields: 0,
      damageTaken: 6,
      sixDamage: true,
      fate: 'in-play',
    });
    const dead = play([{ type: 'Attack', hits: 6 }], six.state);
    expect(dead.state.fate).toBe('destroyed');
    expect(refused(dead.state, { type: 'EndRound' })).toBe('ShuttleGone');
  });

  it('XW-PE-18: a face-up card whose effect cannot touch the shuttle flips after its next activation; Direct Hit! stays and counts 2', () => {
    const start: ShuttleState = { ...newShuttle(), shieldsLost: 6 };
    const hit = play(
      [{ type: 'Attack', crits: 2, cards: ['Damaged Engine', 'Direct Hit!'] }],
      start,
    );
    expect(hit.state.hullLost).toBe(3);
    expect(shuttleStatus(hit.state).faceUp).toEqual(['Damaged Engine', 'Direct Hit!']);
    const next = play(
      [{ type: 'EndRound' }, { type: 'Activate', speed: 2, bearing: 'straight' }],
      hit.state,
    );
    expect(shuttleStatus(next.state).faceUp).toEqual(['Direct Hit!']);
    expect(next.state.hullLost).toBe(3);
  });

  it('XW-PE-18: a card dealt after the shuttle moved waits for its next activation', () => {
    const start: ShuttleState = { ...newShuttle(), shieldsLost: 6 };
    const t = play(
      [
        { type: 'Activate', speed: 2, bearing: 'straight' },
        { type: 'Attack', crits: 1, cards: ['Structural Damage'] },
      ],
      start,
    );
    expect(shuttleStatus(t.state)).toMatchObject({ faceUp: ['Structural Damage'], agility: 1 });
    const later = play(
      [{ type: 'EndRound' }, { type: 'Activate', speed: 1, bearing: 'bank-right' }],
      t.state,
    );
    expect(shuttleStatus(later.state)).toMatchObject({ faceUp: [], agility: 2 });
  });

  it('XW-PE-33: Console Fire does no extra damage and flips face down in the next activation', () => {
    expect(shuttleDamageCard('console fire')?.flip).toBe('after-activation');
    const start: ShuttleState = { ...newShuttle(), shieldsLost: 6 };
    const t = play(
      [
        { type: 'Attack', crits: 1, cards: ['Console Fire'] },
        { type: 'EndRound' },
        { type: 'Activate', speed: 2, bearing: 'straight' },
        { type: 'EndRound' },
        { type: 'Activate', speed: 2, bearing: 'straight' },
      ],
      start,
    );
    expect(t.state.hullLost).toBe(1);
    expect(t.state.faceUp).toEqual([]);
  });

  it('XW-PE-18: an unknown card needs the table’s ruling on how it flips', () => {
    const start: ShuttleState = { ...newShuttle(), shieldsLost: 6 };
    expect(refused(start, { type: 'Attack', crits: 1, cards: ['Loose Stabilizer'] })).toBe(
      'UnknownDamageCard',
    );
    const t = play(
      [{ type: 'Attack', crits: 1, cards: [{ title: 'Loose Stabilizer', flip: 'never' }] }],
      start,
    );
    expect(shuttleStatus(t.state).faceUp).toEqual(['Loose Stabilizer']);
  });

  it('XW-PE-34: the shuttle holds stress, from tokens or from a card', () => {
    const start: ShuttleState = { ...newShuttle(), shieldsLost: 6 };
    const t = play(
      [
        { type: 'Tokens', kind: 'stress', change: 1 },
        { type: 'Attack', crits: 1, cards: ['Thrust Control Fire'] },
      ],
      start,
    );
    expect(t.state.stress).toBe(2);
    expect(t.state.faceUp).toEqual([]);
    expect(refused(t.state, { type: 'Tokens', kind: 'stress', change: -3 })).toBe(
      'NotEnoughTokens',
    );
  });

  it('XW-PE-36: one ion token does nothing; two ionise it into a 1 straight, then they go', () => {
    const one = play([{ type: 'Tokens', kind: 'ion', change: 1 }]);
    expect(shuttleStatus(one.state).ionised).toBe(false);
    const two = play([{ type: 'Tokens', kind: 'ion', change: 1 }], one.state);
    expect(shuttleStatus(two.state).ionised).toBe(true);
    expect(refused(two.state, { type: 'Activate', speed: 2, bearing: 'straight' })).toBe('Ionised');
    const moved = play([{ type: 'Activate', speed: 1, bearing: 'straight' }], two.state);
    expect(moved.state.ion).toBe(0);
  });

  it('XW-PE-36: a tractor beam lowers its agility but never moves it', () => {
    const t = play([{ type: 'Tokens', kind: 'tractor', change: 1 }]);
    expect(shuttleStatus(t.state).agility).toBe(1);
    expect(senatorsShuttle.tractorMovesIt).toBe(false);
    expect(t.notes[0]?.text).toContain('not moved');
  });

  it('XW-PE-19: leaving by the attacker’s edge ends the game as escaped; another edge is a flight (destroyed)', () => {
    expect(
      play([{ type: 'Activate', speed: 2, bearing: 'straight', leaves: 'attacker-edge' }]).state
        .fate,
    ).toBe('escaped');
    expect(
      play([{ type: 'Activate', speed: 1, bearing: 'bank-left', leaves: 'other-edge' }]).state.fate,
    ).toBe('fled');
  });

  it('refuses a second activation in one round and malformed commands, never throwing', () => {
    const moved = play([{ type: 'Activate', speed: 2, bearing: 'straight' }]);
    expect(refused(moved.state, { type: 'Activate', speed: 2, bearing: 'straight' })).toBe(
      'AlreadyActivated',
    );
    expect(refused(newShuttle(), { type: 'Fly' })).toBe('BadValue');
    expect(refused(newShuttle(), { type: 'Attack', hits: 'three' })).toBe('BadNumber');
    expect(refused(newShuttle(), { type: 'Attack', hits: 1, dice: 3 })).toBe('UnknownField');
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 8 }), (commands) => {
        let s = newShuttle();
        for (const c of commands) {
          const r = applyShuttle(s, c);
          if (r.ok) s = r.value.state;
        }
        expect(s.hullLost).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('keeps damage within its bounds over random attacks, never mutating the state it is given', () => {
    const attack = fc.record({
      type: fc.constant('Attack'),
      hits: fc.integer({ min: 0, max: 4 }),
      crits: fc.integer({ min: 0, max: 2 }),
      evades: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(attack, { maxLength: 10 }), (attacks) => {
        let s = newShuttle();
        for (const a of attacks) {
          const before = JSON.stringify(s);
          const shields = senatorsShuttle.shields - s.shieldsLost;
          const crits = Math.max(
            0,
            Math.min(a.crits, a.crits + a.hits - a.evades) -
              Math.max(0, shields - Math.max(0, a.hits - a.evades)),
          );
          const r = applyShuttle(s, {
            ...a,
            cards: Array.from({ length: crits }, () => 'Damaged Cockpit'),
          });
          expect(JSON.stringify(s)).toBe(before);
          if (!r.ok) {
            expect(r.error.code).toBe('ShuttleGone');
            break;
          }
          s = r.value.state;
          expect(s.shieldsLost).toBeLessThanOrEqual(6);
        }
      }),
    );
  });
});
