/**
 * The campaign's Goal cards in play (XC-CAMP-03, XC-CAMP-06, XC-CAMP-07, XC-CAMP-10): the goal
 * chosen before the first turn sets the Fame target; each goal kept and broken, its special
 * rules enforced by refusing commands, watched until broken, or judged when the target is won.
 */
import { type Hex, neighbor } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import { goalCard } from '../src/campaign/goals/content.ts';
import type { XiaState } from '../src/model/state.ts';
import {
  aboutToWin,
  acting,
  attempting,
  campaignSetup,
  cx,
  GOALS,
  neighbours,
  npcOn,
  outfitted,
  planetHex,
  playAll,
  toFirstTurn,
  withGoal,
  withPlayer,
} from './fixtures/campaign.ts';

/** The events a win in the next Status Phase gives, the goal judged `met`. */
const won = (goal: string, met: boolean, reasons?: string[]) => [
  { type: 'GameWon' as const, seat: 0 },
  { type: 'GoalSettled' as const, goal, met, ...(reasons ? { reasons } : {}) },
];

// ---- XC-CAMP-03: the goal chosen after setup, before the first turn ------------------------

describe('XC-CAMP-03, XS-SETUP-06: the goal is chosen after setup, before the first turn', () => {
  const open = ['merchant-prince', 'quiet-hull', 'self-made'];
  /** Ship chosen and outfitting over: the ChooseGoal prompt waits. */
  function choosing(): XiaState {
    let s = campaignSetup({ goals: open });
    const ship = cx.legal(s, 0).find((c) => c.type === 'ChooseShip');
    if (!ship) throw new Error('no ship');
    s = playAll(s, ship);
    return playAll(s, { type: 'FinishOutfitting' });
  }

  it('XC-CAMP-03: setup ends on a ChooseGoal prompt listing the open goals, and nothing else', () => {
    const s = choosing();
    expect(s.campaign?.goal).toBeNull();
    expect(s.stage).toBe('outfitting'); // the first turn has not begun
    expect(s.prompts).toEqual([{ kind: 'ChooseGoal', seat: 0, goals: open }]);
    expect(cx.legal(s, 0)).toEqual(open.map((goal) => ({ type: 'ChooseGoal', goal })));
    expect(cx.status(s)).toEqual({ kind: 'active', toAct: [0] });
  });

  scenario('choosing a goal sets the Fame target and starts the first turn', {
    ruleset: cx,
    rules: ['XC-CAMP-03', 'XS-SETUP-06'],
    start: { state: choosing() },
    steps: [
      { seat: 0, command: { type: 'BuyFame' }, rejects: 'PromptPending' },
      { seat: 0, command: { type: 'ChooseGoal', goal: 'untouchable' }, rejects: 'GoalNotOpen' },
      {
        seat: 0,
        command: { type: 'ChooseGoal', goal: 'self-made' },
        events: [
          { type: 'GoalChosen', seat: 0, goal: 'self-made', fameTarget: 12 },
          { type: 'TurnStarted', seat: 0, number: 1 },
        ],
        state: { stage: 'playing', fameTarget: 12, campaign: { goal: 'self-made' }, prompts: [] },
      },
    ],
  });

  it('XC-CAMP-03, XS-SETUP-06: a goal named before setup (or the only one open) is taken at once', () => {
    for (const campaign of [{ goal: 'old-faithful' }, { goals: ['old-faithful'] }]) {
      const s = campaignSetup(campaign);
      expect(s.campaign?.goal).toBe('old-faithful');
      expect(s.fameTarget).toBe(goalCard('old-faithful').fame);
      const playing = toFirstTurn(s);
      expect(playing.turn.number).toBe(1);
      expect(playing.prompts).toEqual([]);
    }
  });

  it('XC-CAMP-03: a goal completed already cannot be attempted again; unknown goals are refused', () => {
    const refused = (campaign: object) => {
      const parsed = cx.parseOptions({ seats: 1, solo: { difficulty: 'hard' }, campaign });
      return parsed.ok ? 'accepted' : parsed.error.message;
    };
    expect(refused({ goal: 'pathfinder', rewards: ['pathfinder'] })).toMatch(
      /pathfinder is completed already/,
    );
    expect(refused({ goals: ['pathfinder', 'self-made'], rewards: ['self-made'] })).toMatch(
      /self-made is completed already/,
    );
    expect(refused({ goal: 'world-peace' })).toMatch(/no Goal card "world-peace"/);
    expect(refused({ rewards: ['quiet-hull'] })).toMatch(/give the goal attempted/);
    expect(refused({ goal: 'pathfinder', goals: ['pathfinder'] })).toMatch(/one of them/);
    expect(refused({ goals: ['pathfinder', 'pathfinder'] })).toMatch(/named twice/);
  });
});

