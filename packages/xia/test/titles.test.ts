import { die } from '@drift/engine';
import { scenario } from '@drift/engine/testing';
import { describe } from 'vitest';
import type { TitleDef } from '../src/content/schema.ts';
import type { Captain, CaptainRecord, XiaState } from '../src/model/state.ts';
import { createXia } from '../src/ruleset.ts';
import { hexOf, ready, started } from './fixtures/game.ts';
import { testPack } from './fixtures/pack.ts';

/** A Title worth 1 Fame with this objective and a harmless Skill. */
function title(id: string, objective: TitleDef['objective']): TitleDef {
  return { id, name: id, fame: 1, objective, skill: { kind: 'impulse', bonus: 1 }, text: id };
}

/**
 * One Title per objective, and the captain one short of it and exactly at it. Each objective
 * must be met at its number, not only above it (XB-TITLE-02: the first to meet it claims it).
 */
const objectives: {
  readonly title: TitleDef;
  readonly short: Partial<Captain>;
  readonly met: Partial<Captain>;
}[] = [];
const base = started();
const record = base.captains[2]?.record;
if (!record) throw new Error('no captain');
const rec = (change: Partial<CaptainRecord>) => ({ record: { ...record, ...change } });
function objective(
  id: string,
  o: TitleDef['objective'],
  short: Partial<Captain>,
  met: Partial<Captain>,
): void {
  objectives.push({ title: title(id, o), short, met });
}
objective(
  'tokens',
  { kind: 'explorationTokens', count: 2 },
  { explorationTokens: ['x-fame-1'] },
  { explorationTokens: ['x-fame-1', 'x-credits-1'] },
);
objective(
  'sectors',
  { kind: 'sectorsRevealed', count: 2 },
  rec({ sectorsRevealed: 1 }),
  rec({ sectorsRevealed: 2 }),
);
objective(
  'rush',
  { kind: 'cubesSoldInTurn', count: 3 },
  rec({ cubesSoldThisTurn: 2 }),
  rec({ cubesSoldThisTurn: 3 }),
);
objective('trade', { kind: 'cubesSold', count: 4 }, rec({ cubesSold: 3 }), rec({ cubesSold: 4 }));
objective('rich', { kind: 'credits', amount: 10000 }, { credits: 9999 }, { credits: 10000 });
objective('big', { kind: 'shipTier', tier: 2 }, { ship: 'mule' }, { ship: 'hauler' });
objective('bigger', { kind: 'shipTier', tier: 2 }, { ship: 'mule' }, { ship: 'titan' });
objective(
  'kit',
  { kind: 'outfitsOwned', count: 2 },
  { hold: { outfits: [{ uid: 1, kind: 'kick', at: [0, 0], turns: 0 }], cargo: [], damage: [] } },
  {
    hold: {
      outfits: [
        { uid: 1, kind: 'kick', at: [0, 0], turns: 0 },
        { uid: 2, kind: 'zap', at: [0, 1], turns: 0 },
      ],
      cargo: [],
      damage: [],
    },
  },
);
objective(
  'tough',
  { kind: 'hazardsSurvived', count: 3 },
  rec({ hazardsSurvived: 2 }),
  rec({ hazardsSurvived: 3 }),
);
objective(
  'tourist',
  { kind: 'planetsVisited', count: 2 },
  rec({ planetsVisited: ['Alpha Prime'] }),
  rec({ planetsVisited: ['Alpha Prime', 'Epsilon Den'] }),
);
objective('kind', { kind: 'rescues', count: 1 }, rec({ rescues: 0 }), rec({ rescues: 1 }));
objective(
  'ace',
  { kind: 'shipsDestroyed', count: 2 },
  rec({ shipsDestroyed: 1 }),
  rec({ shipsDestroyed: 2 }),
);
objective(
  'hunter',
  { kind: 'bountyClaimed', amount: 3000 },
  rec({ bountyClaimed: 2999 }),
  rec({ bountyClaimed: 3000 }),
);
objective(
  'lawman',
  { kind: 'missionsCompleted', count: 2, legality: 'lawful' },
  rec({ missionsCompleted: { lawful: 1, outlaw: 5 } }),
  rec({ missionsCompleted: { lawful: 2, outlaw: 0 } }),
);
objective(
  'crook',
  { kind: 'missionsCompleted', count: 2, legality: 'outlaw' },
  rec({ missionsCompleted: { lawful: 5, outlaw: 1 } }),
  rec({ missionsCompleted: { lawful: 0, outlaw: 2 } }),
);
objective(
  'worker',
  { kind: 'missionsCompleted', count: 3 },
  rec({ missionsCompleted: { lawful: 1, outlaw: 1 } }),
  rec({ missionsCompleted: { lawful: 1, outlaw: 2 } }),
);
objective('wanted', { kind: 'bountyCarried', amount: 2000 }, { bounty: 1999 }, { bounty: 2000 });

const skills: TitleDef[] = [
  {
    ...title('steady', { kind: 'rescues', count: 9 }),
    skill: { kind: 'hazardRoll', bonus: 2 },
  },
  {
    ...title('reservoir', { kind: 'rescues', count: 9 }),
    skill: { kind: 'energyMax', bonus: 2 },
  },
];

const rules = createXia({
  ...testPack,
  info: { ...testPack.info, id: 'test-titles' },
  titles: [...testPack.titles, ...objectives.map((o) => o.title), ...skills],
});

