import { die, scripted } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { Hold, XiaState } from '../src/model/state.ts';
import { hexOf, play, ready, started, withCaptain, xia } from './fixtures/game.ts';

const base = started();
const seat = 2;
const centre = hexOf(base, 1, 0, 0); // Beta's centre
const asteroid = hexOf(base, 1, 1, 0); // Beta's asteroid field, east of the centre
const nebula = hexOf(base, 1, -1, 0); // Beta's nebula, west of the centre
const shieldHold: Hold = {
  outfits: [{ uid: 91, kind: 'guard', at: [0, 0], turns: 0 }],
  cargo: [],
  damage: [],
};
const at = (s: XiaState, h = centre, movement = 1) => ready(s, seat, h, movement);

describe('asteroid fields', () => {
  scenario('entering on a 1-10 deals damage equal to the roll, placed where the captain chooses', {
    ruleset: xia,
    rules: ['XB-BORDER-03', 'XB-CMBT-05', 'XB-DMG-01'],
    start: { state: at(base) },
    dice: [die(20, 3)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        events: [
          { type: 'DieRolled', seat, die: 20, face: 3, purpose: 'asteroid field' },
          {
            type: 'HazardResolved',
            seat,
            hazard: 'asteroid field',
            face: 3,
            outcome: 'damage',
            amount: 3,
          },
          { type: 'DamageTaken', amount: 3, unblockable: false },
        ],
        state: { prompts: [{ kind: 'PlaceDamage', seat, remaining: 3 }] },
      },
      { seat, command: { type: 'EndActions' }, rejects: 'PromptPending' },
      { seat, command: { type: 'PlaceDamage', at: [0, 0] } },
      { seat, command: { type: 'PlaceDamage', at: [0, 0] }, rejects: 'BadCell' },
      { seat, command: { type: 'PlaceDamage', at: [1, 0] } },
      { seat, command: { type: 'PlaceDamage', at: [2, 2] }, rejects: 'BadCell' }, // the Mule's hold has no cell there
      { seat, command: { type: 'PlaceDamage', at: [2, 1] } },
    ],
    expect: {
      prompts: [],
      captains: [
        {},
        {},
        {
          at: asteroid,
          hold: {
            damage: [
              [0, 0],
              [1, 0],
              [2, 1],
            ],
          },
        },
      ],
    },
  });

  scenario('entering on 11-20 is safe; leaving needs no roll', {
    ruleset: xia,
    rules: ['XB-BORDER-03'],
    start: { state: at(base, centre, 2) },
    dice: [die(20, 11)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        events: [{ type: 'HazardResolved', face: 11, outcome: 'safe', amount: 0 }],
      },
      { seat, command: { type: 'Step', to: centre } },
    ],
    expect: {
      prompts: [],
      captains: [
        {},
        {},
        {
          at: centre,
          hold: { damage: [] },
          // A hazard survived counts for Titles; an asteroid field is no planet visited.
          record: { hazardsSurvived: 1, planetsVisited: [] },
        },
      ],
    },
  });

  scenario('shields may absorb asteroid damage: the roll comes off the damage', {
    ruleset: xia,
    rules: ['XB-OTYP-06', 'XB-OTYP-05'],
    start: { state: ready(base, seat, centre, 1, { hold: shieldHold }) },
    dice: [die(20, 7), die(6, 5)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        state: { prompts: [{ kind: 'ShieldHazard', hazard: 'asteroid', amount: 7 }] },
      },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: 91, space: 1 }] },
        rejects: 'BadShield',
      },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: 91, space: 0 }] },
        events: [
          { type: 'ShieldsRolled', faces: [5], total: 5, against: 7 },
          { type: 'DamageTaken', amount: 2 },
        ],
      },
    ],
    expect: { prompts: [{ kind: 'PlaceDamage', remaining: 2 }] },
  });

  scenario('a shield roll at least the damage leaves the ship unharmed', {
    ruleset: xia,
    rules: ['XB-OTYP-05', 'XB-OTYP-06'],
    start: { state: ready(base, seat, centre, 1, { hold: shieldHold }) },
    dice: [die(20, 4), die(6, 4)],
    steps: [
      { seat, command: { type: 'Step', to: asteroid } },
      { seat, command: { type: 'ShieldHazard', use: [{ outfit: 91, space: 0 }] } },
    ],
    expect: { prompts: [], captains: [{}, {}, { hold: { damage: [] } }] },
  });
});

