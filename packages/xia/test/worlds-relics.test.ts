/**
 * Dead Worlds and Relics (XE-DEAD-01..06, XE-RELIC-01..04, XE-QR-02): Excavate's d20, the site's
 * stack and its collapse, the stack space occupied, no Business Phase on a Dead World; a Relic
 * as 2 hold cells, lost when jettisoned or damaged, secret to everyone until sifted at The Kiln
 * for 1 Fame or its reward.
 */
import { die } from '@drift/engine';
import { type Hex, hexKey } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { KILN_INTERIOR } from '../src/elements/e-worlds/kiln/place.ts';
import { validateRelics } from '../src/elements/e-worlds/relics/content.ts';
import { violations } from '../src/invariants.ts';
import type { CargoItem, XiaState } from '../src/model/state.ts';
import { hexIn, readyE, relicAboard, startedE, withSector, xia } from './fixtures/worlds.ts';

const seat = 0;
const base = withSector(startedE(), 'ostra-grave');
const dig = hexIn(base, 'ostra-grave', 0, 0); // an Excavate space of Ostra
const stackAt = hexIn(base, 'ostra-grave', 1, -1); // its Relic stack of 3
const stackKey = hexKey(stackAt);
const stack = base.worlds?.relicStacks[stackKey] ?? [];
const top = stack[stack.length - 1] ?? '';
const docked = KILN_INTERIOR[0] as Hex;

function cube(colour: 'spice' | 'holo', x: number, y: number): CargoItem {
  return { kind: 'cube', colour, at: [x, y] };
}
const CHECKER = [cube('spice', 0, 0), cube('spice', 2, 0), cube('holo', 1, 1), cube('holo', 3, 1)];

function supplyLess(s: XiaState, taken: number): XiaState {
  return {
    ...s,
    supply: {
      ...s.supply,
      cubes: {
        ...s.supply.cubes,
        spice: s.supply.cubes.spice - taken / 2,
        holo: s.supply.cubes.holo - taken / 2,
      },
    },
  };
}

/** All but 1 spice cube floating in space: the supply is short. */
function spiceShort(s: XiaState): XiaState {
  const left = s.supply.cubes.spice - 1;
  return {
    ...s,
    supply: { ...s.supply, cubes: { ...s.supply.cubes, spice: 1 } },
    board: { ...s.board, cubes: { ...s.board.cubes, [hexKey(dig)]: Array(left).fill('spice') } },
  };
}

describe('Relic stacks (XE-DEAD-03, XE-SETUP-02)', () => {
  it('a Dead World’s stack takes its printed number from the top of the shuffled pool of 15', () => {
    expect(stack).toHaveLength(3);
    expect(
      (base.worlds?.relicPool.length ?? 0) +
        Object.values(base.worlds?.relicStacks ?? {}).flat().length,
    ).toBe(15);
    expect(violations(xia.content, base)).toEqual([]);
  });

  it('XE-DEAD-03: revealing a Dead World by exploring stocks its stack', () => {
    let s = startedE();
    s = {
      ...s,
      decks: {
        ...s.decks,
        sectors: ['hollow-vey', ...s.decks.sectors.filter((x) => x !== 'hollow-vey')],
      },
    };
    // Find a hex and a direction that scan an unexplored slot.
    const board = xia.content;
    let found: XiaState | undefined;
    for (const placed of s.board.sectors) {
      for (let q = -2; q <= 2 && !found; q++)
        for (let r = -2; r <= 2 && !found; r++) {
          if (Math.abs(q + r) > 2) continue;
          const at = hexIn(s, placed.id, q, r);
          const t = readyE(s, seat, at, 1);
          if (xia.legal(t, seat).some((c) => c.type === 'Scan')) found = t;
        }
    }
    expect(board).toBeDefined();
    if (!found) throw new Error('no scan found');
    const scan = xia.legal(found, seat).find((c) => c.type === 'Scan');
    if (!scan) throw new Error('no scan');
    let applied = xia.apply(found, seat, scan);
    if (!applied.ok) throw new Error(applied.error.message);
    let events = applied.value.events;
    let after = applied.value.state;
    const place = xia.legal(after, seat).find((c) => c.type === 'PlaceSector');
    if (place) {
      applied = xia.apply(after, seat, place);
      if (!applied.ok) throw new Error(applied.error.message);
      events = applied.value.events;
      after = applied.value.state;
    }
    const stacked = events.find((e) => e.type === 'RelicsStacked');
    expect(stacked).toMatchObject({ count: 4 });
    expect(Object.values(after.worlds?.relicStacks ?? {}).some((x) => x.length === 4)).toBe(true);
    expect(violations(xia.content, after)).toEqual([]);
  });
});

