import { die, openDice, scripted } from '@drift/engine';
import {
  ALL_DIRECTIONS,
  DIRECTIONS,
  hex,
  hexEquals,
  hexKey,
  localToBoard,
  neighbor,
  opposite,
  sideSymbol,
  type TileSymbols,
} from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { formatIssue, validatePack } from '../src/content/index.ts';
import type { SectorDef } from '../src/content/schema.ts';
import { createContent } from '../src/model/content.ts';
import type { PlacedSector } from '../src/model/state.ts';
import { fameTargetPresets } from '../src/options.ts';
import { createXia } from '../src/ruleset.ts';
import { pickOrder, startingSectors } from '../src/setup.ts';
import { coreFiles, type Raw } from './content/files.ts';
import { options, play, setup, xia } from './fixtures/game.ts';
import { testPack } from './fixtures/pack.ts';

const content = createContent(testPack);
/** Edges no test-pack tile shows: a tile with them matches nothing. */
const FIN: SectorDef['edges'] = ['fin', 'fin', 'fin', 'fin', 'fin', 'fin'];

describe('setup', () => {
  it('XB-FIRST-01 XB-FIRST-02: the first-game preset lays the named sectors, Fame target 5', () => {
    const s3 = setup({ seats: 3, preset: 'firstGame' });
    expect(s3.board.sectors.map((p) => p.id)).toEqual(['alpha', 'beta', 'gamma']);
    expect(s3.fameTarget).toBe(5);
    const s5 = setup({ seats: 5, preset: 'firstGame' });
    expect(s5.board.sectors.map((p) => p.id)).toEqual([
      'alpha',
      'beta',
      'gamma',
      'delta',
      'epsilon',
    ]);
  });

  it('XB-SETUP-01 XB-SECT-02: each dealt sector matches the symbols of the one laid before it', () => {
    // The test pack's tiles repeat their symbols; these show each once, so one turn fits.
    const odd = createXia({
      ...testPack,
      info: { ...testPack.info, id: 'test-odd-edges' },
      sectors: testPack.sectors.map((x) => ({
        ...x,
        edges: ['arc', 'bar', 'dot', 'cog', 'fin', 'gem'] as SectorDef['edges'],
      })),
    });
    for (const ruleset of [xia, odd]) {
      for (const seed of ['a', 'b', 'c', 'd', 'e']) {
        const made = ruleset.setup(options({ seats: 5 }), seed);
        if (!made.ok) throw new Error(made.error.message);
        const s = made.value;
        const [origin, ...ring] = s.board.sectors;
        expect(origin?.slot).toEqual({ q: 0, r: 0 });
        expect(ring).toHaveLength(4);
        expect(new Set(s.board.sectors.map((p) => hexKey(p.slot))).size).toBe(5);
        // The sector laid just before each one shows it the same symbol on the side they share.
        const symbols = (id: string) => ruleset.content.sector(id).edges as TileSymbols;
        ring.forEach((placed, i) => {
          const before = s.board.sectors[i];
          if (!before) throw new Error('no sector before');
          const side = ALL_DIRECTIONS.find((d) => hexEquals(neighbor(before.slot, d), placed.slot));
          if (side === undefined) throw new Error(`${placed.id} does not touch ${before.id}`);
          expect(sideSymbol(symbols(placed.id), placed.rotation, opposite(side))).toBe(
            sideSymbol(symbols(before.id), before.rotation, side),
          );
        });
      }
    }
  });

  it('XB-SETUP-01 XB-SECT-02 GAP-XB-03: each dealt sector lies in the ring and matches the symbol of the one laid before it', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const s = setup({ seats: 5 }, seed);
      const [origin, ...ring] = s.board.sectors;
      expect(origin).toMatchObject({ slot: { q: 0, r: 0 }, rotation: 0 });
      expect(ring.map((p) => p.slot)).toEqual([hex(1, 0), hex(0, 1), hex(-1, 1), hex(-1, 0)]);
      ring.forEach((placed, i) => {
        const before = s.board.sectors[i];
        if (!before) throw new Error('no sector before');
        // The side of the sector before that faces this one, and the one facing back.
        const side = DIRECTIONS.findIndex(
          (d) => before.slot.q + d.q === placed.slot.q && before.slot.r + d.r === placed.slot.r,
        );
        const shown = (p: PlacedSector, boardSide: number) =>
          content.sector(p.id).edges[(boardSide - p.rotation + 12) % 6];
        expect(side).toBeGreaterThanOrEqual(0);
        expect(shown(placed, side + 3)).toBe(shown(before, side));
      });
    }
  });

  it('XB-SETUP-02: a dealt sector without a Spawn Point goes back and another is drawn', () => {
    // zeta and eta have no spawn point: each time one is on top, the whole stack is reshuffled.
    const ids = testPack.sectors.map((x) => x.id);
    const first = ['zeta', 'alpha', 'eta', 'beta', 'gamma', 'delta', 'epsilon'].map((id) =>
      ids.indexOf(id),
    );
    const dice = openDice(
      scripted([
        { shuffle: 7, order: first }, // zeta on top: back it goes
        { shuffle: 7, order: [1, 0, 2, 3, 4, 5, 6] }, // alpha, zeta, eta, beta, gamma, delta, epsilon
        { shuffle: 6, order: [2, 0, 1, 3, 4, 5] }, // after alpha: beta comes up
        { pick: 2, index: 1 }, // beta shows Alpha's east 'arc' turned 0 or 3: 3
        { shuffle: 5, order: [2, 0, 1, 3, 4] }, // then gamma
        { pick: 2, index: 0 }, // gamma shows beta's 'dot' turned 0 or 3: 0
      ]),
    );
    const dealt = startingSectors(content, options({ seats: 3 }), dice);
    expect(dealt.ok && dealt.value.start).toEqual([
      { id: 'alpha', slot: hex(0, 0), rotation: 0 },
      { id: 'beta', slot: hex(1, 0), rotation: 3 },
      { id: 'gamma', slot: hex(0, 1), rotation: 0 },
    ]);
    expect(dealt.ok && dealt.value.deck).toEqual(['zeta', 'eta', 'delta', 'epsilon']);
    expect(dealt.ok && dealt.value.passed).toEqual([]);
  });

  it('XB-SETUP-01 XB-EXPL-01: a dealt sector that matches in no turn goes under the stack and the next is dealt', () => {
    const odd = createContent({
      ...testPack,
      sectors: testPack.sectors.map((x) => (x.id === 'beta' ? { ...x, edges: FIN } : x)),
    });
    const dice = openDice(
      scripted([
        { shuffle: 7, order: [0, 1, 2, 3, 4, 5, 6] }, // alpha, beta, gamma, delta, epsilon, zeta, eta
        { pick: 2, index: 0 }, // gamma shows Alpha's east 'arc' turned 0 or 3: 0
        { pick: 2, index: 1 }, // delta shows gamma's 'dot' turned 0 or 3: 3
      ]),
    );
    const dealt = startingSectors(odd, options({ seats: 3 }), dice);
    expect(dealt.ok && dealt.value.start).toEqual([
      { id: 'alpha', slot: hex(0, 0), rotation: 0 },
      { id: 'gamma', slot: hex(1, 0), rotation: 0 },
      { id: 'delta', slot: hex(0, 1), rotation: 3 },
    ]);
    expect(dealt.ok && dealt.value.passed).toEqual(['beta']);
    expect(dealt.ok && dealt.value.deck).toEqual(['epsilon', 'zeta', 'eta', 'beta']);
  });

  it('XB-SETUP-01: refused when no sector left with a Spawn Point can match the ring', () => {
    const odd = createContent({
      ...testPack,
      sectors: testPack.sectors.map((x) => (x.id === 'alpha' ? x : { ...x, edges: FIN })),
    });
    const dice = openDice(scripted([{ shuffle: 7, order: [0, 1, 2, 3, 4, 5, 6] }]));
    expect(startingSectors(odd, options({ seats: 3 }), dice)).toMatchObject({
      ok: false,
      error: { code: 'NotEnoughSectors' },
    });
  });

  it('XB-SETUP-01 XB-SECT-02: named sectors are turned so that every one of them can match', () => {
    // Beta shows Alpha's 'arc' turned 0 or 3; turned 0 it offers gamma 'y', turned 3 'z'.
    const beta: SectorDef['edges'] = ['arc', 'x', 'y', 'arc', 'x', 'z'];
    const named = (gamma: SectorDef['edges']) =>
      createXia({
        ...testPack,
        sectors: testPack.sectors.map((x) =>
          x.id === 'beta' ? { ...x, edges: beta } : x.id === 'gamma' ? { ...x, edges: gamma } : x,
        ),
      });
    const sectors = ['alpha', 'beta', 'gamma'];
    for (const [gamma, turn] of [
      [['z', 'z', 'z', 'z', 'z', 'z'], 3],
      [['y', 'q', 'q', 'q', 'q', 'q'], 0],
    ] as const) {
      for (const seed of ['a', 'b', 'c', 'd']) {
        const made = named([...gamma]).setup(options({ seats: 3, sectors }), seed);
        if (!made.ok) throw new Error(made.error.message);
        expect(made.value.board.sectors[1]).toMatchObject({ id: 'beta', rotation: turn });
      }
    }
    expect(named([...FIN]).setup(options({ seats: 3, sectors }), 's')).toMatchObject({
      ok: false,
      error: { code: 'BadOptions' },
    });
  });

  it('XB-SETUP-03: every Exploration Space of the starting sectors gets a face-down token', () => {
    const s = setup({ seats: 3, preset: 'firstGame' });
    const alpha = s.board.sectors[0];
    const beta = s.board.sectors[1];
    if (!alpha || !beta) throw new Error('sectors missing');
    const expected = [localToBoard({ q: 2, r: -2 }, alpha), localToBoard({ q: 0, r: -2 }, beta)]
      .map(hexKey)
      .sort();
    expect(Object.keys(s.board.tokens).sort()).toEqual(expected);
    expect(s.decks.exploration).toHaveLength(testPack.exploration.length - 2);
  });

  it('XB-SETUP-04 XB-SETUP-06 XB-SETUP-08: decks shuffled and hidden, 3,000 credits each, target as chosen', () => {
    const s = setup({ seats: 4, fameTarget: 15 });
    expect(s.captains.map((c) => c.credits)).toEqual([3000, 3000, 3000, 3000]);
    expect(s.fameTarget).toBe(15);
    expect([...s.decks.titles].sort()).toEqual(testPack.titles.map((t) => t.id).sort());
    const view = xia.view(s, { seat: 0 });
    expect(view.decks).toEqual({
      sectors: s.decks.sectors.length,
      exploration: s.decks.exploration.length,
      titles: 3,
      missions: 0,
      missionDiscard: 0,
    });
    expect(JSON.stringify(view)).not.toContain('"random"');
  });

  it('XB-SETUP-08: the players choose any whole Fame target from 3 to 30; the pack’s values are presets', () => {
    for (const fameTarget of [3, 7, 13, 30]) {
      expect(setup({ seats: 3, fameTarget }).fameTarget).toBe(fameTarget);
    }
    expect(fameTargetPresets(testPack.info)).toEqual([5, 10, 15, 20]);
    for (const preset of fameTargetPresets(testPack.info))
      expect(xia.parseOptions({ seats: 3, fameTarget: preset }).ok).toBe(true);
    for (const fameTarget of [0, 2, 31, 99, 7.5, '10', -5]) {
      const parsed = xia.parseOptions({ seats: 3, fameTarget });
      expect(parsed).toMatchObject({ ok: false, error: { code: 'BadOptions' } });
      if (!parsed.ok) expect(parsed.error.message).toContain('a whole number from 3 to 30');
    }
    // Options handed to setup without parsing are held to the same range.
    const unparsed = xia.setup({ seats: 3, preset: 'standard', fameTarget: 31 }, 's');
    expect(unparsed).toMatchObject({ ok: false, error: { code: 'BadOptions' } });
    if (!unparsed.ok) expect(unparsed.error.message).toContain('from 3 to 30, not 31');
  });

  it('XB-SETUP-08: a pack whose preset Fame target could not be chosen is refused', () => {
    const files = coreFiles();
    (files['pack.json'] as Raw).fameTargets = [2, 10, 40];
    const result = validatePack(files);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.map(formatIssue)).toEqual(
        expect.arrayContaining([
          'pack.json fameTargets[0]: 2 is not a playable Fame target (3 to 30)',
          'pack.json fameTargets[2]: 40 is not a playable Fame target (3 to 30)',
        ]),
      );
    }
  });

  it('refuses unknown starting sectors and unknown options', () => {
    expect(
      xia.setup(options({ seats: 3, sectors: ['alpha', 'beta', 'nowhere'] }), 's'),
    ).toMatchObject({ ok: false, error: { code: 'UnknownSector' } });
    expect(xia.setup(options({ seats: 3, sectors: ['alpha', 'beta', 'zeta'] }), 's')).toMatchObject(
      { ok: false, error: { code: 'BadOptions' } },
    );
    expect(xia.parseOptions({ seats: 2 })).toMatchObject({
      ok: false,
      error: { code: 'BadOptions' },
    });
    expect(xia.parseOptions({ seats: 3, colour: 'red' })).toMatchObject({
      ok: false,
      error: { code: 'BadOptions' },
    });
  });

  it('XB-SETUP-10 GAP-XB-18 GAP-XB-23: highest d20 picks first, ties re-rolled among the tied, then counter-clockwise', () => {
    const dice = openDice(
      scripted([die(20, 12), die(20, 18), die(20, 18), die(20, 5), die(20, 7), die(20, 9)]),
    );
    expect(pickOrder(4, dice)).toEqual({
      rolls: [[12], [18, 7], [18, 9], [5]],
      order: [2, 1, 0, 3],
    });
  });
});

