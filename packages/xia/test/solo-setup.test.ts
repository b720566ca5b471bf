/**
 * Solo setup (XS-SETUP-01..08): every element, the start revealed from Nyr with the opponents'
 * homes on top of the stack, Titles and Events taken out with one Title open, the Fame target
 * and the NPCs' marker, the player's chosen Spawn Point, credits by difficulty; and the
 * opponents seated by the player as they enter play (XS-NPC-01).
 */
import { openDice, pick, scripted, shuffled } from '@drift/engine';
import {
  directionBetween,
  ORIGIN,
  opposite,
  sideSymbol,
  type TileSymbols,
} from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import { violations } from '../src/invariants.ts';
import type { PlacedSector } from '../src/model/state.ts';
import { ELEMENTS } from '../src/options.ts';
import { ringRotations, ringSpot } from '../src/setup.ts';
import { soloRules } from '../src/solo/content.ts';
import { HIDDEN_WITH_HOMES, soloSectors } from '../src/solo/sectors.ts';
import { OPEN_TITLES, SOLO_CREDITS } from '../src/solo/setup.ts';
import { playSolo, solo, soloOptions, soloSetup } from './fixtures/solo.ts';

const content = solo.content;
const SEEDS = Array.from({ length: 40 }, (_, i) => `solo-setup-${i}`);
const spawnsOf = (id: string) =>
  content.sector(id).spaces.filter((s) => s.spawn !== undefined).length;
const homeOf = (npc: string) => content.npc(npc).home;

describe('solo options', () => {
  it('XS-SETUP-01: a solo game plays every element, with one captain', () => {
    expect(soloOptions().elements).toEqual([...ELEMENTS]);
    expect(soloOptions('easy', { elements: 'all' }).elements).toEqual([...ELEMENTS]);
    const partial = solo.parseOptions({ seats: 1, solo: { difficulty: 'hard' }, elements: ['A'] });
    expect(partial.ok).toBe(false);
    if (!partial.ok) expect(partial.error.message).toMatch(/every element.*XS-SETUP-01/);
    const crowd = solo.parseOptions({ seats: 3, solo: { difficulty: 'hard' } });
    expect(crowd.ok).toBe(false);
    if (!crowd.ok) expect(crowd.error.message).toMatch(/exactly 1 captain/);
  });

  it('XS-SETUP-02: a solo game takes no named sectors, no first-game preset and NPCs on', () => {
    for (const more of [
      { sectors: ['azure'] },
      { preset: 'firstGame' },
      { npcs: false },
    ] as const) {
      const parsed = solo.parseOptions({ seats: 1, solo: { difficulty: 'normal' }, ...more });
      expect(parsed.ok, JSON.stringify(more)).toBe(false);
      if (!parsed.ok) expect(parsed.error.code).toBe('BadOptions');
    }
  });
});