describe('Excavate (XE-DEAD-01, XE-DEAD-02)', () => {
  scenario('11-20: the top Relic of the site’s stack, face down, onto 2 free cells', {
    ruleset: xia,
    rules: ['XE-DEAD-01', 'XE-DEAD-02', 'XE-RELIC-01'],
    start: { state: readyE(base, seat, dig, 1) },
    dice: [die(20, 11)],
    steps: [
      {
        seat,
        command: { type: 'Excavate' },
        events: [
          { type: 'DieRolled', seat, die: 20, face: 11, purpose: 'excavate' },
          { type: 'HazardResolved', seat, hazard: 'excavate', outcome: 'safe' },
          { type: 'RelicTaken', seat, site: stackAt, at: [0, 0], turns: 0, left: 2 },
        ],
        state: { turn: { movement: 0 } },
        verify: (s) => {
          expect(s.captains[seat]?.hold.cargo).toEqual([
            { kind: 'relic', relic: top, at: [0, 0], turns: 0 },
          ]);
          expect(s.worlds?.relicStacks[stackKey]).toHaveLength(2);
          // Face down: no view shows it, its holder's neither (XE-DEAD-02).
          for (const c of s.captains)
            expect(JSON.stringify(xia.view(s, { seat: c.seat }))).not.toContain(`"${top}"`);
          expect(violations(xia.content, s)).toEqual([]);
        },
      },
    ],
  });

  scenario('1-10: Ice damage equal to the roll, no shield asked', {
    ruleset: xia,
    rules: ['XE-DEAD-02'],
    start: { state: readyE(base, seat, dig, 0) },
    dice: [die(20, 3)],
    steps: [
      {
        seat,
        command: { type: 'Excavate' },
        events: [
          { type: 'HazardResolved', outcome: 'damage', amount: 3 },
          { type: 'DamageTaken', seat, amount: 3, unblockable: true, ice: true },
        ],
        verify: (s) =>
          expect(s.prompts).toEqual([{ kind: 'PlaceDamage', seat, remaining: 3, ice: true }]),
      },
    ],
  });

  it('XE-DEAD-01: needs 2 orthogonally adjacent free hold cells, an Excavate space, a standing site', () => {
    const full = supplyLess(readyE(base, seat, dig, 0, CHECKER), 4);
    const r = xia.apply(full, seat, { type: 'Excavate' });
    expect(r.ok ? '' : r.error.code).toBe('HoldFull');
    const away = readyE(base, seat, hexIn(base, 'ostra-grave', 2, 0), 0);
    const r2 = xia.apply(away, seat, { type: 'Excavate' });
    expect(r2.ok ? '' : r2.error.code).toBe('NotOnExcavateSpace');
  });
});

describe('collapse and the stack space (XE-DEAD-04, XE-DEAD-05, XE-DEAD-06)', () => {
  const last = (s: XiaState): XiaState => {
    const w = s.worlds as NonNullable<XiaState['worlds']>;
    const [keep, ...rest] = w.relicStacks[stackKey] ?? [];
    return {
      ...s,
      worlds: {
        ...w,
        relicStacks: { ...w.relicStacks, [stackKey]: keep ? [keep] : [] },
        relicsGone: [...w.relicsGone, ...rest],
      },
    };
  };

  scenario('XE-DEAD-04: the last Relic taken, the site collapses: no more Excavate there', {
    ruleset: xia,
    rules: ['XE-DEAD-04'],
    start: { state: last(readyE(base, seat, dig, 0)) },
    dice: [die(20, 18)],
    steps: [
      {
        seat,
        command: { type: 'Excavate' },
        events: [
          { type: 'RelicTaken', left: 0 },
          { type: 'SiteCollapsed', site: stackAt },
        ],
      },
      { seat, command: { type: 'Excavate' }, rejects: 'SiteCollapsed' },
    ],
  });

  it('XE-DEAD-05: while tokens remain the stack space is occupied: pass through, never stop', () => {
    const beside = hexIn(base, 'ostra-grave', 1, 0);
    const one = readyE(base, seat, beside, 1);
    const r = xia.apply(one, seat, { type: 'Step', to: stackAt });
    expect(r.ok ? '' : r.error.code).toBe('SpaceOccupied');
    const two = readyE(base, seat, beside, 2);
    expect(xia.apply(two, seat, { type: 'Step', to: stackAt }).ok).toBe(true);
    const w = base.worlds as NonNullable<XiaState['worlds']>;
    const empty = {
      ...one,
      worlds: {
        ...w,
        relicStacks: { ...w.relicStacks, [stackKey]: [] },
        relicsGone: [...w.relicsGone, ...(w.relicStacks[stackKey] ?? [])],
      },
    };
    expect(xia.apply(empty, seat, { type: 'Step', to: stackAt }).ok).toBe(true);
  });

  scenario('XE-DEAD-06: a Dead World gives no Business Phase', {
    ruleset: xia,
    rules: ['XE-DEAD-06'],
    start: { state: readyE(base, seat, dig, 0) },
    steps: [
      {
        seat,
        command: { type: 'EndActions' },
        events: [{ type: 'PhaseStarted', seat, phase: 'Status' }],
      },
    ],
  });
});