// ---- Each goal, kept and broken (XC-CAMP-06, XC-CAMP-07, XC-CAMP-10) -----------------------

/** The first hex beyond an Outlaw planet's entrance, and the open space before it. */
function outlawEntrance(s: XiaState): { from: Hex; to: Hex } {
  const board = boardOf(cx.content, s.board.sectors);
  for (const info of board.hexes.values()) {
    for (const d of [0, 1, 2, 3, 4, 5] as const) {
      const to = neighbor(info.hex, d);
      const gate = board
        .bordersAt(info.hex, d)
        .find((b) => b.kind === 'entrance' && b.region.legal === 'outlaw');
      if (gate && gate.inside.q === to.q && gate.inside.r === to.r && !info.region)
        return { from: info.hex, to };
    }
  }
  throw new Error('no Outlaw entrance on the board');
}

/** A star's border, with the open space before it. */
function starEdge(s: XiaState): { from: Hex; to: Hex } {
  const board = boardOf(cx.content, s.board.sectors);
  for (const info of board.hexes.values()) {
    if (info.region) continue;
    for (const d of [0, 1, 2, 3, 4, 5] as const)
      if (board.bordersAt(info.hex, d).some((b) => b.kind === 'star'))
        return { from: info.hex, to: neighbor(info.hex, d) };
  }
  throw new Error('no star on the board');
}

describe('Quiet Hull: never attack; destroy no ship', () => {
  const quiet = attempting('quiet-hull');
  /** A ship with a blaster and an engine, the Merchant alongside. */
  function alongside(state: XiaState): XiaState {
    const [here, there] = neighbours(state);
    const armed = outfitted(state, ['saker-v-blaster', 'm-22-engine']);
    return npcOn(acting(armed, here, { energy: 5 }), 'merchant', there);
  }

  it('XC-CAMP-10: an attack or ram is refused (GoalForbids), yet listed under another goal', () => {
    const other = alongside(withGoal(quiet, 'merchant-prince'));
    const strikes = cx.legal(other, 0).filter((c) => c.type === 'Attack' || c.type === 'Ram');
    expect(strikes.map((c) => c.type)).toEqual(expect.arrayContaining(['Attack', 'Ram']));
    const mine = withGoal(other, 'quiet-hull');
    expect(cx.legal(mine, 0).filter((c) => c.type === 'Attack' || c.type === 'Ram')).toEqual([]);
    for (const strike of strikes) {
      const refused = cx.apply(mine, 0, strike);
      expect(refused.ok ? 'accepted' : refused.error).toEqual({
        code: 'GoalForbids',
        message: 'Your goal, Quiet Hull, forbids this: never attack or ram.',
      });
    }
  });

  scenario('kept: the target reached with no attack and no kill meets the goal', {
    ruleset: cx,
    rules: ['XC-CAMP-06', 'XC-CAMP-10'],
    start: { state: aboutToWin(quiet, { title: 6, trade: 2 }) },
    steps: [{ seat: 0, command: { type: 'EndActions' }, events: won('quiet-hull', true, []) }],
    expect: { campaign: { result: { met: true, reasons: [] } } },
  });

  scenario('broken: a kill credited to the player (the Sellsword’s) fails the goal at the target', {
    ruleset: cx,
    rules: ['XC-CAMP-07', 'XC-CAMP-10'],
    start: { state: quiet },
    arrange: (s) => {
      const win = aboutToWin(s, { combat: 2, title: 6 });
      const record = win.captains[0]?.record;
      return record ? withPlayer(win, { record: { ...record, shipsDestroyed: 1 } }) : win;
    },
    steps: [
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: [
          { type: 'GameWon', seat: 0 },
          { type: 'GoalBroken', goal: 'quiet-hull', rule: 1 },
          {
            type: 'GoalSettled',
            met: false,
            reasons: [
              'Broke "Destroy no ship (your Sellsword’s kills count as yours)." (a ship was destroyed by you or your Sellsword).',
            ],
          },
        ],
      },
    ],
  });
});