describe('nebulae', () => {
  scenario(
    'entering on a 1-10 drains Energy equal to the roll; what Energy cannot pay disarms markers',
    {
      ruleset: xia,
      rules: ['XB-BORDER-06', 'GAP-XB-07', 'XB-ENRG-03'],
      start: {
        state: ready(base, seat, centre, 1, {
          energy: 2,
          markers: [{ at: 'armed' }, { at: 'armed' }, { at: 'armed' }, { at: 'disarmed' }],
        }),
      },
      dice: [die(20, 9)],
      steps: [
        {
          seat,
          command: { type: 'Step', to: nebula },
          events: [
            { type: 'DieRolled', seat, die: 20, face: 9, purpose: 'nebula' },
            { type: 'HazardResolved', hazard: 'nebula', face: 9, outcome: 'energyLoss', amount: 9 },
            { type: 'EnergyChanged', amount: -2, energy: 0 },
            { type: 'MarkersDisarmed', count: 3 },
          ],
        },
        // No Energy, no armed marker: stranded, so no ability card (only Minor actions, Impulse).
        { seat, command: { type: 'UseAbility', ability: 'mend' }, rejects: 'Stranded' },
      ],
      expect: {
        captains: [
          {},
          {},
          {
            energy: 0,
            markers: [
              { at: 'disarmed' },
              { at: 'disarmed' },
              { at: 'disarmed' },
              { at: 'disarmed' },
            ],
          },
        ],
      },
    },
  );

  scenario('shields may absorb nebula Energy loss', {
    ruleset: xia,
    rules: ['XB-OTYP-07'],
    start: { state: ready(base, seat, centre, 1, { hold: shieldHold, energy: 5 }) },
    dice: [die(20, 6), die(6, 4)],
    steps: [
      { seat, command: { type: 'Step', to: nebula } },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: 91, space: 0 }] },
        events: [{ type: 'EnergyChanged', amount: -2, energy: 3 }],
      },
    ],
  });

  scenario('leaving a nebula is safe', {
    ruleset: xia,
    rules: ['XB-BORDER-06'],
    start: { state: ready(base, seat, nebula, 1) },
    steps: [
      { seat, command: { type: 'Step', to: centre }, events: [{ type: 'Moved', to: centre }] },
    ],
  });
});

describe('debris fields and stars', () => {
  const gammaCentre = hexOf(base, 2, 0, 0);
  const debris = hexOf(base, 2, 1, 0);
  const star = hexOf(base, 2, -1, 0);
  const cargo = withCaptain(base, seat, {
    hold: { outfits: [], cargo: [{ kind: 'cube', colour: 'spice', at: [0, 0] }], damage: [] },
  });

  scenario('a debris roll of 1-3 destroys the ship at once', {
    ruleset: xia,
    rules: ['XB-BORDER-08', 'XB-DEATH-01', 'XB-DEATH-02', 'XB-DEATH-03'],
    start: { state: ready(cargo, seat, gammaCentre, 1) },
    dice: [die(20, 3), die(20, 10)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: debris },
        events: [
          { type: 'DieRolled', seat, die: 20, face: 3, purpose: 'debris field' },
          {
            type: 'HazardResolved',
            hazard: 'debris field',
            face: 3,
            outcome: 'destroyed',
            amount: 0,
          },
          { type: 'ShipDestroyed', seat, cause: 'debris' },
          { type: 'CubesDropped', cubes: ['spice'] },
          { type: 'TurnEnded', seat },
          { type: 'TurnStarted', seat: 0 },
        ],
      },
    ],
    unusedDice: 'allowed',
    verify: (s) => {
      expect(s.captains[seat]?.at).toBeNull();
      expect(s.board.cubes[`${debris.q},${debris.r}`]).toEqual(['spice']);
      expect(s.turn.seat).toBe(0);
      expect(s.captains[seat]?.record.hazardsSurvived).toBe(0);
    },
  });

  scenario('a debris roll of 4-20 is safe', {
    ruleset: xia,
    rules: ['XB-BORDER-08'],
    start: { state: ready(base, seat, gammaCentre, 1) },
    dice: [die(20, 4)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: debris },
        events: [
          { type: 'HazardResolved', hazard: 'debris field', face: 4, outcome: 'safe', amount: 0 },
        ],
      },
    ],
    expect: { captains: [{}, {}, { at: debris, record: { hazardsSurvived: 1 } }] },
  });

  scenario('flying into a star destroys the ship and its cubes with it', {
    ruleset: xia,
    rules: ['XB-BORDER-02', 'XB-DEATH-02'],
    start: { state: ready(cargo, seat, gammaCentre, 1) },
    steps: [
      {
        seat,
        command: { type: 'Step', to: star },
        events: [{ type: 'ShipDestroyed', cause: 'star', cubesLost: true }],
      },
    ],
    verify: (s) => {
      expect(s.board.cubes).toEqual({});
      expect(s.supply.cubes.spice).toBe(base.supply.cubes.spice + 1);
    },
  });
});