describe('Relics in the hold (XE-RELIC-01, XE-RELIC-02)', () => {
  const relic = base.worlds?.relicPool[0] ?? '';
  const holding = relicAboard(readyE(base, seat, dig, 0), seat, relic, [1, 0], 1);

  scenario('XE-RELIC-01 XE-RELIC-02: jettisoned from either of its cells, it leaves the game', {
    ruleset: xia,
    rules: ['XE-RELIC-01', 'XE-RELIC-02'],
    start: { state: holding },
    steps: [
      {
        seat,
        command: { type: 'Jettison', at: [1, 1] },
        events: [{ type: 'RelicLost', seat, at: [1, 0], cause: 'jettisoned' }],
        verify: (s) => {
          expect(s.captains[seat]?.hold.cargo).toEqual([]);
          expect(s.worlds?.relicsGone).toContain(relic);
          expect(s.board.cubes).toEqual(base.board.cubes);
          expect(violations(xia.content, s)).toEqual([]);
        },
      },
    ],
  });

  scenario('XE-RELIC-02: damage on a space holding it jettisons it', {
    ruleset: xia,
    rules: ['XE-RELIC-02'],
    start: { state: { ...holding, prompts: [{ kind: 'PlaceDamage', seat, remaining: 1 }] } },
    steps: [
      {
        seat,
        command: { type: 'PlaceDamage', at: [1, 1] },
        events: [
          { type: 'RelicLost', seat, at: [1, 0], cause: 'damaged' },
          { type: 'DamagePlaced', seat, at: [1, 1], jettisoned: null },
        ],
        verify: (s) => expect(s.worlds?.relicsGone).toContain(relic),
      },
    ],
  });

  it('XE-RELIC-01: rearranged whole in the Business Phase, onto 2 free cells only', () => {
    const biz = { ...holding, turn: { ...holding.turn, phase: 'Business' as const } };
    const moved = xia.apply(biz, seat, { type: 'MoveRelic', from: [1, 0], to: [2, 0], turns: 0 });
    if (!moved.ok) throw new Error(moved.error.message);
    expect(moved.value.state.captains[seat]?.hold.cargo).toEqual([
      { kind: 'relic', relic, at: [2, 0], turns: 0 },
    ]);
    const off = xia.apply(biz, seat, { type: 'MoveRelic', from: [1, 0], to: [3, 0], turns: 0 });
    expect(off.ok ? '' : off.error.code).toBe('CellNotFree');
    const asCube = xia.apply(biz, seat, { type: 'MoveCargo', from: [1, 0], to: [3, 0] });
    expect(asCube.ok ? '' : asCube.error.code).toBe('NoCubeThere');
  });
});