describe('choosing ships and outfitting', () => {
  const base = setup({ seats: 3, preset: 'firstGame' });
  const [first, second, third] = base.pickOrder as [number, number, number];

  scenario('only Tier 1 ships, one each, in pick order', {
    ruleset: xia,
    rules: ['XB-SETUP-09', 'XB-SETUP-10'],
    start: { state: base },
    steps: [
      { seat: second, command: { type: 'ChooseShip', ship: 'skiff' }, rejects: 'NotYourTurn' },
      { seat: first, command: { type: 'ChooseShip', ship: 'hauler' }, rejects: 'NotTierOne' },
      {
        seat: first,
        command: { type: 'ChooseShip', ship: 'skiff' },
        events: [{ type: 'ShipChosen', seat: first, ship: 'skiff' }],
      },
      { seat: second, command: { type: 'ChooseShip', ship: 'skiff' }, rejects: 'ShipTaken' },
      { seat: second, command: { type: 'ChooseShip', ship: 'dart' } },
      {
        seat: third,
        command: { type: 'ChooseShip', ship: 'mule' },
        events: [{ type: 'ShipPlaced' }, { type: 'ShipPlaced' }, { type: 'ShipPlaced' }],
      },
    ],
    expect: { stage: 'outfitting', turn: { seat: first } },
  });

  it('XB-SETUP-11 XB-SETUP-12 GAP-XB-03: each ship starts on its own sector’s Spawn Point, full Energy, 4 armed markers', () => {
    const s = play(
      base,
      [first, { type: 'ChooseShip', ship: 'skiff' }],
      [second, { type: 'ChooseShip', ship: 'dart' }],
      [third, { type: 'ChooseShip', ship: 'mule' }],
    );
    for (const c of s.captains) {
      const sector = s.board.sectors[c.seat];
      const spawn =
        sector && testPack.sectors.find((x) => x.id === sector.id)?.spaces.find((sp) => sp.spawn);
      if (!sector || !spawn) throw new Error('no spawn');
      expect(c.at).toEqual(localToBoard({ q: spawn.at[0], r: spawn.at[1] }, sector));
      expect(c.energy).toBe(content.ship(c.ship ?? '').energy);
      expect(c.markers).toEqual([
        { at: 'armed' },
        { at: 'armed' },
        { at: 'armed' },
        { at: 'armed' },
      ]);
      expect(c.fame).toBe(0);
      expect(c.impulseReady).toBe(true);
    }
  });

  const chosen = play(
    base,
    [first, { type: 'ChooseShip', ship: 'skiff' }],
    [second, { type: 'ChooseShip', ship: 'dart' }],
    [third, { type: 'ChooseShip', ship: 'mule' }],
  );

  scenario('outfits bought in pick order must fit the hold; the last picker starts', {
    ruleset: xia,
    rules: ['XB-SETUP-13', 'XB-SETUP-14', 'XB-OUTF-04'],
    start: { state: chosen },
    steps: [
      {
        seat: second,
        command: { type: 'BuyOutfit', kind: 'kick', at: [0, 0], turns: 0 },
        rejects: 'NotYourTurn',
      },
      {
        seat: first,
        command: { type: 'BuyOutfit', kind: 'kick', at: [2, 0], turns: 0 },
        rejects: 'HoldFull',
      },
      {
        seat: first,
        command: { type: 'BuyOutfit', kind: 'kick', at: [0, 0], turns: 0 },
        events: [
          { type: 'CreditsChanged', amount: -1000, credits: 2000 },
          { type: 'OutfitBought', kind: 'kick' },
        ],
      },
      {
        seat: first,
        command: { type: 'BuyOutfit', kind: 'guard', at: [0, 0], turns: 0 },
        rejects: 'HoldFull',
      },
      {
        seat: first,
        command: { type: 'BuyOutfit', kind: 'bulwark', at: [0, 1], turns: 0 },
        rejects: 'NotEnoughCredits',
      },
      { seat: first, command: { type: 'FinishOutfitting' } },
      { seat: second, command: { type: 'FinishOutfitting' } },
      {
        seat: third,
        command: { type: 'FinishOutfitting' },
        events: [
          { type: 'TurnStarted', seat: third, number: 1 },
          { type: 'PhaseStarted', phase: 'Action' },
        ],
      },
    ],
    expect: { stage: 'playing', turn: { seat: third, phase: 'Action' } },
  });
});