describe('planets', () => {
  const planet = hexOf(base, 0, 0, 0); // Alpha Prime, lawful, entrance to the east
  const eastOfPlanet = hexOf(base, 0, 1, 0);
  const westOfPlanet = hexOf(base, 0, -1, 0);
  const northEastOfPlanet = hexOf(base, 0, 1, -1);
  const outlaw = (s: XiaState) => withCaptain(s, seat, { bounty: 1000 });

  scenario(
    'a planetary shield roll of 1-10 stops the ship, costs the step and deals unblockable damage',
    {
      ruleset: xia,
      rules: ['XB-BORDER-04', 'GAP-XB-06', 'XB-OTYP-08'],
      start: { state: ready(base, seat, westOfPlanet, 2, { hold: shieldHold }) },
      dice: [die(20, 2)],
      steps: [
        {
          seat,
          command: { type: 'Step', to: planet },
          events: [
            { type: 'DieRolled', seat, die: 20, face: 2, purpose: 'planetary shield' },
            {
              type: 'HazardResolved',
              seat,
              hazard: 'planetary shield',
              face: 2,
              outcome: 'stopped',
              amount: 2,
            },
            { type: 'DamageTaken', amount: 2, unblockable: true },
          ],
        },
      ],
      expect: {
        turn: { movement: 1 },
        prompts: [{ kind: 'PlaceDamage', remaining: 2 }],
        captains: [
          {},
          {},
          { at: westOfPlanet, record: { hazardsSurvived: 1, planetsVisited: [] } },
        ],
      },
    },
  );

  scenario('a planetary shield that destroys the ship is no hazard survived', {
    ruleset: xia,
    rules: ['XB-BORDER-04', 'XB-HOLD-03'],
    // The Mule's hold has 8 spaces: 9 damage destroys it.
    start: { state: ready(base, seat, westOfPlanet, 2) },
    dice: [die(20, 9)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: planet },
        events: [
          { type: 'HazardResolved', hazard: 'planetary shield', face: 9, outcome: 'stopped' },
          { type: 'ShipDestroyed', seat, cause: 'damage' },
        ],
      },
    ],
    expect: { captains: [{}, {}, { at: null, record: { hazardsSurvived: 0 } }] },
  });

  scenario('a planetary shield roll of 11-17 lets the ship through with 1,000 Bounty', {
    ruleset: xia,
    rules: ['XB-BORDER-04', 'XB-BNTY-03'],
    start: { state: at(base, westOfPlanet) },
    dice: [die(20, 17)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: planet },
        events: [
          {
            type: 'HazardResolved',
            seat,
            hazard: 'planetary shield',
            face: 17,
            outcome: 'bounty',
            amount: 1000,
          },
          {
            type: 'BountyChanged',
            seat,
            amount: 1000,
            bounty: 1000,
            reason: "evaded Alpha Prime's shield",
          },
        ],
      },
    ],
    expect: {
      captains: [
        {},
        {},
        {
          at: planet,
          bounty: 1000,
          record: { hazardsSurvived: 1, planetsVisited: ['Alpha Prime'] },
        },
      ],
    },
  });

  scenario('a planetary shield roll of 18-20 crosses undetected, leaving works the same way', {
    ruleset: xia,
    rules: ['XB-BORDER-04'],
    start: { state: at(base, planet) },
    dice: [die(20, 18)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: westOfPlanet },
        events: [
          {
            type: 'HazardResolved',
            seat,
            hazard: 'planetary shield',
            face: 18,
            outcome: 'undetected',
            amount: 0,
          },
        ],
      },
    ],
    expect: {
      captains: [{}, {}, { at: westOfPlanet, bounty: 0, record: { hazardsSurvived: 1 } }],
    },
  });

  scenario('an Innocent ship uses a lawful entrance freely', {
    ruleset: xia,
    rules: ['XB-BORDER-05', 'XB-PLAN-01'],
    start: { state: at(base, eastOfPlanet, 3) },
    steps: [
      { seat, command: { type: 'Step', to: planet }, events: [{ type: 'Moved', to: planet }] },
      { seat, command: { type: 'Step', to: eastOfPlanet } },
      { seat, command: { type: 'Step', to: planet } },
    ],
    // No roll, no Bounty; the planet counts once among those visited, however often entered.
    expect: {
      captains: [
        {},
        {},
        { at: planet, bounty: 0, record: { hazardsSurvived: 0, planetsVisited: ['Alpha Prime'] } },
      ],
    },
  });

  scenario('an Outlaw may not use a lawful entrance but may try the shield', {
    ruleset: xia,
    rules: ['XB-PLAN-01', 'XB-BNTY-02', 'XB-BORDER-04'],
    start: { state: outlaw(at(base, eastOfPlanet, 2)) },
    dice: [die(20, 18)],
    steps: [
      { seat, command: { type: 'Step', to: planet }, rejects: 'OutlawsBarred' },
      // North of the entrance the planet's edge is shield: an Outlaw may cross it there.
      { seat, command: { type: 'Step', to: northEastOfPlanet } },
      {
        seat,
        command: { type: 'Step', to: planet },
        events: [{ type: 'HazardResolved', hazard: 'planetary shield', outcome: 'undetected' }],
      },
    ],
    expect: { captains: [{}, {}, { at: planet, bounty: 1000 }] },
  });

  const boosted = (movement: number, boost: 'stealth' | 'hazardAdvantage') => {
    const s = at(base, westOfPlanet, movement);
    return { ...s, turn: { ...s.turn, boosts: { ...s.turn.boosts, [boost]: true } } };
  };
  scenario('a stealth ability hides the next shield crossing a ship makes, and only that one', {
    ruleset: xia,
    rules: ['XB-SHIP-02', 'XB-BORDER-04'],
    start: { state: boosted(3, 'stealth') },
    dice: [die(20, 1), die(20, 12), die(20, 12)],
    steps: [
      // Stopped: no crossing, so the stealth is still to come.
      {
        seat,
        command: { type: 'Step', to: planet },
        events: [{ type: 'HazardResolved', outcome: 'stopped' }],
        state: { turn: { boosts: { stealth: true } } },
      },
      { seat, command: { type: 'PlaceDamage', at: [0, 0] } },
      // 12 would cost 1,000 Bounty; the stealth makes it undetected, and is spent.
      {
        seat,
        command: { type: 'Step', to: planet },
        events: [{ type: 'HazardResolved', face: 12, outcome: 'undetected', amount: 0 }],
        state: { turn: { boosts: { stealth: false } }, captains: [{}, {}, { bounty: 0 }] },
      },
      {
        seat,
        command: { type: 'Step', to: westOfPlanet },
        events: [{ type: 'HazardResolved', face: 12, outcome: 'bounty', amount: 1000 }],
      },
    ],
    expect: { captains: [{}, {}, { at: westOfPlanet, bounty: 1000 }] },
  });

  scenario('a prepared hazard reroll rolls the shield twice and keeps the better', {
    ruleset: xia,
    rules: ['XB-SHIP-02', 'XB-BORDER-04'],
    start: { state: boosted(2, 'hazardAdvantage') },
    dice: [die(20, 6), die(20, 15), die(20, 5)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: planet },
        events: [
          { type: 'DieRolled', seat, face: 6, purpose: 'planetary shield' },
          { type: 'DieRolled', seat, face: 15, purpose: 'planetary shield (second roll)' },
          { type: 'HazardResolved', face: 15, outcome: 'bounty' },
        ],
        state: { turn: { boosts: { hazardAdvantage: false } } },
      },
      // Spent: the next shield is rolled once, and 5 stops the ship.
      {
        seat,
        command: { type: 'Step', to: westOfPlanet },
        events: [{ type: 'HazardResolved', face: 5, outcome: 'stopped' }],
      },
    ],
    expect: { captains: [{}, {}, { at: planet }] },
  });

  const five = started({ seats: 5, preset: 'firstGame' });
  const den = hexOf(five, 4, 0, 0); // Epsilon Den: outlaw, entrance to the west
  const westOfDen = hexOf(five, 4, -1, 0);
  const fiveSeat = five.turn.seat;
  scenario('an Innocent ship entering an outlaw planet by its entrance gains 1,000 Bounty', {
    ruleset: xia,
    rules: ['XB-PLAN-02'],
    start: { state: ready(five, fiveSeat, westOfDen, 1) },
    steps: [
      {
        seat: fiveSeat,
        command: { type: 'Step', to: den },
        events: [
          { type: 'BountyChanged', seat: fiveSeat, amount: 1000, reason: 'entered Epsilon Den' },
        ],
      },
    ],
  });

  it('XB-PLAN-02 XB-PLAN-03: an Outlaw enters an outlaw planet with no more Bounty; a neutral entrance costs nothing', () => {
    const entered = play(
      ready(withCaptain(five, fiveSeat, { bounty: 2000 }), fiveSeat, westOfDen, 1),
      [fiveSeat, { type: 'Step', to: den }],
    );
    expect(entered.captains[fiveSeat]?.bounty).toBe(2000);
    const withEta: XiaState = {
      ...base,
      board: {
        ...base.board,
        sectors: [...base.board.sectors, { id: 'eta', slot: { q: 0, r: -1 }, rotation: 0 }],
      },
    };
    const etaPlanet = hexOf(withEta, 3, 0, 0);
    const neutral = play(ready(withEta, seat, hexOf(withEta, 3, 0, 1), 1), [
      seat,
      { type: 'Step', to: etaPlanet },
    ]);
    expect(neutral.captains[seat]).toMatchObject({ at: etaPlanet, bounty: 0 });
  });
});