describe('the revealed start (XS-SETUP-02) and the homes on top (XS-SETUP-03)', () => {
  const nyr = 'nyr';
  const xia = 'xia';
  const ids = [
    ...content.pack.sectors.map((s) => s.id),
    ...content.embers.sectors.map((s) => s.id).filter((id) => id !== nyr),
  ];
  const order = (first: readonly string[]) => {
    const rest = ids.filter((id) => !first.includes(id));
    return [...first, ...rest].map((id) => ids.indexOf(id));
  };

  it('XS-SETUP-02 XS-SETUP-03: Xia drawn is shuffled back; tiles round Nyr until 4 sectors and 2 Spawn Points; the homes go on top with 5 more', () => {
    // The first shuffle puts Xia on top; the reshuffle deals Azure, Red Gulch (no Spawn Point),
    // Pelmont, then Lunari; Kemplar II and Loath are left in the stack.
    const reshuffled = [
      'azure',
      'red-gulch',
      'pelmont',
      'lunari',
      'burning-horse',
      'neo-damascus',
      'outpost-338',
      'expedior-gate',
      'tigris-gate',
    ];
    const afterXia = [xia, ...ids.filter((id) => id !== xia)];
    const draws = [
      shuffled(order([xia])),
      shuffled(order(reshuffled).map((i) => afterXia.indexOf(ids[i] ?? ''))),
    ];
    // Each tile turns at random among the turns matching Nyr's edge: the first of them.
    const placed: PlacedSector[] = [{ id: nyr, slot: { q: 0, r: 0 }, rotation: 0 }];
    for (const id of reshuffled.slice(0, 3)) {
      const spot = ringSpot(placed, true);
      const turns = ringRotations(content, spot, id);
      if (turns.length > 1) draws.push(pick(turns.length, 0));
      placed.push({ id, slot: spot?.slot ?? { q: 0, r: 0 }, rotation: turns[0] ?? 0 });
    }
    const homes = ['kemplar-ii', 'loath'];
    const fiveMore = reshuffled.slice(3, 3 + HIDDEN_WITH_HOMES);
    draws.push(shuffled([0, 2, 3, 1, 4, 5, 6])); // homes and five more, shuffled together
    const dice = openDice(scripted(draws));
    const laid = soloSectors(content, dice);
    if (!laid.ok) throw new Error(laid.error.message);
    const { start, deck } = laid.value;
    expect(start.map((p) => p.id)).toEqual([nyr, 'azure', 'red-gulch', 'pelmont']);
    expect(start[0]).toEqual({ id: nyr, slot: { q: 0, r: 0 }, rotation: 0 });
    expect(start.reduce((n, p) => n + spawnsOf(p.id), 0)).toBeGreaterThanOrEqual(2);
    const top = [...homes, ...fiveMore];
    expect(deck.slice(0, 7)).toEqual([top[0], top[2], top[3], top[1], top[4], top[5], top[6]]);
    expect(new Set(deck).size).toBe(deck.length);
    expect(deck).toContain(xia); // back in the stack for later
    expect(deck.length + start.length).toBe(ids.length + 1);
    expect(dice.save()).toMatchObject({ next: draws.length });
  });

  it('XS-SETUP-02: every start is Nyr with tiles round it (then beside them) matching edges, 4+ sectors, 2+ Spawn Points, never Xia', () => {
    let beyond = 0; // starts that filled the ring round Nyr (too few Spawn Points on it)
    for (const seed of SEEDS) {
      const s = soloSetup(seed);
      const [centre, ...ring] = s.board.sectors;
      if (ring.length > 6) beyond += 1;
      expect(centre).toEqual({ id: nyr, slot: { q: 0, r: 0 }, rotation: 0 });
      expect(s.board.sectors.length).toBeGreaterThanOrEqual(4);
      expect(s.board.sectors.reduce((n, p) => n + spawnsOf(p.id), 0)).toBeGreaterThanOrEqual(2);
      expect(s.board.sectors.map((p) => p.id)).not.toContain(xia);
      // Fewer would do: the last tile laid was the one that made the counts.
      const before = s.board.sectors.slice(0, -1);
      expect(before.length < 4 || before.reduce((n, p) => n + spawnsOf(p.id), 0) < 2, seed).toBe(
        true,
      );
      // Round Nyr each tile matches Nyr's edge; past a full ring, the edge of a tile laid before.
      s.board.sectors.forEach((p, k) => {
        if (k === 0) return;
        const anchors = k <= 6 ? [centre] : s.board.sectors.slice(0, k);
        const matched = anchors.some((a) => {
          const side = a && directionBetween(a.slot, p.slot);
          if (!a || side === undefined) return false;
          const mine = sideSymbol(
            content.sector(p.id).edges as TileSymbols,
            p.rotation,
            opposite(side),
          );
          return mine === sideSymbol(content.sector(a.id).edges as TileSymbols, a.rotation, side);
        });
        expect(matched, `${seed} ${p.id}`).toBe(true);
      });
      expect(ring.slice(0, 6).every((p) => directionBetween(ORIGIN, p.slot) !== undefined)).toBe(
        true,
      );
    }
    expect(beyond).toBeGreaterThan(0);
  });

  it("XS-SETUP-03: the Enforcer's and the Scoundrel's homes not revealed lie among the top 6-7 of the stack", () => {
    expect(soloRules().homesOnTop).toEqual(['enforcer', 'scoundrel']);
    let tested = 0;
    for (const seed of SEEDS) {
      const s = soloSetup(seed);
      const onBoard = s.board.sectors.map((p) => p.id);
      const missing = soloRules()
        .homesOnTop.map(homeOf)
        .filter((h) => !onBoard.includes(h));
      const top = s.decks.sectors.slice(
        0,
        missing.length === 0 ? 0 : missing.length + HIDDEN_WITH_HOMES,
      );
      for (const h of missing) expect(top, seed).toContain(h);
      if (missing.length > 0) tested += 1;
    }
    expect(tested).toBeGreaterThan(10);
  });
});

describe('a start with an Ice Asteroid sector', () => {
  it('XS-SETUP-02: its comet lies on its rules space from setup (XE-COMET-01)', () => {
    const s = soloSetup('solo'); // Nyr, Hoarfrost Reach, Outpost 338, Lower Stratus
    expect(s.board.sectors.map((p) => p.id)).toContain('hoarfrost-reach');
    expect(s.comets).toEqual({ 'hoarfrost-reach': { at: { q: 5, r: -2 }, heading: 1 } });
    expect(violations(content, s)).toEqual([]);
    expect(soloSetup('solo-1').comets).toBeUndefined();
  });
});