const seat = 2; // flies a Mule: 8 hold cells, 5 Energy
const open = hexOf(base, 1, 0, 1); // plain space in Beta
const centre = hexOf(base, 1, 0, 0);
const asteroid = hexOf(base, 1, 1, 0);

/** Seat 2 ends its Action Phase off a planet with one Title open. */
function withOpen(id: string, change: Partial<Captain>): XiaState {
  return { ...ready(base, seat, open, 0, change), titles: { open: [id], spacesDrawn: [] } };
}

describe('Title objectives are met at their number', () => {
  for (const { title: t, short, met } of objectives) {
    scenario(`${t.objective.kind} ${t.id}: one short claims nothing`, {
      ruleset: rules,
      rules: ['XB-TITLE-02'],
      start: { state: withOpen(t.id, short) },
      steps: [{ seat, command: { type: 'EndActions' } }],
      expect: { titles: { open: [t.id] }, captains: [{}, {}, { titles: [], fame: 0 }] },
    });
    scenario(`${t.objective.kind} ${t.id}: exactly met claims it for its Fame`, {
      ruleset: rules,
      rules: ['XB-TITLE-02', 'XB-FAME-09'],
      start: { state: withOpen(t.id, met) },
      steps: [
        {
          seat,
          command: { type: 'EndActions' },
          events: [
            { type: 'TitleClaimed', seat, title: t.id },
            { type: 'FameGained', seat, amount: 1, source: 'title' },
          ],
        },
      ],
      expect: { titles: { open: [] }, captains: [{}, {}, { titles: [t.id], fame: 1 }] },
    });
  }
});

describe('Title Skills', () => {
  // A Titan survives 10 damage, so the modified roll's effect shows whole.
  const steady = (s: XiaState) =>
    ready(s, seat, centre, 1, { ship: 'titan', energy: 10, titles: ['steady'] });

  scenario('a hazard Skill adds to the d20: 8 becomes 10, still a hit for 10', {
    ruleset: rules,
    rules: ['XB-TITLE-02', 'XB-BORDER-03'],
    start: { state: steady(base) },
    dice: [die(20, 8)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        events: [
          { type: 'DieRolled', seat, die: 20, face: 8 },
          { type: 'HazardResolved', face: 10, outcome: 'damage', amount: 10 },
        ],
      },
    ],
    expect: { prompts: [{ kind: 'PlaceDamage', seat, remaining: 10 }] },
  });

  scenario('a hazard Skill adds to the d20: 9 becomes 11, safe', {
    ruleset: rules,
    rules: ['XB-TITLE-02', 'XB-BORDER-03'],
    start: { state: steady(base) },
    dice: [die(20, 9)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        events: [{ type: 'HazardResolved', face: 11, outcome: 'safe' }],
      },
    ],
    expect: { prompts: [] },
  });

  scenario('a hazard Skill never lifts the d20 above 20, and a lifted 20 is no Luck', {
    ruleset: rules,
    rules: ['XB-TITLE-02', 'XB-FAME-10', 'GAP-XB-09'],
    start: { state: steady(base) },
    dice: [die(20, 19)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        events: [{ type: 'HazardResolved', face: 20, outcome: 'safe' }],
      },
    ],
    expect: { captains: [{}, {}, { fame: 0 }] },
  });

  const planet = hexOf(base, 0, 0, 0);
  scenario('an Energy Skill raises the maximum a recharge fills', {
    ruleset: rules,
    rules: ['XB-TITLE-02', 'XB-ENRG-02'],
    start: {
      state: (() => {
        const s = ready(base, seat, planet, 0, { energy: 1, titles: ['reservoir'] });
        return { ...s, turn: { ...s.turn, phase: 'Business' as const } };
      })(),
    },
    steps: [
      {
        seat,
        command: { type: 'Recharge' },
        events: [{ type: 'EnergyChanged', seat, amount: 6, energy: 7 }],
      },
      { seat, command: { type: 'Recharge' }, rejects: 'NothingToDo' },
    ],
  });

  scenario('a free-arming Skill arms every marker off a planet for no Energy', {
    ruleset: rules,
    rules: ['XB-TITLE-02', 'XB-MARK-03'],
    start: {
      state: (() => {
        const s = ready(base, seat, open, 0, {
          energy: 0,
          titles: ['hauler-title'],
          markers: [{ at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
        });
        return { ...s, turn: { ...s.turn, phase: 'Status' as const } };
      })(),
    },
    steps: [
      {
        seat,
        command: { type: 'ArmMarkers', count: 4 },
        events: [{ type: 'MarkersArmed', seat, count: 4, cost: 0 }],
      },
    ],
    expect: {
      captains: [
        {},
        {},
        {
          energy: 0,
          markers: [{ at: 'armed' }, { at: 'armed' }, { at: 'armed' }, { at: 'armed' }],
        },
      ],
    },
  });
});

describe('an empty Title deck', () => {
  scenario('a Title space reached with no Title left is marked drawn, and nothing is drawn', {
    ruleset: rules,
    rules: ['XB-TITLE-01', 'GAP-XB-11'],
    start: {
      state: {
        ...ready(base, seat, open, 0, { fame: 3 }),
        titles: { open: [], spacesDrawn: [] },
        decks: { ...base.decks, titles: [] },
      },
    },
    steps: [{ seat, command: { type: 'EndActions' } }],
    expect: { titles: { open: [], spacesDrawn: [3] }, decks: { titles: [] } },
  });
});