describe('gates', () => {
  const five = started({ seats: 5, preset: 'firstGame' });
  const s = five.turn.seat;
  const zeta: XiaState = {
    ...five,
    board: {
      ...five.board,
      sectors: [...five.board.sectors, { id: 'zeta', slot: { q: 0, r: -1 }, rotation: 0 }],
    },
  };
  const delta = hexOf(zeta, 3, 0, 0);
  const broken = hexOf(zeta, 5, 0, 0);
  const nextToBroken = hexOf(zeta, 5, 1, 0);
  // The other four ships: two on Spawn Points 2 and 4, two elsewhere, so 1, 3 and 5 are free.
  const others = zeta.captains.filter((c) => c.seat !== s).map((c) => c.seat);
  const spots = [
    hexOf(zeta, 1, 0, 2),
    hexOf(zeta, 3, 0, 2),
    hexOf(zeta, 0, 1, 1),
    hexOf(zeta, 1, 1, 1),
  ];
  const withZeta: XiaState = {
    ...zeta,
    captains: zeta.captains.map((c) =>
      c.seat === s ? c : { ...c, at: spots[others.indexOf(c.seat)] ?? null },
    ),
  };

  scenario('a gate carries a ship to any space of another gate for 1 movement', {
    ruleset: xia,
    rules: ['XB-BORDER-09'],
    start: { state: ready(withZeta, s, hexOf(withZeta, 3, 1, 0), 2) },
    steps: [
      { seat: s, command: { type: 'GateJump', to: broken }, rejects: 'NotOnGate' },
      { seat: s, command: { type: 'Step', to: delta } },
      { seat: s, command: { type: 'GateJump', to: delta }, rejects: 'NotAGate' },
    ],
  });

  scenario('a jump into the malfunctioning gate lands on the Spawn Point closest to a d20', {
    ruleset: xia,
    rules: ['XB-BORDER-10', 'GAP-XB-04'],
    start: { state: ready(withZeta, s, delta, 1) },
    dice: [die(20, 9)],
    steps: [
      {
        seat: s,
        command: { type: 'GateJump', to: broken },
        events: [
          { type: 'DieRolled', seat: s, die: 20, face: 9, purpose: 'malfunctioning gate' },
          { type: 'Teleported', seat: s, spawn: 5 },
        ],
      },
    ],
    expect: { turn: { movement: 0 } },
  });

  scenario('an equal distance to two free Spawn Points goes to the higher number', {
    ruleset: xia,
    rules: ['XB-BORDER-10', 'XB-RESP-02', 'GAP-XB-04'],
    start: { state: ready(withZeta, s, delta, 1) },
    dice: [die(20, 4)],
    steps: [
      {
        seat: s,
        command: { type: 'GateJump', to: broken },
        events: [{ type: 'Teleported', spawn: 5 }],
      },
    ],
  });

  scenario(
    'a 20 at the malfunctioning gate lets the captain choose a Spawn Point and gives Luck Fame',
    {
      ruleset: xia,
      rules: ['XB-BORDER-10', 'XB-FAME-10', 'GAP-XB-09'],
      start: { state: ready(withZeta, s, broken, 2) },
      dice: [die(20, 20)],
      steps: [
        {
          seat: s,
          command: { type: 'GateJump', to: delta },
          events: [{ type: 'FameGained', source: 'luck', amount: 1 }],
          state: { prompts: [{ kind: 'ChooseSpawn', reason: 'malfunctioningGate' }] },
        },
        { seat: s, command: { type: 'ChooseSpawn', spawn: 19 }, rejects: 'BadSpawn' },
        {
          seat: s,
          command: { type: 'ChooseSpawn', spawn: 1 },
          events: [{ type: 'Teleported', spawn: 1 }],
        },
      ],
      verify: (state) => expect(state.captains[s]?.at).toEqual(hexOf(withZeta, 0, -2, 0)),
    },
  );

  it('XB-BORDER-09: gate jumps list every space of every other gate, none of the own', () => {
    const jumps = xia.legal(ready(withZeta, s, delta, 1), s).filter((c) => c.type === 'GateJump');
    expect(jumps).toEqual([{ type: 'GateJump', to: broken }]);
    expect(
      xia.legal(ready(withZeta, s, nextToBroken, 1), s).some((c) => c.type === 'GateJump'),
    ).toBe(false);
  });

  const parkedOnGate: XiaState = {
    ...withZeta,
    captains: withZeta.captains.map((c) => (c.seat === others[2] ? { ...c, at: delta } : c)),
  };
  scenario(
    'a ship sent away by the malfunctioning gate on a 20 is in transit until its captain chooses',
    {
      ruleset: xia,
      rules: ['XB-BORDER-10', 'XB-MOVE-03', 'XB-SHIP-01'],
      start: { state: ready(parkedOnGate, s, hexOf(parkedOnGate, 3, 1, 0), 2) },
      dice: [die(20, 20)],
      steps: [
        { seat: s, command: { type: 'Step', to: delta } },
        {
          seat: s,
          command: { type: 'GateJump', to: broken },
          verify: (state) => expect(state.captains[s]?.at).toBeNull(),
        },
        {
          seat: s,
          command: { type: 'ChooseSpawn', spawn: 3 },
          events: [{ type: 'Teleported', spawn: 3 }],
        },
      ],
    },
  );

  scenario('no movement, no gate jump', {
    ruleset: xia,
    rules: ['XB-BORDER-09'],
    start: { state: ready(withZeta, s, delta, 0) },
    steps: [{ seat: s, command: { type: 'GateJump', to: broken }, rejects: 'NoMovement' }],
  });

  scenario('a gate space with a ship on it cannot be jumped to', {
    ruleset: xia,
    rules: ['XB-BORDER-09', 'XB-SHIP-01'],
    start: { state: ready(parkedOnGate, s, broken, 2) },
    steps: [{ seat: s, command: { type: 'GateJump', to: delta }, rejects: 'SpaceOccupied' }],
    expect: { turn: { movement: 2 } },
  });

  const field = hexOf(withZeta, 1, 1, 0); // Beta's asteroid field: a region, but no gate
  const plain = hexOf(withZeta, 3, 1, 0); // next to Delta Gate, in no region
  scenario('a gate jump starts on a gate and lands on a space of another gate', {
    ruleset: xia,
    rules: ['XB-BORDER-09'],
    start: { state: ready(withZeta, s, field, 1) },
    steps: [{ seat: s, command: { type: 'GateJump', to: delta }, rejects: 'NotOnGate' }],
    verify: (state) => {
      const onGate = ready(state, s, delta, 1);
      for (const to of [field, plain, { q: 40, r: 40 }]) {
        expect(xia.apply(onGate, s, { type: 'GateJump', to })).toMatchObject({
          ok: false,
          error: { code: 'NotAGate' },
        });
      }
    },
  });

  scenario('acting from a neighbouring space ends when the ship jumps away', {
    ruleset: xia,
    rules: ['XB-MOVE-04', 'XB-BORDER-10'],
    start: {
      state: ready(withCaptain(withZeta, others[0] ?? 0, { at: plain }), s, delta, 3),
    },
    dice: [die(20, 9)],
    steps: [
      {
        seat: s,
        command: { type: 'UseOccupiedSpace', at: plain },
        state: { turn: { movement: 1, proxy: plain } },
      },
      {
        seat: s,
        command: { type: 'GateJump', to: broken },
        events: [{ type: 'Teleported', seat: s, spawn: 5 }],
        state: { turn: { movement: 0, proxy: null } },
      },
    ],
  });
});

