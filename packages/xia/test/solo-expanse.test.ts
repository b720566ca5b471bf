/**
 * The System Expanse (XS-EXPN-01, GAP-XS-10) and the order of the solo round (GAP-XS-04): after
 * the player's turn a sector is revealed where an empty position touches the most placed
 * sectors, matching the edge of the neighbour the player picks; an opponent whose home appears
 * is seated and acts in the same round; then the NPCs, the round-end roll, the next turn.
 */
import { die } from '@drift/engine';
import { type Hex, hexEquals, hexKey, neighbors } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import type { XiaEvent } from '../src/events.ts';
import type { XiaState } from '../src/model/state.ts';
import { fittingRotations } from '../src/rules/exploration.ts';
import { expanseOptions } from '../src/solo/expanse.ts';
import {
  atStatus,
  END_TURN,
  noSectorsLeft,
  npcsAway,
  playSolo,
  solo,
  soloStarted,
  withPlayer,
} from './fixtures/solo.ts';

const content = solo.content;
const started = soloStarted('solo-1'); // Nyr, Cinder Verge, Kemplar II, Doravin V

/** Placed sectors sharing an edge with slot `slot`. */
function touching(state: XiaState, slot: Hex): number {
  return neighbors(slot).filter((n) => state.board.sectors.some((p) => hexEquals(p.slot, n)))
    .length;
}

/** The opening of an option, for drawing a tile against it. */
function openingOf(state: XiaState, o: { slot: Hex; from: Hex }) {
  const anchor = state.board.sectors.find((p) => hexEquals(p.slot, o.from));
  const side = neighbors(o.from).findIndex((n) => hexEquals(n, o.slot));
  if (!anchor || side < 0) throw new Error('not an opening');
  return { anchor, side: side as 0, slot: o.slot };
}

/** The tile the Expanse will draw for an option: the first in the stack that fits it. */
function drawnFor(state: XiaState, o: { slot: Hex; from: Hex }) {
  const opening = openingOf(state, o);
  const id = state.decks.sectors.find((s) => fittingRotations(content, opening, s).length > 0);
  if (!id) throw new Error('nothing fits');
  return { id, turns: fittingRotations(content, opening, id) };
}

describe('where the Expanse reveals (XS-EXPN-01, GAP-XS-10)', () => {
  it('GAP-XS-10: the options are the edges facing every position that touches the most sectors', () => {
    const options = expanseOptions({ state: started, content });
    // The start fans out from Nyr: the best positions touch 2 placed sectors each.
    const empty = new Map<string, Hex>();
    for (const p of started.board.sectors)
      for (const n of neighbors(p.slot))
        if (!started.board.sectors.some((q) => hexEquals(q.slot, n))) empty.set(hexKey(n), n);
    const most = Math.max(...[...empty.values()].map((h) => touching(started, h)));
    expect(most).toBe(2);
    const best = [...empty.values()].filter((h) => touching(started, h) === most);
    // Every edge facing a best position is offered (each has a tile that fits it), and no other.
    const expected = best.flatMap((slot) =>
      neighbors(slot)
        .filter((n) => started.board.sectors.some((p) => hexEquals(p.slot, n)))
        .map((from) => `${hexKey(slot)}<${hexKey(from)}`),
    );
    expect(options.map((o) => `${hexKey(o.slot)}<${hexKey(o.from)}`).sort()).toEqual(
      expected.sort(),
    );
    for (const o of options) {
      const anchor = started.board.sectors.find((p) => hexEquals(p.slot, o.from));
      expect(anchor).toBeDefined();
      expect(typeof o.symbol).toBe('string');
    }
  });

  it('XS-EXPN-01: a position no tile left can match is not offered', () => {
    const only = { ...started, decks: { ...started.decks, sectors: ['kreller-iv'] } };
    const options = expanseOptions({ state: only, content });
    expect(options.length).toBeGreaterThan(0);
    for (const o of options)
      expect(fittingRotations(content, openingOf(only, o), 'kreller-iv').length).toBeGreaterThan(0);
    expect(options.length).toBeLessThan(expanseOptions({ state: started, content }).length);
  });

  // Nyr and Burning Horse beside it; the stack holds Kreller IV, which matches one edge only.
  const pair: XiaState = (() => {
    const sectors = [
      { id: 'nyr', slot: { q: 0, r: 0 }, rotation: 0 as const },
      { id: 'burning-horse', slot: { q: 1, r: 0 }, rotation: 0 as const },
    ];
    const spawn = boardOf(content, sectors).spawns.values().next().value;
    const s = npcsAway(atStatus(started));
    return withPlayer(
      {
        ...s,
        board: { ...s.board, sectors, tokens: {} },
        decks: { ...s.decks, sectors: ['kreller-iv'] },
      },
      { at: spawn ?? null },
    );
  })();

  scenario(
    'a single choice is taken at once; the tile, turning two ways, is turned by the player',
    {
      ruleset: solo,
      rules: ['XS-EXPN-01', 'GAP-XS-10'],
      start: { state: pair },
      dice: [die(20, 1)],
      steps: [
        {
          seat: 0,
          command: END_TURN,
          events: [
            { type: 'TurnEnded', seat: 0 },
            {
              type: 'SystemExpanse',
              slot: { q: 0, r: 1 },
              from: { q: 1, r: 0 },
              beside: 'burning-horse',
              symbol: 'ring',
            },
            { type: 'SectorDrawn', sector: 'kreller-iv' },
          ],
          state: {
            prompts: [
              {
                kind: 'PlaceSector',
                seat: 0,
                sector: 'kreller-iv',
                slot: { q: 0, r: 1 },
                rotations: [2, 5],
                jump: null,
                expanse: true,
              },
            ],
          },
        },
        {
          seat: 0,
          command: { type: 'PlaceSector', rotation: 5 },
          events: [
            {
              type: 'SectorPlaced',
              sector: 'kreller-iv',
              slot: { q: 0, r: 1 },
              rotation: 5,
              expanse: true,
            },
            { type: 'SoloRoundEnded', roll: 1 },
            { type: 'TurnStarted', seat: 0, number: 2 },
          ],
          // Not the player's exploring: it counts toward no Title of theirs.
          verify: (s) => expect(s.captains[0]?.record.sectorsRevealed).toBe(0),
        },
      ],
    },
  );

  const many = npcsAway(atStatus(started));
  const options = expanseOptions({ state: many, content });
  const chosen = options[options.length - 1] ?? { slot: { q: 0, r: 0 }, from: { q: 0, r: 0 } };
  const tile = drawnFor(many, chosen);
  scenario('with several choices the player picks the position and the edge to match', {
    ruleset: solo,
    rules: ['XS-EXPN-01', 'GAP-XS-10'],
    start: { state: many },
    dice: [die(20, 5)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        state: {
          prompts: [{ kind: 'ChooseExpanse', seat: 0, options }],
          solo: { step: { at: 'expanse' } },
        },
      },
      {
        seat: 0,
        command: { type: 'ChooseExpanse', slot: { q: 9, r: 9 }, from: chosen.from },
        rejects: 'BadExpanse',
      },
      {
        seat: 0,
        command: { type: 'ChooseExpanse', slot: chosen.slot, from: chosen.from },
        events: [{ type: 'SystemExpanse', slot: chosen.slot, from: chosen.from }],
      },
      ...(tile.turns.length > 1
        ? [{ seat: 0, command: { type: 'PlaceSector' as const, rotation: tile.turns[0] ?? 0 } }]
        : []),
    ],
    verify: (s) => {
      const laid = s.board.sectors.find((p) => hexEquals(p.slot, chosen.slot));
      expect(laid?.id).toBe(tile.id);
      expect(s.turn.number).toBe(2);
      expect(s.captains[0]?.record.sectorsRevealed).toBe(0);
    },
  });

  scenario('with no tile left that fits, the Expanse reveals nothing and the round goes on', {
    ruleset: solo,
    rules: ['XS-EXPN-01'],
    start: { state: noSectorsLeft(many) },
    dice: [die(20, 3)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [{ type: 'ExpanseSkipped' }, { type: 'SoloRoundEnded' }, { type: 'TurnStarted' }],
      },
    ],
  });
});

