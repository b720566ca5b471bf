/**
 * Every bot answers the solo re-draw decision after an NPC is destroyed (XS-BEHV-06), from a
 * solo view whose Behavior decks are only counted; the heuristic re-draws a behaviour that
 * fires twice and keeps a milder one.
 */
import { openDice, seedRandom } from '@drift/engine';
import type { XiaCommand, XiaState, XiaView } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import type { Bot } from '../src/bot.ts';
import { HeuristicBot, PROFILES, RandomBot, SearchBot, TypedRandomBot } from '../src/index.ts';
import { xia } from './helpers.ts';

const dice = (seed: string) => openDice(seedRandom(seed));

/** A solo game past setup, the player asked about the Scoundrel's behaviour. */
function asked(card: string, behaviour: 0 | 1): XiaState {
  const made = xia.setup(
    {
      seats: 1,
      preset: 'standard',
      fameTarget: 10,
      solo: { difficulty: 'normal', sellsword: false },
      elements: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
    },
    'solo-bots',
  );
  if (!made.ok) throw new Error(made.error.message);
  let s = made.value;
  while (s.stage !== 'playing') {
    const legal = xia.legal(s, 0);
    const next =
      legal.find((c) => c.type === 'ChooseShip' || c.type === 'FinishOutfitting') ??
      legal.find((c) => c.type !== 'Concede'); // the starting Spawn Point, an NPC's seat
    if (!next) throw new Error('setup stalled');
    const applied = xia.apply(s, 0, next);
    if (!applied.ok) throw new Error(applied.error.message);
    s = applied.value.state;
  }
  const solo = s.solo;
  if (!solo) throw new Error('not solo');
  const deck = (solo.behaviourDecks.scoundrel ?? []).filter((c) => c !== card);
  return {
    ...s,
    prompts: [{ kind: 'RedrawBehaviour', seat: 0, npc: 'scoundrel' }],
    solo: {
      ...solo,
      behaviours: { ...solo.behaviours, scoundrel: { card, behaviour } },
      behaviourDecks: { ...solo.behaviourDecks, scoundrel: deck },
    },
  };
}

describe('bots answer the re-draw decision (XS-BEHV-06)', () => {
  const state = asked('scoundrel-ambush', 0);
  const bots: [string, () => Bot<XiaView, XiaCommand>][] = [
    ['random', () => new RandomBot<XiaView, XiaCommand>()],
    ['typed-random', () => new TypedRandomBot<XiaView, XiaCommand>()],
    ...PROFILES.map((p): [string, () => Bot<XiaView, XiaCommand>] => [
      `heuristic:${p}`,
      () => new HeuristicBot(xia.content, p),
    ]),
    ['search', () => new SearchBot(xia, { iterations: 4 })],
  ];

  for (const [name, make] of bots) {
    it(`XS-BEHV-06: ${name} answers with a listed command`, () => {
      const legal = xia.legal(state, 0);
      expect(legal.map((c) => c.type)).toEqual(['RedrawBehaviour', 'RedrawBehaviour', 'Concede']);
      const choice = make().choose(xia.view(state, { seat: 0 }), legal, dice(name));
      expect(legal).toContainEqual(choice);
    });
  }

  it('XS-BEHV-06: the heuristic re-draws "Ambush" (two shots a turn) and keeps "Hit and Run"', () => {
    const bot = new HeuristicBot(xia.content, 'balanced');
    const choose = (s: XiaState) =>
      bot.choose(xia.view(s, { seat: 0 }), xia.legal(s, 0), dice('r'));
    expect(choose(state)).toEqual({ type: 'RedrawBehaviour', redraw: true });
    expect(choose(asked('scoundrel-ambush', 1))).toEqual({
      type: 'RedrawBehaviour',
      redraw: false,
    });
  });
});