describe('the edges of the hazard tables', () => {
  // A Titan (16 hold cells, 10 Energy) survives 10 damage, so the roll's effect shows whole.
  const titan = (s: XiaState, h: Hex, movement = 1) =>
    ready(s, seat, h, movement, { ship: 'titan', energy: 10 });
  const planet = hexOf(base, 0, 0, 0);
  const westOfPlanet = hexOf(base, 0, -1, 0);

  scenario('an asteroid field entered on exactly 10 deals 10 damage', {
    ruleset: xia,
    rules: ['XB-BORDER-03'],
    start: { state: titan(base, centre) },
    dice: [die(20, 10)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        events: [
          { type: 'HazardResolved', hazard: 'asteroid field', face: 10, outcome: 'damage' },
          { type: 'DamageTaken', seat, amount: 10 },
        ],
      },
    ],
    expect: {
      prompts: [{ kind: 'PlaceDamage', seat, remaining: 10 }],
      captains: [{}, {}, { at: asteroid }],
    },
  });

  scenario('an asteroid field entered on 11 deals nothing', {
    ruleset: xia,
    rules: ['XB-BORDER-03'],
    start: { state: titan(base, centre) },
    dice: [die(20, 11)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        events: [{ type: 'HazardResolved', face: 11, outcome: 'safe', amount: 0 }],
      },
    ],
    expect: { prompts: [], captains: [{}, {}, { at: asteroid, hold: { damage: [] } }] },
  });

  scenario('a nebula entered on exactly 10 drains 10 Energy', {
    ruleset: xia,
    rules: ['XB-BORDER-06'],
    start: { state: titan(base, centre) },
    dice: [die(20, 10)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: nebula },
        events: [
          { type: 'HazardResolved', hazard: 'nebula', face: 10, outcome: 'energyLoss' },
          { type: 'EnergyChanged', seat, amount: -10, energy: 0 },
        ],
      },
    ],
    expect: { captains: [{}, {}, { at: nebula, energy: 0 }] },
  });

  scenario('a nebula entered on 11 drains nothing', {
    ruleset: xia,
    rules: ['XB-BORDER-06'],
    start: { state: titan(base, centre) },
    dice: [die(20, 11)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: nebula },
        events: [{ type: 'HazardResolved', face: 11, outcome: 'safe', amount: 0 }],
      },
    ],
    expect: { captains: [{}, {}, { at: nebula, energy: 10 }] },
  });

  scenario('leaving a nebula or an asteroid field rolls nothing and costs nothing', {
    ruleset: xia,
    rules: ['XB-BORDER-06', 'XB-BORDER-03'],
    start: { state: titan(base, nebula, 3) },
    // One die, for entering the asteroid field: a roll on leaving would find none and fail.
    dice: [die(20, 15)],
    steps: [
      { seat, command: { type: 'Step', to: centre }, events: [{ type: 'Moved', to: centre }] },
      {
        seat,
        command: { type: 'Step', to: asteroid },
        events: [{ type: 'HazardResolved', face: 15, outcome: 'safe' }],
      },
      { seat, command: { type: 'Step', to: centre }, events: [{ type: 'Moved', to: centre }] },
    ],
    expect: { captains: [{}, {}, { at: centre, energy: 10, hold: { damage: [] } }] },
  });

  scenario('a planetary shield crossed on exactly 10 stops the ship', {
    ruleset: xia,
    rules: ['XB-BORDER-04', 'GAP-XB-06'],
    start: { state: titan(base, westOfPlanet, 2) },
    dice: [die(20, 10)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: planet },
        events: [
          { type: 'HazardResolved', hazard: 'planetary shield', face: 10, outcome: 'stopped' },
          { type: 'DamageTaken', seat, amount: 10, unblockable: true },
        ],
      },
    ],
    expect: {
      turn: { movement: 1 },
      prompts: [{ kind: 'PlaceDamage', seat, remaining: 10 }],
      captains: [{}, {}, { at: westOfPlanet, bounty: 0 }],
    },
  });

  scenario('a planetary shield crossed on 11 lets the ship through with 1,000 Bounty', {
    ruleset: xia,
    rules: ['XB-BORDER-04', 'XB-BNTY-03'],
    start: { state: titan(base, westOfPlanet, 2) },
    dice: [die(20, 11)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: planet },
        events: [
          { type: 'HazardResolved', face: 11, outcome: 'bounty', amount: 1000 },
          { type: 'BountyChanged', seat, amount: 1000, bounty: 1000 },
        ],
      },
    ],
    expect: {
      prompts: [],
      turn: { movement: 1 },
      captains: [{}, {}, { at: planet, bounty: 1000, hold: { damage: [] } }],
    },
  });
});