describe('the round after the player turn (GAP-XS-04)', () => {
  // Loath on top: the Expanse reveals the Scoundrel's home; the other NPCs are in play.
  const s = atStatus(started);
  const options = expanseOptions({ state: s, content });
  const forLoath = options.find(
    (o) => fittingRotations(content, openingOf(s, o), 'loath').length > 0,
  );
  const start = {
    ...s,
    decks: { ...s.decks, sectors: ['loath', ...s.decks.sectors.filter((id) => id !== 'loath')] },
  };

  it('XS-EXPN-01 GAP-XS-04: the Expanse comes first; a newcomer is seated and acts in this round; then the roll, then the next turn', () => {
    if (!forLoath) throw new Error('Loath fits no position');
    let state = playSolo(start, END_TURN).state;
    const events: XiaEvent[] = [];
    const step = (command: Parameters<typeof playSolo>[1]) => {
      const played = playSolo(state, command);
      state = played.state;
      events.push(...played.events);
    };
    step({ type: 'ChooseExpanse', slot: forLoath.slot, from: forLoath.from });
    const turns = fittingRotations(content, openingOf(start, forLoath), 'loath');
    if (turns.length > 1) step({ type: 'PlaceSector', rotation: turns[0] ?? 0 });
    expect(state.prompts).toEqual([{ kind: 'SeatNpc', seat: 0, npc: 'scoundrel' }]);
    step({ type: 'SeatNpc', position: 2 });
    const at = (pred: (e: XiaEvent) => boolean) => events.findIndex(pred);
    const expanse = at((e) => e.type === 'SystemExpanse');
    const spawned = at((e) => e.type === 'NpcSpawned' && e.npc === 'scoundrel');
    const seated = at((e) => e.type === 'NpcSeated');
    const roll = at((e) => e.type === 'SoloRoundEnded');
    const next = at((e) => e.type === 'TurnStarted');
    expect(expanse).toBeGreaterThanOrEqual(0);
    expect([expanse < spawned, spawned < seated, seated < roll, roll < next]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(state.solo?.seating).toEqual(['merchant', 'enforcer', 'scoundrel']);
    // The newcomer takes its turn this round: it acts between its seat and the roll.
    const acts = events
      .slice(seated + 1, roll)
      .some(
        (e) =>
          ('npc' in e && e.npc === 'scoundrel') ||
          (e.type === 'AttackDeclared' && 'npc' in e.attacker && e.attacker.npc === 'scoundrel'),
      );
    expect(acts).toBe(true);
    expect(events.filter((e) => e.type === 'SoloRoundEnded')).toHaveLength(1);
    expect(state.turn).toMatchObject({ seat: 0, number: 2, phase: 'Action' });
  });
});
