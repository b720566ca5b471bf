import { openDice, seedRandom } from '@drift/engine';
import type { XiaState } from '@drift/xia';
import { missionAim, violations } from '@drift/xia';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { determinize } from '../src/index.ts';
import { randomPositions, xia } from './helpers.ts';

/** JSON with object keys sorted, so equal values give equal strings. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const legalSet = (state: XiaState, seat: number): string[] =>
  xia.legal(state, seat).map(canonical).sort();

const sorted = (ids: readonly string[]): string[] => [...ids].sort();

/** Missions the seat cannot see: decks, others' hidden actives, others' drawn cards. */
function hiddenMissions(state: XiaState, seat: number): string[] {
  const out = [...state.decks.missions, ...state.decks.missionDiscard];
  for (const c of state.captains)
    if (c.seat !== seat) for (const m of c.missions.active) if (!m.revealed) out.push(m.card);
  for (const p of state.prompts)
    if (p.kind === 'KeepMission' && p.seat !== seat) out.push(...p.cards);
  return sorted(out);
}

/** The target the rules fix for a kept mission card: the holder's seat-offset neighbour. */
function expectedTarget(card: string, holder: number, seats: number): number | null {
  const def = xia.content.mission(card);
  if (def.type !== 'thief' && def.type !== 'assassin') return null;
  return (holder + ((def.target.seatOffset - 1) % (seats - 1)) + 1) % seats;
}

const targetsHold = (state: XiaState): boolean =>
  state.captains.every((c) =>
    c.missions.active.every(
      (m) => m.target === expectedTarget(m.card, c.seat, state.captains.length),
    ),
  );

const toAct = (state: XiaState): number => {
  const status = xia.status(state);
  return status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
};

const positions = ['a', 'b', 'c', 'd'].flatMap((seed) =>
  randomPositions(`determinize:${seed}`, 600, 7).filter((s) => s.stage !== 'finished'),
);

/** Rarer positions: drawn mission cards, thief and assassin targets, sectors being placed. */
const rare = ['e', 'f', 'g'].flatMap((seed) =>
  randomPositions(`determinize:${seed}`, 2000, 1).filter(
    (s) =>
      s.prompts.some((p) => p.kind === 'KeepMission' || p.kind === 'PlaceSector') ||
      s.captains.some((c) => c.missions.active.some((m) => m.target !== null && !m.revealed)),
  ),
);

/** A position and a seat: any seat three times in four (it need not act), else the seat to act. */
const sample = fc
  .tuple(fc.constantFrom(...positions, ...rare), fc.nat(3))
  .map(([truth, k]): [XiaState, number] => [
    truth,
    k < 3 && k < truth.captains.length ? k : toAct(truth),
  ]);