describe('Sift (XE-RELIC-03, XE-RELIC-04, XE-QR-02)', () => {
  const atKiln = (relic: string, cargo: CargoItem[] = []) =>
    relicAboard(readyE(base, seat, docked, 0, cargo), seat, relic, [0, 0]);

  scenario('XE-RELIC-03 XE-QR-02: docked, a Relic is revealed and its captain takes 1 Fame', {
    ruleset: xia,
    rules: ['XE-RELIC-03', 'XE-QR-02'],
    start: { state: atKiln('star-chart') },
    steps: [
      {
        seat,
        command: { type: 'Sift', at: [0, 0] },
        events: [{ type: 'RelicSifted', seat, relic: 'star-chart', at: [0, 0] }],
        verify: (s) => {
          expect(s.prompts).toEqual([{ kind: 'SiftReward', seat, relic: 'star-chart' }]);
          expect(s.worlds?.relicsSifted).toEqual(['star-chart']);
        },
      },
      {
        seat,
        command: { type: 'ChooseRelicReward', reward: 'fame' },
        events: [
          { type: 'FameGained', seat, amount: 1, source: 'relic' },
          { type: 'RelicRewarded', seat, relic: 'star-chart', reward: 'fame', forfeited: 0 },
        ],
      },
    ],
  });

  scenario('XE-RELIC-04: or its reward: 3,000', {
    ruleset: xia,
    rules: ['XE-RELIC-04'],
    start: { state: atKiln('star-chart') },
    steps: [
      { seat, command: { type: 'Sift', at: [0, 0] } },
      {
        seat,
        command: { type: 'ChooseRelicReward', reward: 'reward' },
        events: [
          { type: 'CreditsChanged', seat, amount: 3000 },
          { type: 'RelicRewarded', forfeited: 0 },
        ],
      },
    ],
  });

  scenario(
    'XE-RELIC-03 XE-RELIC-04: 2,000 and 2 named cubes; a cube the supply lacks is forfeited',
    {
      ruleset: xia,
      rules: ['XE-RELIC-03', 'XE-RELIC-04'],
      start: { state: spiceShort(atKiln('spice-urn')) },
      steps: [
        { seat, command: { type: 'Sift', at: [0, 0] } },
        {
          seat,
          command: { type: 'ChooseRelicReward', reward: 'reward' },
          events: [
            { type: 'CreditsChanged', seat, amount: 2000 },
            { type: 'CubesGained', seat, colour: 'spice', count: 1 },
            { type: 'RelicRewarded', seat, forfeited: 1 },
          ],
        },
      ],
    },
  );

  scenario(
    'XE-RELIC-04: without element F there are no Mods: the named Mod is forfeited, the credits paid',
    {
      ruleset: xia,
      rules: ['XE-RELIC-04'],
      start: { state: atKiln('piercer-husk') },
      steps: [
        { seat, command: { type: 'Sift', at: [0, 0] } },
        {
          seat,
          command: { type: 'ChooseRelicReward', reward: 'reward' },
          events: [
            { type: 'CreditsChanged', seat, amount: 2000 },
            { type: 'RelicRewarded', forfeited: 1 },
          ],
        },
      ],
    },
  );

  /** The same Relic at The Kiln with element F on too: Mods in the supply. */
  const withMods = (s: XiaState): XiaState => ({
    ...s,
    options: { ...s.options, elements: ['E', 'F'] },
    supply: { ...s.supply, outfits: { ...s.supply.outfits, piercer: 7 } },
  });

  scenario('XE-RELIC-04 with F: 2,000 and the named Mod, placed loose in the hold', {
    ruleset: xia,
    rules: ['XE-RELIC-04', 'XE-MOD-01'],
    start: { state: withMods(atKiln('piercer-husk')) },
    steps: [
      { seat, command: { type: 'Sift', at: [0, 0] } },
      {
        seat,
        command: { type: 'ChooseRelicReward', reward: 'reward' },
        events: [
          { type: 'CreditsChanged', seat, amount: 2000 },
          { type: 'ModGained', seat, kind: 'piercer' },
          { type: 'RelicRewarded', forfeited: 0 },
        ],
        verify: (s) => {
          expect(s.captains[seat]?.hold.outfits.map((o) => o.kind)).toContain('piercer');
          expect(s.supply.outfits.piercer).toBe(6);
        },
      },
    ],
  });

  it('XE-RELIC-03: only docked with The Kiln', () => {
    const away = relicAboard(readyE(base, seat, dig, 0), seat, 'star-chart', [0, 0]);
    const r = xia.apply(away, seat, { type: 'Sift', at: [0, 0] });
    expect(r.ok ? '' : r.error.code).toBe('NotDocked');
  });

  it('XE-RELIC-04: the 15 tokens of the file are valid; a broken file names its problem', () => {
    const bad = validateRelics({
      relics: [{ id: 'x', name: 'X', reward: { kind: 'credits', credits: 5 } }],
    });
    expect(bad.ok).toBe(false);
  });
});