describe('Merchant Prince: at least 4 Fame from trade', () => {
  const prince = attempting('merchant-prince');
  /** On a sell space with two cubes it buys, one trade Fame short, one Fame from the target. */
  function selling(state: XiaState): { state: XiaState; colour: 'spice' } | null {
    const board = boardOf(cx.content, state.board.sectors);
    const info = [...board.hexes.values()].find((i) => i.space?.sell?.length);
    const colour = info?.space?.sell?.[0];
    if (!info || !colour) return null;
    const s = aboutToWin(state, { trade: 3, title: 6 }, {});
    const cargo = [
      { kind: 'cube' as const, colour, at: [0, 0] as const },
      { kind: 'cube' as const, colour, at: [1, 0] as const },
    ];
    const supply = { ...s.supply.cubes, [colour]: s.supply.cubes[colour] - 2 };
    const there = acting({ ...s, supply: { ...s.supply, cubes: supply } }, info.hex, {
      hold: { outfits: [], cargo, damage: [] },
    });
    return { state: there, colour: colour as 'spice' };
  }

  it('XC-CAMP-06, XC-CAMP-10: a sale’s trade Fame counts toward the goal, and the win meets it', () => {
    const start = selling(prince);
    if (!start) throw new Error('no sell space on the board');
    let s = playAll(start.state, { type: 'SellCubes', cubes: { [start.colour]: 2 } });
    expect(s.campaign?.fame.trade).toBe(4);
    expect(cx.view(s, { seat: 0 }).campaign?.rules).toEqual([
      expect.objectContaining({ status: 'met', progress: { have: 4, need: 4 } }),
    ]);
    s = playAll(s, { type: 'EndActions' }, { type: 'EndBusiness' });
    expect(s.stage).toBe('finished');
    expect(s.campaign?.result).toEqual({ met: true, reasons: [] });
  });

  scenario('broken: the target reached with 3 trade Fame fails the goal', {
    ruleset: cx,
    rules: ['XC-CAMP-07', 'XC-CAMP-10'],
    start: { state: aboutToWin(prince, { trade: 3, title: 7 }) },
    steps: [
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: won('merchant-prince', false, ['Only 3 of the 4 Fame needed from trade.']),
      },
    ],
  });
});

describe('Most Wanted: win carrying at least 3,000 Bounty', () => {
  const wanted = attempting('most-wanted');
  scenario('kept: 3,000 Bounty aboard at the target', {
    ruleset: cx,
    rules: ['XC-CAMP-06', 'XC-CAMP-10'],
    start: { state: aboutToWin(wanted, { title: 9 }, { bounty: 3000 }) },
    steps: [{ seat: 0, command: { type: 'EndActions' }, events: won('most-wanted', true, []) }],
  });
  scenario('broken: 2,000 Bounty is not enough', {
    ruleset: cx,
    rules: ['XC-CAMP-07', 'XC-CAMP-10'],
    start: { state: aboutToWin(wanted, { title: 9 }, { bounty: 2000 }) },
    steps: [
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: won('most-wanted', false, ['The ship carried 2,000 Bounty, not 3,000.']),
      },
    ],
  });
});

describe('Bounty Hunter: at least 4 Fame from destroying ships', () => {
  const hunter = attempting('bounty-hunter');
  scenario('kept: 4 Fame from kills', {
    ruleset: cx,
    rules: ['XC-CAMP-06', 'XC-CAMP-10'],
    start: { state: aboutToWin(hunter, { combat: 4, trade: 6 }) },
    steps: [{ seat: 0, command: { type: 'EndActions' }, events: won('bounty-hunter', true, []) }],
  });
  scenario('broken: 3 Fame from kills', {
    ruleset: cx,
    rules: ['XC-CAMP-07', 'XC-CAMP-10'],
    start: { state: aboutToWin(hunter, { combat: 3, trade: 7 }) },
    steps: [
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: won('bounty-hunter', false, ['Only 3 of the 4 Fame needed from destroying ships.']),
      },
    ],
  });
});