describe('Titles, Events and the Fame markers', () => {
  it('XS-SETUP-04: the Titles taken out never appear; one Title is open from the start', () => {
    const out = soloRules().titlesOut;
    expect(out).toEqual(['good-samaritan']);
    for (const seed of SEEDS.slice(0, 10)) {
      const s = soloSetup(seed);
      expect(s.titles.open).toHaveLength(OPEN_TITLES);
      const all = [...s.titles.open, ...s.decks.titles];
      for (const id of out) expect(all).not.toContain(id);
      expect(all.sort()).toEqual(
        content.pack.titles
          .map((t) => t.id)
          .filter((id) => !out.includes(id))
          .sort(),
      );
      expect(s.titles.spacesDrawn).toEqual([]); // the Title spaces still draw as usual
    }
  });

  it('XS-SETUP-05: the Events taken out are not in the deck', () => {
    expect(soloRules().eventsOut).toEqual(['fesko-grand-prix', 'change-of-heart']);
    const s = soloSetup();
    expect(s.events?.deck).not.toContain('fesko-grand-prix');
    expect(s.events?.deck).not.toContain('change-of-heart');
    expect(s.events?.deck).toHaveLength(20);
  });

  it('XS-SETUP-06: the Fame target is the chosen one (10 if none); both markers start at 0', () => {
    const chosen = soloSetup('solo', 'hard', { fameTarget: 15 });
    expect(chosen.fameTarget).toBe(15);
    expect(chosen.solo?.npcFame).toBe(0);
    expect(chosen.captains[0]?.fame).toBe(0);
    expect(soloSetup().fameTarget).toBe(10);
  });

  it('XS-SETUP-08: credits by difficulty: 6,000 Easy, 4,000 Normal, 2,000 Hard', () => {
    expect(SOLO_CREDITS).toEqual({ easy: 6000, normal: 4000, hard: 2000 });
    for (const d of ['easy', 'normal', 'hard'] as const)
      expect(soloSetup('solo', d).captains[0]?.credits).toBe(SOLO_CREDITS[d]);
  });
});

describe("the player's Spawn Point (XS-SETUP-07) and the opponents' seats (XS-NPC-01)", () => {
  // Seed 'solo-1': Nyr, Cinder Verge, Kemplar II and Doravin V; Spawn Points 5 and 9.
  const fresh = soloSetup('solo-1');
  const chosen = playSolo(fresh, { type: 'ChooseShip', ship: 'cobbler' }).state;

  it('XS-SETUP-07: the ship waits for the player to pick a free Spawn Point of the start', () => {
    expect(chosen.prompts).toEqual([{ kind: 'ChooseSpawn', seat: 0, reason: 'start' }]);
    expect(chosen.captains[0]?.at).toBeNull();
    expect(solo.legal(chosen, 0).filter((c) => c.type === 'ChooseSpawn')).toEqual([
      { type: 'ChooseSpawn', spawn: 5 },
      { type: 'ChooseSpawn', spawn: 9 },
    ]);
  });

  // NPCs entering play may draw Behavior cards at random: the dice stay the seed's.
  scenario(
    'the ship spawns where chosen, then the NPCs at home spawn; the first is seated at once',
    {
      ruleset: solo,
      rules: ['XS-SETUP-07', 'XS-NPC-01'],
      start: { state: chosen },
      dice: 'random',
      steps: [
        { seat: 0, command: { type: 'ChooseSpawn', spawn: 12 }, rejects: 'BadSpawn' },
        {
          seat: 0,
          command: { type: 'ChooseSpawn', spawn: 9 },
          events: [
            { type: 'ShipPlaced', seat: 0 },
            { type: 'NpcSpawned', npc: 'enforcer' },
            { type: 'NpcSpawned', npc: 'merchant' },
            { type: 'NpcSeated', npc: 'enforcer', position: 0, seating: ['enforcer'] },
          ],
          state: {
            stage: 'outfitting',
            prompts: [{ kind: 'SeatNpc', seat: 0, npc: 'merchant' }],
            solo: { seating: ['enforcer'] },
          },
          verify: (s) => {
            expect(s.captains[0]?.at).toEqual(boardOf(content, s.board.sectors).spawns.get(9));
            expect(solo.legal(s, 0).filter((c) => c.type === 'SeatNpc')).toEqual([
              { type: 'SeatNpc', position: 0 },
              { type: 'SeatNpc', position: 1 },
            ]);
          },
        },
        { seat: 0, command: { type: 'SeatNpc', position: 2 }, rejects: 'BadSeat' },
        { seat: 0, command: { type: 'FinishOutfitting' }, rejects: 'PromptPending' },
        {
          seat: 0,
          command: { type: 'SeatNpc', position: 0 },
          events: [
            { type: 'NpcSeated', npc: 'merchant', position: 0, seating: ['merchant', 'enforcer'] },
          ],
          state: { prompts: [], solo: { seating: ['merchant', 'enforcer'] } },
        },
      ],
    },
  );

  it('XS-NPC-01: seated after the last, an arrival goes to the end of the order', () => {
    const placed = playSolo(chosen, { type: 'ChooseSpawn', spawn: 5 }).state;
    const seated = playSolo(placed, { type: 'SeatNpc', position: 1 }).state;
    expect(seated.solo?.seating).toEqual(['enforcer', 'merchant']);
    expect(seated.captains[0]?.at).not.toBeNull();
  });
});