describe('shield use spaces a spent marker leaves open', () => {
  scenario('a marker on one use space blocks only that space of that shield', {
    ruleset: xia,
    rules: ['XB-OTYP-05', 'XB-MARK-02'],
    start: {
      state: ready(base, seat, centre, 1, {
        hold: {
          outfits: [
            { uid: 1, kind: 'bulwark', at: [0, 0], turns: 0 }, // two use spaces
            { uid: 2, kind: 'guard', at: [2, 0], turns: 0 },
          ],
          cargo: [],
          damage: [],
        },
        markers: [
          { at: 'used', outfit: 1, space: 0 },
          { at: 'armed' },
          { at: 'armed' },
          { at: 'armed' },
        ],
      }),
    },
    dice: [die(20, 5), die(12, 2), die(6, 1)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        state: { prompts: [{ kind: 'ShieldHazard', seat, hazard: 'asteroid', amount: 5 }] },
      },
      {
        seat,
        // The Bulwark's other space, and the Guard's space of the same number, are both free.
        command: {
          type: 'ShieldHazard',
          use: [
            { outfit: 1, space: 1 },
            { outfit: 2, space: 0 },
          ],
        },
        events: [{ type: 'ShieldsRolled', seat, faces: [2, 1], total: 3, against: 5 }],
        state: { prompts: [{ kind: 'PlaceDamage', seat, remaining: 2 }] },
      },
    ],
  });
});