describe('Pathfinder: at least 3 Fame from exploration or Relics', () => {
  const path = attempting('pathfinder');
  scenario('kept: exploration and Relic Fame add up', {
    ruleset: cx,
    rules: ['XC-CAMP-06', 'XC-CAMP-10'],
    start: { state: aboutToWin(path, { exploration: 2, relic: 1, mission: 6 }) },
    steps: [{ seat: 0, command: { type: 'EndActions' }, events: won('pathfinder', true, []) }],
  });
  scenario('broken: 2 are not enough', {
    ruleset: cx,
    rules: ['XC-CAMP-07', 'XC-CAMP-10'],
    start: { state: aboutToWin(path, { exploration: 2, mission: 7 }) },
    steps: [
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: won('pathfinder', false, [
          'Only 2 of the 3 Fame needed from exploration or Relics.',
        ]),
      },
    ],
  });
});

describe('Untouchable: the ship is never destroyed', () => {
  const untouchable = attempting('untouchable');
  scenario('kept: never destroyed', {
    ruleset: cx,
    rules: ['XC-CAMP-06', 'XC-CAMP-10'],
    start: { state: aboutToWin(untouchable, { trade: 9 }) },
    steps: [{ seat: 0, command: { type: 'EndActions' }, events: won('untouchable', true, []) }],
  });
  scenario('broken: flying into a star breaks it for good', {
    ruleset: cx,
    rules: ['XC-CAMP-07', 'XC-CAMP-10'],
    start: { state: untouchable },
    arrange: (s) => {
      const edge = starEdge(s);
      return acting(s, edge.from, {}, 'Action', 1);
    },
    dice: 'random', // the NPCs then play their turns
    steps: [
      {
        seat: 0,
        command: { type: 'Step', to: starEdge(untouchable).to },
        events: [
          { type: 'ShipDestroyed', seat: 0 },
          {
            type: 'GoalBroken',
            goal: 'untouchable',
            rule: 0,
            reason: 'your ship was destroyed (star)',
          },
        ],
        state: { campaign: { broken: [{ rule: 0, turn: 1 }] } },
      },
    ],
  });
});

describe('Old Faithful: never buy a new ship', () => {
  const faithful = attempting('old-faithful');
  /** In a Business Phase on a planet with credits for any Tier 2 ship. */
  const shopping = (s: XiaState) => acting(s, planetHex(s), { credits: 5000 }, 'Business');

  it('XC-CAMP-10: a ship purchase is refused (GoalForbids), yet listed under another goal', () => {
    const other = shopping(withGoal(faithful, 'quiet-hull'));
    const buys = cx.legal(other, 0).filter((c) => c.type === 'BuyShip');
    expect(buys.length).toBeGreaterThan(0);
    const mine = withGoal(other, 'old-faithful');
    expect(cx.legal(mine, 0).filter((c) => c.type === 'BuyShip')).toEqual([]);
    const [buy] = buys;
    if (!buy) throw new Error('no ship');
    const refused = cx.apply(mine, 0, buy);
    expect(refused.ok ? 'accepted' : refused.error).toEqual({
      code: 'GoalForbids',
      message: 'Your goal, Old Faithful, forbids this: never buy a new ship.',
    });
  });

  scenario('kept: the target reached in the starting ship', {
    ruleset: cx,
    rules: ['XC-CAMP-06', 'XC-CAMP-10'],
    start: { state: aboutToWin(faithful, { mission: 8 }) },
    steps: [{ seat: 0, command: { type: 'EndActions' }, events: won('old-faithful', true, []) }],
  });
});

describe('Clean Record: never carry Bounty', () => {
  const clean = attempting('clean-record');
  scenario('kept: no Bounty ever', {
    ruleset: cx,
    rules: ['XC-CAMP-06', 'XC-CAMP-10'],
    start: { state: aboutToWin(clean, { mission: 10 }) },
    steps: [{ seat: 0, command: { type: 'EndActions' }, events: won('clean-record', true, []) }],
  });
  scenario('broken: entering an Outlaw planet makes an Outlaw', {
    ruleset: cx,
    rules: ['XC-CAMP-07', 'XC-CAMP-10'],
    start: { state: clean },
    arrange: (s) => acting(s, outlawEntrance(s).from, {}, 'Action', 1),
    steps: [
      {
        seat: 0,
        command: { type: 'Step', to: outlawEntrance(clean).to },
        events: [
          { type: 'BountyChanged', seat: 0, bounty: 1000 },
          { type: 'GoalBroken', goal: 'clean-record', rule: 0 },
        ],
        verify: (s) => expect(s.campaign?.broken[0]?.reason).toMatch(/^Bounty of 1,000: entered /),
      },
    ],
  });
});