describe('determinize', () => {
  it('samples positions with hidden missions, drawn cards and targets', () => {
    const all = [...positions, ...rare];
    const hidden = all.filter((s) =>
      s.captains.some((c) => c.missions.active.some((m) => !m.revealed)),
    );
    expect(positions.length).toBeGreaterThan(100);
    expect(hidden.length).toBeGreaterThan(0);
    expect(rare.some((s) => s.prompts.some((p) => p.kind === 'KeepMission'))).toBe(true);
    expect(rare.some((s) => s.prompts.some((p) => p.kind === 'PlaceSector'))).toBe(true);
    expect(
      rare.some((s) => s.captains.some((c) => c.missions.active.some((m) => m.target !== null))),
    ).toBe(true);
  });

  it('keeps the public parts, fills the hidden ones with unseen cards, keeps the legal list', () => {
    fc.assert(
      fc.property(sample, fc.nat(), ([truth, seat], n) => {
        const view = xia.view(truth, { seat });
        const dice = openDice(seedRandom(`dice:${n}`));
        const det = determinize(xia.content, view, seat, dice);
        expect(violations(xia.content, det)).toEqual([]);
        // Public parts: the sampled state looks to the seat exactly as the true one.
        expect(xia.view(det, { seat })).toEqual(view);
        expect(det.captains.map((c) => c.credits)).toEqual(truth.captains.map((c) => c.credits));
        expect(det.board.sectors).toEqual(truth.board.sectors);
        expect(det.board.cubes).toEqual(truth.board.cubes);
        expect(det.turn).toEqual(truth.turn);
        expect(det.stage).toBe(truth.stage);
        expect(det.prompts.filter((p) => p.seat === seat)).toEqual(
          truth.prompts.filter((p) => p.seat === seat),
        );
        expect(det.captains[seat]).toEqual(truth.captains[seat]);
        // Hidden parts: permutations of the unseen sets.
        expect(sorted(det.decks.sectors)).toEqual(sorted(truth.decks.sectors));
        expect(sorted(det.decks.titles)).toEqual(sorted(truth.decks.titles));
        expect(Object.keys(det.board.tokens)).toEqual(Object.keys(truth.board.tokens));
        expect(sorted([...det.decks.exploration, ...Object.values(det.board.tokens)])).toEqual(
          sorted([...truth.decks.exploration, ...Object.values(truth.board.tokens)]),
        );
        expect(hiddenMissions(det, seat)).toEqual(hiddenMissions(truth, seat));
        expect(det.random).not.toEqual(truth.random);
        expect(targetsHold(truth)).toBe(true);
        expect(targetsHold(det)).toBe(true);
        // The seat's choices are the same, and the rules run on the sample.
        const legal = legalSet(det, seat);
        expect(legal).toEqual(legalSet(truth, seat));
        const first = xia.legal(det, seat)[n % Math.max(1, legal.length)];
        if (first === undefined) return;
        const applied = xia.apply(det, seat, first);
        expect(applied.ok).toBe(true);
        if (applied.ok) expect(violations(xia.content, applied.value.state)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('reads only the view: true states with the same view give the same sample', () => {
    fc.assert(
      fc.property(sample, fc.nat(), fc.nat(), ([truth, seat], n, m) => {
        const shuffle = openDice(seedRandom(`other:${m}`));
        const keys = Object.keys(truth.board.tokens);
        const faces = shuffle.shuffle([
          ...truth.decks.exploration,
          ...Object.values(truth.board.tokens),
        ]);
        const other: XiaState = {
          ...truth,
          random: seedRandom(`other-random:${m}`),
          board: {
            ...truth.board,
            tokens: Object.fromEntries(keys.map((k, i) => [k, faces[i] ?? ''])),
          },
          decks: {
            sectors: shuffle.shuffle(truth.decks.sectors),
            exploration: faces.slice(keys.length),
            titles: shuffle.shuffle(truth.decks.titles),
            missions: shuffle.shuffle(truth.decks.missions),
            missionDiscard: shuffle.shuffle(truth.decks.missionDiscard),
          },
        };
        const view = xia.view(truth, { seat });
        const otherView = xia.view(other, { seat });
        expect(otherView).toEqual(view);
        const a = determinize(xia.content, view, seat, openDice(seedRandom(`same:${n}`)));
        const b = determinize(xia.content, otherView, seat, openDice(seedRandom(`same:${n}`)));
        expect(b).toEqual(a);
      }),
      { numRuns: 100 },
    );
  });

  it('different dice give different hidden orders', () => {
    const truth = positions.find((s) => s.decks.missions.length > 5 && s.decks.sectors.length > 5);
    if (!truth) throw new Error('no position with decks');
    const seat = toAct(truth);
    const view = xia.view(truth, { seat });
    const samples = new Set(
      [0, 1, 2, 3, 4].map((i) => {
        const det = determinize(xia.content, view, seat, openDice(seedRandom(`try:${i}`)));
        return JSON.stringify([det.decks, det.board.tokens]);
      }),
    );
    expect(samples.size).toBeGreaterThan(1);
  });

  it('refuses a view that is not the seat’s', () => {
    const truth = positions[0];
    if (!truth) throw new Error('no position');
    const view = xia.view(truth, { seat: 0 });
    expect(() => determinize(xia.content, view, 1, openDice(seedRandom('x')))).toThrow(RangeError);
  });

  it('element B: the new tokens, the pairs traded and the captains in need are dealt consistently', () => {
    const games = ['b1', 'b2'].flatMap((seed) =>
      randomPositions(`determinize:${seed}`, 1500, 5, ['B']).filter((s) => s.stage !== 'finished'),
    );
    // Some positions have tokens face up or traded in: the deal had seen tokens to leave out.
    expect(
      games.some(
        (s) =>
          (s.exploration?.spent.length ?? 0) > 0 ||
          s.captains.some((c) => c.explorationTokens.length > 0),
      ),
    ).toBe(true);
    for (const [i, truth] of games.entries()) {
      const seat = toAct(truth);
      const view = xia.view(truth, { seat });
      const det = determinize(xia.content, view, seat, openDice(seedRandom(`b:${i}`)));
      expect(violations(xia.content, det)).toEqual([]);
      expect(sorted([...det.decks.exploration, ...Object.values(det.board.tokens)])).toEqual(
        sorted([...truth.decks.exploration, ...Object.values(truth.board.tokens)]),
      );
      expect(hiddenMissions(det, seat)).toEqual(hiddenMissions(truth, seat));
    }
  });
});

describe('determinize at a two-captain table (XE-2P-02)', () => {
  it('XE-2P-02: a hidden Thief or Assassin card aims where the rules would aim it, NPCs seated', () => {
    const parsed = xia.parseOptions({ seats: 2, elements: ['D'] });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const made = xia.setup(parsed.value, 'determinize-two');
    if (!made.ok) throw new Error(made.error.message);
    const [card, ...missions] = made.value.decks.missions;
    if (card === undefined) throw new Error('no mission cards');
    const truth: XiaState = {
      ...made.value,
      decks: { ...made.value.decks, missions },
      captains: made.value.captains.map((c) =>
        c.seat === 1
          ? {
              ...c,
              missions: {
                active: [{ card, revealed: false, stage: 'objective', payment: 0, target: null }],
                completed: [],
              },
            }
          : c,
      ),
    };
    expect(truth.npcs).toHaveLength(3);
    let atNpcs = 0;
    for (let n = 0; n < 60; n++) {
      const det = determinize(
        xia.content,
        xia.view(truth, { seat: 0 }),
        0,
        openDice(seedRandom(`two:${n}`)),
      );
      const held = det.captains[1]?.missions.active[0];
      if (!held) throw new Error('the hidden card is gone');
      const def = xia.content.mission(held.card);
      if (def.type !== 'thief' && def.type !== 'assassin') {
        expect(held).toMatchObject({ target: null });
        expect(held.targetNpc).toBeUndefined();
        continue;
      }
      const aim = missionAim(det, 1, def.target.seatOffset);
      if (!aim) throw new Error('a card with no target outside solo');
      if ('npc' in aim) atNpcs++;
      expect(held).toEqual({
        card: held.card,
        revealed: false,
        stage: 'objective',
        payment: 0,
        ...('seat' in aim ? { target: aim.seat } : { target: null, targetNpc: aim.npc }),
      });
    }
    expect(atNpcs).toBeGreaterThan(0);
  });
});

describe('determinize with element A', () => {
  it('refills the Event deck with unseen cards only, keeping its size and the cards in play', () => {
    const made = xia.setup(
      { seats: 3, preset: 'standard', fameTarget: 10, elements: ['A'] },
      'det-a',
    );
    if (!made.ok) throw new Error(made.error.message);
    const [first, second, ...rest] = made.value.events?.deck ?? [];
    if (!first || !second) throw new Error('no Event deck');
    const state: XiaState = {
      ...made.value,
      events: {
        deck: rest,
        inPlay: [{ id: first, drawnBy: 0, rounds: 1 }],
        discard: [second],
        spacesDrawn: [2, 5],
        markers: {},
      },
    };
    const det = determinize(
      xia.content,
      xia.view(state, { seat: 0 }),
      0,
      openDice(seedRandom('a')),
    );
    expect(det.events?.inPlay).toEqual(state.events?.inPlay);
    expect(det.events?.discard).toEqual([second]);
    expect(sorted(det.events?.deck ?? [])).toEqual(sorted(rest));
    expect(det.events?.spacesDrawn).toEqual([2, 5]);
  });
});