describe('a damaged shield against a hazard', () => {
  // The Guard Shield's use space is its cell (0, 0), its section (0, 1); the Bulwark's sections
  // are (0, 1) and (1, 1). Damage on a section leaves the use space free but lowers the roll.
  const guardHurt: Hold = { ...shieldHold, damage: [[0, 1]] };
  const bulwarkHurt: Hold = {
    outfits: [{ uid: 92, kind: 'bulwark', at: [0, 0], turns: 0 }],
    cargo: [],
    damage: [
      [0, 1],
      [1, 1],
    ],
  };

  scenario('rolls 1 lower for its damage marker', {
    ruleset: xia,
    rules: ['XB-OUTF-07', 'XB-OTYP-06'],
    start: { state: ready(base, seat, centre, 1, { hold: guardHurt }) },
    dice: [die(20, 7), die(6, 5)],
    steps: [
      { seat, command: { type: 'Step', to: asteroid } },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: 91, space: 0 }] },
        events: [
          { type: 'ShieldsRolled', seat, faces: [5], total: 4, against: 7 },
          { type: 'DamageTaken', seat, amount: 3 },
        ],
      },
    ],
    expect: { prompts: [{ kind: 'PlaceDamage', seat, remaining: 3 }] },
  });

  scenario('rolls 1 lower for each of its damage markers', {
    ruleset: xia,
    rules: ['XB-OUTF-07', 'XB-OTYP-07'],
    start: { state: ready(base, seat, centre, 1, { hold: bulwarkHurt, energy: 5 }) },
    dice: [die(20, 9), die(12, 8)],
    steps: [
      { seat, command: { type: 'Step', to: nebula } },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: 92, space: 0 }] },
        events: [
          { type: 'ShieldsRolled', seat, faces: [8], total: 6, against: 9 },
          { type: 'EnergyChanged', seat, amount: -3, energy: 2 },
        ],
      },
    ],
    expect: { captains: [{}, {}, { energy: 2 }] },
  });

  scenario('never rolls below 0: a 1 on a twice-damaged shield absorbs nothing, and adds nothing', {
    ruleset: xia,
    rules: ['XB-OUTF-07', 'GAP-XB-22'],
    start: { state: ready(base, seat, centre, 1, { hold: bulwarkHurt }) },
    dice: [die(20, 2), die(12, 1)],
    steps: [
      { seat, command: { type: 'Step', to: asteroid } },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: 92, space: 0 }] },
        events: [
          { type: 'ShieldsRolled', seat, faces: [1], total: 0, against: 2 },
          { type: 'DamageTaken', seat, amount: 2 },
        ],
      },
    ],
    expect: { prompts: [{ kind: 'PlaceDamage', seat, remaining: 2 }] },
  });
});

describe('shields against a hazard, marker by marker', () => {
  const twoShields: Hold = {
    outfits: [
      { uid: 91, kind: 'guard', at: [0, 0], turns: 0 },
      { uid: 93, kind: 'guard', at: [1, 0], turns: 0 },
    ],
    cargo: [],
    damage: [],
  };
  const oneArmed = [
    { at: 'armed' },
    { at: 'disarmed' },
    { at: 'disarmed' },
    { at: 'disarmed' },
  ] as const;

  scenario('each shield needs an armed marker: one marker raises one shield, not two', {
    ruleset: xia,
    rules: ['XB-OTYP-05', 'XB-MARK-02', 'XB-OTYP-06'],
    start: { state: ready(base, seat, centre, 1, { hold: twoShields, markers: [...oneArmed] }) },
    dice: [die(20, 6), die(6, 4)],
    steps: [
      { seat, command: { type: 'Step', to: asteroid } },
      {
        seat,
        command: {
          type: 'ShieldHazard',
          use: [
            { outfit: 91, space: 0 },
            { outfit: 93, space: 0 },
          ],
        },
        rejects: 'NoArmedMarker',
      },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: 93, space: 0 }] },
        events: [
          { type: 'MarkerSpent', seat, outfit: 93, space: 0 },
          { type: 'ShieldsRolled', seat, faces: [4], total: 4, against: 6 },
          { type: 'DamageTaken', seat, amount: 2 },
        ],
      },
    ],
  });
});