describe('The Fixer: complete at least 4 missions', () => {
  const fixer = attempting('the-fixer');
  const done = (lawful: number, outlaw: number) => (s: XiaState) => {
    const record = s.captains[0]?.record;
    if (!record) throw new Error('no captain');
    return withPlayer(s, { record: { ...record, missionsCompleted: { lawful, outlaw } } });
  };
  scenario('kept: Lawful and Outlaw missions count alike', {
    ruleset: cx,
    rules: ['XC-CAMP-06', 'XC-CAMP-10'],
    start: { state: aboutToWin(fixer, { mission: 4, trade: 6 }) },
    arrange: done(3, 1),
    steps: [{ seat: 0, command: { type: 'EndActions' }, events: won('the-fixer', true, []) }],
  });
  scenario('broken: 3 missions', {
    ruleset: cx,
    rules: ['XC-CAMP-07', 'XC-CAMP-10'],
    start: { state: aboutToWin(fixer, { mission: 3, trade: 7 }) },
    arrange: done(2, 1),
    steps: [
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: won('the-fixer', false, ['Only 3 of the 4 missions needed were completed.']),
      },
    ],
  });
});

describe('Self-Made: buy no Fame; win 3 ahead of the NPCs', () => {
  const self = attempting('self-made');
  const npcFame = (n: number) => (s: XiaState) =>
    s.solo ? { ...s, solo: { ...s.solo, npcFame: n } } : s;

  it('XC-CAMP-10: buying Fame is refused (GoalForbids), yet listed under another goal', () => {
    const shop = (s: XiaState) => acting(s, planetHex(s), { credits: 6000 }, 'Business');
    const other = shop(withGoal(self, 'quiet-hull'));
    expect(cx.legal(other, 0)).toContainEqual({ type: 'BuyFame' });
    const mine = withGoal(other, 'self-made');
    expect(cx.legal(mine, 0)).not.toContainEqual({ type: 'BuyFame' });
    const refused = cx.apply(mine, 0, { type: 'BuyFame' });
    expect(refused.ok ? 'accepted' : refused.error.code).toBe('GoalForbids');
  });

  scenario('kept: 12 to 9', {
    ruleset: cx,
    rules: ['XC-CAMP-06', 'XC-CAMP-10'],
    start: { state: aboutToWin(self, { trade: 12 }) },
    arrange: npcFame(9),
    steps: [{ seat: 0, command: { type: 'EndActions' }, events: won('self-made', true, []) }],
  });
  scenario('broken: 12 to 10 is too close', {
    ruleset: cx,
    rules: ['XC-CAMP-07', 'XC-CAMP-10'],
    start: { state: aboutToWin(self, { trade: 12 }) },
    arrange: npcFame(10),
    steps: [
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: won('self-made', false, ['The lead over the NPCs was 2, not 3.']),
      },
    ],
  });
});

describe('every goal', () => {
  it('XC-CAMP-10: each of the ten goals has a scenario above', () => {
    expect(GOALS).toEqual([
      'quiet-hull',
      'merchant-prince',
      'most-wanted',
      'bounty-hunter',
      'pathfinder',
      'untouchable',
      'old-faithful',
      'clean-record',
      'the-fixer',
      'self-made',
    ]);
  });

  it('XC-CAMP-07: a watched rule breaks once, and a broken rule stays broken', () => {
    const clean = attempting('clean-record');
    const at = outlawEntrance(clean);
    let s = acting(clean, at.from, {}, 'Action', 1);
    s = playAll(s, { type: 'Step', to: at.to });
    const again = withPlayer(acting(s, at.from, {}, 'Action', 1), { bounty: 0 });
    const r = cx.apply(again, 0, { type: 'Step', to: at.to });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.filter((e) => e.type === 'GoalBroken')).toEqual([]);
    expect(r.value.state.campaign?.broken).toHaveLength(1);
  });
});
