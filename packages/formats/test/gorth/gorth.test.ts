import { die, type RandomState, ScriptError, scripted, seedRandom, shuffled } from '@drift/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exogorthStats, gorthKit } from '../../src/gorth/exogorth.ts';
import {
  gorthByeMeasures,
  gorthStandingKeys,
  parseGorthResult,
  scoreGorth,
} from '../../src/gorth/result.ts';
import {
  activeExogorth,
  applyGorth,
  type GorthState,
  type GorthStep,
  gorthKills,
  placeExogorths,
} from '../../src/gorth/tracker.ts';

const players = ['ann', 'bob'] as const;
const rocks = ['rock A', 'rock B', 'rock C', 'rock D', 'rock E', 'rock F'];

/** Tokens dealt in order 1..6 onto rocks A..F, then the given d6 faces. */
function setup(faces: readonly number[], order = [0, 1, 2, 3, 4, 5]): GorthState {
  const random: RandomState = scripted([shuffled(order), ...faces.map((f) => die(6, f))]);
  const r = placeExogorths(players, rocks, random);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function run(s: GorthState, ...commands: unknown[]): GorthStep {
  let out: GorthStep = { state: s, attacks: [], notes: [] };
  for (const c of commands) {
    const r = applyGorth(out.state, c);
    if (!r.ok) throw new Error(`${JSON.stringify(c)}: ${r.error.message}`);
    out = r.value;
  }
  return out;
}
function code(s: GorthState, c: unknown): string {
  const r = applyGorth(s, c);
  return r.ok ? 'accepted' : r.error.code;
}
const shoot = (obstacle: string, damage: number, player = 'ann') => ({
  type: 'Shoot',
  player,
  obstacle,
  damage,
});
const START = { type: 'StartActivation' };
const COMBAT = { type: 'StartCombat' };
const END = { type: 'EndCombat' };

describe('the Exogorth tracker', () => {
  it('XW-WAG-01: a 6-obstacle game with tokens 1-6, a d6 and 24 damage tokens: enough to kill every Exogorth', () => {
    expect(gorthKit).toMatchObject({
      obstacles: 6,
      tokens: [1, 2, 3, 4, 5, 6],
      die: 6,
      damageTokens: 24,
    });
    expect(gorthKit.tokens.length * exogorthStats.hull).toBe(gorthKit.damageTokens);
  });

  it('XW-WAG-02: a number token goes at random on each obstacle (seeded; forced in tests)', () => {
    const s = setup([], [5, 0, 3, 1, 4, 2]);
    expect(s.exogorths.map((e) => [e.obstacle, e.token])).toEqual([
      ['rock A', 6],
      ['rock B', 1],
      ['rock C', 4],
      ['rock D', 2],
      ['rock E', 5],
      ['rock F', 3],
    ]);
    const seeded = (seed: string) => {
      const r = placeExogorths(players, rocks, seedRandom(seed));
      return r.ok ? r.value.exogorths.map((e) => e.token) : [];
    };
    expect(seeded('event 7 table 2')).toEqual(seeded('event 7 table 2'));
    expect([...seeded('event 7 table 2')].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(placeExogorths(players, [...rocks, 'rock G'], seedRandom('x')).ok).toBe(false);
  });

  it('XW-WAG-03: the d6 at the start of Activation picks the active Exogorth', () => {
    const out = run(setup([4]), START);
    expect(out.state.active).toBe(4);
    expect(activeExogorth(out.state)?.obstacle).toBe('rock D');
    expect(out.state.rolls).toEqual([4]);
  });

  it('XW-WAG-03: numbers whose token is gone are re-rolled', () => {
    // Round 1: Exogorth 2 dies to Ann. Round 2: the d6 shows 2, then 2, then 5.
    let s = run(setup([2, 2, 2, 5]), START, COMBAT, shoot('rock B', 4), END).state;
    expect(gorthKills(s)).toEqual([1, 0]);
    s = run(s, START).state;
    expect([s.rolls, s.active]).toEqual([[2, 2, 5], 5]);
  });

  it('XW-WAG-03, GAP-XW-09: with every Exogorth dead there is no roll (the script holds no die, so any roll would fail)', () => {
    const s = setup([1, 2]);
    const dead: GorthState = {
      ...s,
      exogorths: s.exogorths.map((e) => ({ ...e, damage: 4, killedBy: 'bob' })),
    };
    const out = run(dead, START);
    expect([out.state.active, out.state.rolls]).toEqual([null, []]);
    expect(() => run(setup([]), START)).toThrow(ScriptError);
  });

  it('XW-WAG-04, GAP-XW-09: a ship crossing or touching the active Exogorth’s obstacle is attacked at once with 3 dice, rolled by its opponent', () => {
    const s = run(setup([3]), START).state;
    const hit = run(s, { type: 'Disturb', ship: 'Wedge', owner: 'ann', obstacle: 'rock C' });
    expect(hit.attacks).toEqual([{ ship: 'Wedge', dice: 3, roller: 'bob' }]);
    const quiet = run(s, { type: 'Disturb', ship: 'Wedge', owner: 'ann', obstacle: 'rock A' });
    expect(quiet.attacks).toEqual([]);
  });

  it('XW-WAG-05: a ship within Range 3 may spend an action to give the Exogorth a focus or evade token for this turn', () => {
    let s = run(setup([3, 3]), START).state;
    expect(code(s, { type: 'Feed', ship: 'Wedge', kind: 'focus', range: 4 })).toBe('OutOfRange');
    s = run(
      s,
      { type: 'Feed', ship: 'Wedge', kind: 'focus', range: 3 },
      { type: 'Feed', ship: 'Howl', kind: 'evade', range: 1 },
    ).state;
    expect([s.focus, s.evade]).toEqual([1, 1]);
    s = run(s, COMBAT, { type: 'Spend', kind: 'evade' }).state;
    expect(s.evade).toBe(0);
    expect(code(s, { type: 'Spend', kind: 'evade' })).toBe('NotEnoughTokens');
    s = run(s, END, START).state;
    expect([s.focus, s.evade]).toEqual([0, 0]);
  });

  it('XW-WAG-06, XW-WAG-07: ships attack the active Exogorth (2 agility, 4 hull) by its obstacle; any damage makes it withdraw: no more attacks on it, no end-of-combat attack', () => {
    expect([exogorthStats.agility, exogorthStats.hull]).toEqual([2, 4]);
    let s = run(setup([5]), START, COMBAT).state;
    expect(code(s, shoot('rock A', 1))).toBe('NotActive');
    const missed = run(s, shoot('rock E', 0, 'bob'));
    expect(missed.state.withdrawn).toBe(false);
    s = run(s, shoot('rock E', 1, 'bob')).state;
    expect(s.exogorths.find((e) => e.token === 5)?.damage).toBe(1);
    expect(code(s, shoot('rock E', 2))).toBe('Withdrawn');
    const end = run(s, { type: 'EndCombat', inRange: [{ ship: 'Wedge', owner: 'ann' }] });
    expect(end.attacks).toEqual([]);
  });

  it('XW-WAG-08: at 0 hull the Exogorth dies, its token goes, and its killer scores 10 points destroyed', () => {
    const s = run(
      setup([6, 6]),
      START,
      COMBAT,
      shoot('rock F', 3, 'bob'),
      END,
      START,
      COMBAT,
      shoot('rock F', 2, 'bob'),
    ).state;
    const six = s.exogorths.find((e) => e.token === 6);
    expect(six).toMatchObject({ damage: 4, killedBy: 'bob' });
    expect(s.active).toBeNull();
    expect(gorthKills(s)).toEqual([0, 1]);
    expect(exogorthStats.killPoints).toBe(10);
  });

  it('XW-WAG-08: seismic torpedoes make the active Exogorth withdraw unhurt; against an inactive one they do nothing', () => {
    const s = run(setup([2]), START, COMBAT).state;
    const inactive = run(s, { type: 'Seismic', obstacle: 'rock A' });
    expect(inactive.state).toEqual(s);
    const active = run(s, { type: 'Seismic', obstacle: 'rock B' });
    expect(active.state.withdrawn).toBe(true);
    expect(active.state.exogorths).toEqual(s.exogorths);
  });

  it('XW-WAG-09, GAP-XW-09: at the end of Combat a still-active Exogorth attacks each ship at Range 1-2 with 3 dice', () => {
    const out = run(setup([1]), START, COMBAT, {
      type: 'EndCombat',
      inRange: [
        { ship: 'Wedge', owner: 'ann', range: 1 },
        { ship: 'Howlrunner', owner: 'bob', range: 2 },
      ],
    });
    expect(out.attacks).toEqual([
      { ship: 'Wedge', dice: 3, roller: 'bob' },
      { ship: 'Howlrunner', dice: 3, roller: 'ann' },
    ]);
    expect(out.state.phase).toBe('round-over');
    const far = applyGorth(run(setup([1]), START, COMBAT).state, {
      type: 'EndCombat',
      inRange: [{ ship: 'X', owner: 'ann', range: 3 }],
    });
    expect(far.ok ? '' : far.error.code).toBe('BadNumber');
  });

  it('keeps to the phases and never throws on random commands (seeded dice)', () => {
    expect(code(setup([]), shoot('rock A', 1))).toBe('WrongPhase');
    expect(code(setup([]), { type: 'Bite' })).toBe('BadValue');
    const command = fc.oneof(
      fc.constant(START),
      fc.constant(COMBAT),
      fc.constant(END),
      fc.record({
        type: fc.constant('Shoot'),
        player: fc.constantFrom('ann', 'bob', 'x'),
        obstacle: fc.constantFrom(...rocks),
        damage: fc.integer({ min: -1, max: 5 }),
      }),
      fc.record({ type: fc.constant('Seismic'), obstacle: fc.constantFrom(...rocks) }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.string(), fc.array(command, { maxLength: 40 }), (seed, commands) => {
        const placed = placeExogorths(players, rocks, seedRandom(seed));
        if (!placed.ok) throw new Error(placed.error.message);
        let s = placed.value;
        for (const c of commands) {
          const r = applyGorth(s, c);
          if (r.ok) s = r.value.state;
        }
        const [a, b] = gorthKills(s);
        expect(a + b).toBeLessThanOrEqual(6);
        for (const e of s.exogorths) expect(e.damage).toBeLessThanOrEqual(4);
        if (s.active !== null) expect(activeExogorth(s)).toBeDefined();
      }),
    );
  });
});

describe("a Whack-a-'Gorth result", () => {
  function parsed(input: unknown) {
    const r = parseGorthResult(input, players);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }

  it('XW-WAG-10, XW-WAG-08: most points destroyed wins at time, each Exogorth kill worth 10', () => {
    const r = parsed({ destroyed: { ann: 40, bob: 48 }, exogorthKills: { ann: 1, bob: 0 } });
    expect(r.winner).toBe('ann');
    expect(scoreGorth(r)).toEqual([
      { player: 'ann', measures: { tp: 1, mov: 102, destroyed: 40, exogorths: 1 } },
      { player: 'bob', measures: { tp: 0, mov: 98, destroyed: 48, exogorths: 0 } },
    ]);
    expect(gorthStandingKeys.map((k) => k.key)).toEqual(['tp', 'mov']);
    expect(gorthByeMeasures.tp).toBe(1);
  });

  it('XW-WAG-10: destroying every enemy ship wins whatever the Exogorth points', () => {
    const r = parsed({
      destroyed: { ann: 100, bob: 70 },
      eliminated: ['ann'],
      exogorthKills: { ann: 0, bob: 4 },
    });
    expect(r.winner).toBe('bob');
  });

  it('refuses more kills than Exogorths, and bad input', () => {
    const r = parseGorthResult(
      { destroyed: { ann: 1, bob: 1 }, exogorthKills: { ann: 4, bob: 3 } },
      players,
    );
    expect(r.ok ? '' : r.error.code).toBe('TooManyKills');
    const s = parseGorthResult(
      { destroyed: { ann: 1, bob: 1 }, exogorthKills: { ann: 7, bob: 0 } },
      players,
    );
    expect(s.ok ? '' : s.error.message).toContain(
      'Exogorth kills of "ann" must be a whole number from 0 to 6',
    );
    fc.assert(
      fc.property(fc.anything(), (x) => {
        parseGorthResult(x, players);
      }),
    );
  });
});