describe('the shield decision', () => {
  const s0 = { outfit: 91, space: 0 };
  const s1 = { outfit: 93, space: 0 };
  const twoGuards: Hold = {
    outfits: [
      { uid: 91, kind: 'guard', at: [0, 0], turns: 0 },
      { uid: 93, kind: 'guard', at: [1, 0], turns: 0 },
    ],
    cargo: [],
    damage: [],
  };

  scenario('markers go once each on free use spaces of the captain’s own shields', {
    ruleset: xia,
    rules: ['XB-OTYP-05', 'XB-MARK-02', 'XB-OTYP-06'],
    start: {
      state: ready(base, seat, centre, 1, {
        hold: twoGuards,
        markers: [{ at: 'disarmed' }, { at: 'disarmed' }, { at: 'armed' }, { at: 'armed' }],
      }),
    },
    dice: [die(20, 6), die(6, 3)],
    steps: [
      { seat, command: { type: 'Step', to: asteroid } },
      { seat, command: { type: 'ShieldHazard', use: [s0, s0] }, rejects: 'BadShield' },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: 99, space: 0 }] },
        rejects: 'BadShield',
      },
      {
        seat,
        command: { type: 'ShieldHazard', use: [s1] },
        events: [
          { type: 'MarkerSpent', seat, outfit: 93, space: 0 },
          { type: 'DieRolled', seat, die: 6, face: 3, purpose: 'shield' },
          { type: 'ShieldsRolled', seat, faces: [3], total: 3, against: 6 },
          { type: 'DamageTaken', seat, amount: 3 },
        ],
      },
    ],
    // The first armed marker goes; the disarmed ones stay where they are.
    expect: {
      captains: [
        {},
        {},
        {
          markers: [
            { at: 'disarmed' },
            { at: 'disarmed' },
            { at: 'used', outfit: 93, space: 0 },
            { at: 'armed' },
          ],
        },
      ],
    },
  });

  it('XB-OTYP-05 XB-MARK-02: the choices are every set of shield spaces the armed markers can fill, each once', () => {
    const hit = (armed: number) => {
      const markers = [0, 1, 2, 3].map((i) => ({ at: i < armed ? 'armed' : 'disarmed' }) as const);
      const start = ready(base, seat, centre, 1, { hold: twoGuards, markers });
      const s = play({ ...start, random: scripted([die(20, 6)]) }, [
        seat,
        { type: 'Step', to: asteroid },
      ]);
      return xia.legal(s, seat).filter((c) => c.type === 'ShieldHazard');
    };
    expect(hit(1).map((c) => c.use)).toEqual([[], [s0], [s1]]);
    expect(hit(2).map((c) => c.use)).toEqual([[], [s0], [s0, s1], [s1]]);
  });

  it('XB-OTYP-05: declining the shields spends no marker, rolls nothing and takes the whole hit', () => {
    const start = ready(base, seat, centre, 1, { hold: twoGuards });
    const s = play({ ...start, random: scripted([die(20, 6)]) }, [
      seat,
      { type: 'Step', to: asteroid },
    ]);
    const declined = xia.apply(s, seat, { type: 'ShieldHazard', use: [] });
    if (!declined.ok) throw new Error(declined.error.message);
    const types = declined.value.events.map((e) => e.type);
    expect(types).not.toContain('MarkerSpent');
    expect(types).not.toContain('ShieldsRolled');
    expect(types).toContain('DamageTaken');
    expect(declined.value.state.captains[seat]?.markers.every((m) => m.at === 'armed')).toBe(true);
  });

  scenario('shields that roll more than a nebula drains give no Energy back', {
    ruleset: xia,
    rules: ['XB-OTYP-07', 'XB-BORDER-06'],
    start: { state: ready(base, seat, centre, 1, { hold: shieldHold, energy: 3 }) },
    dice: [die(20, 2), die(6, 5)],
    steps: [
      { seat, command: { type: 'Step', to: nebula } },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: 91, space: 0 }] },
        events: [{ type: 'ShieldsRolled', total: 5, against: 2 }],
      },
    ],
    expect: { prompts: [], captains: [{}, {}, { energy: 3 }] },
  });
});

describe('nebula Energy loss beyond the Energy there is', () => {
  scenario('disarms one armed marker per point Energy cannot pay, and no more', {
    ruleset: xia,
    rules: ['XB-BORDER-06', 'GAP-XB-07'],
    start: { state: ready(base, seat, centre, 1, { energy: 1 }) },
    dice: [die(20, 3)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: nebula },
        events: [
          { type: 'EnergyChanged', seat, amount: -1, energy: 0, reason: 'nebula' },
          { type: 'MarkersDisarmed', seat, count: 2, reason: 'nebula' },
        ],
      },
    ],
    expect: {
      captains: [
        {},
        {},
        {
          energy: 0,
          markers: [{ at: 'disarmed' }, { at: 'disarmed' }, { at: 'armed' }, { at: 'armed' }],
        },
      ],
    },
  });

  it('GAP-XB-07: with no Energy and no armed marker, nothing more is lost and nothing is disarmed', () => {
    const s = ready(base, seat, centre, 1, {
      energy: 0,
      markers: [{ at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
    });
    const entered = xia.apply({ ...s, random: scripted([die(20, 5)]) }, seat, {
      type: 'Step',
      to: nebula,
    });
    if (!entered.ok) throw new Error(entered.error.message);
    const types = entered.value.events.map((e) => e.type);
    expect(types).toContain('HazardResolved');
    expect(types).not.toContain('EnergyChanged');
    expect(types).not.toContain('MarkersDisarmed');
  });
});
