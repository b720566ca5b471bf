/**
 * The heuristic as a solo player: cubes lying on the map feed the NPCs' round-end roll, so the
 * hold stays light and two cubes are sold together (the trade Fame point); one weapon is bought
 * by its die, and an NPC near its side's To Kill is shot for its On Kill Fame: within one volley
 * for those whose attack adds Bounty, two for the Scoundrel (XS-END-03, XS-BNTY-03, XS-NPC-03).
 * The same commands in a multiplayer game score as before.
 */
import type { XiaCommand, XiaState } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { HeuristicBot } from '../src/index.ts';
import { xia } from './helpers.ts';

/** A game past setup: solo at `difficulty`, or three seats. */
function started(solo: 'easy' | 'hard' | null): XiaState {
  const made = xia.setup(
    {
      seats: solo ? 1 : 3,
      preset: 'standard',
      fameTarget: 10,
      ...(solo && { solo: { difficulty: solo, sellsword: false } }),
      elements: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
    },
    'solo-player',
  );
  if (!made.ok) throw new Error(made.error.message);
  let s = made.value;
  while (s.stage !== 'playing') {
    const seat = xia.status(s).kind === 'finished' ? 0 : (s.turn.seat ?? 0);
    const legal = xia.legal(s, seat);
    const next =
      legal.find((c) => c.type === 'ChooseShip' || c.type === 'FinishOutfitting') ??
      legal.find((c) => c.type !== 'Concede');
    if (!next) throw new Error('setup stalled');
    const applied = xia.apply(s, seat, next);
    if (!applied.ok) throw new Error(applied.error.message);
    s = applied.value.state;
  }
  return s;
}

/** The player with `cubes` cubes in the hold and the outfits `kinds` (nothing else). */
function holding(s: XiaState, cubes: number, kinds: readonly string[] = []): XiaState {
  const captains = s.captains.map((c, seat) =>
    seat !== 0
      ? c
      : {
          ...c,
          hold: {
            ...c.hold,
            outfits: kinds.map((kind, i) => ({
              uid: 900 + i,
              kind,
              at: [0, i] as const,
              turns: 0 as const,
            })),
            cargo: Array.from({ length: cubes }, (_, i) => ({
              kind: 'cube' as const,
              colour: 'cyber' as const,
              at: [3, i] as const,
            })),
          },
        },
  );
  return { ...s, captains };
}

/** The NPC `id` with `damage` on it. */
function hurt(s: XiaState, id: string, damage: number): XiaState {
  return { ...s, npcs: s.npcs.map((n) => (n.id === id ? { ...n, damage } : n)) };
}

/** The commands from the best scored to the worst, by type and detail. */
function ranked(s: XiaState, commands: readonly XiaCommand[]): XiaCommand[] {
  return new HeuristicBot(xia.content, 'balanced').rank(xia.view(s, { seat: 0 }), commands);
}

const END: XiaCommand = { type: 'EndActions' };
const shoot = (npc: string): XiaCommand => ({
  type: 'Attack',
  target: { npc },
  use: [{ outfit: 900, space: 0 }],
});

describe('the heuristic as a solo player', () => {
  const solo = started('easy');
  const multi = started(null);

  it('XS-END-03: gathers cubes up to two, and no more', () => {
    expect(ranked(holding(solo, 0), [END, { type: 'Mine' }])[0]).toEqual({ type: 'Mine' });
    expect(ranked(holding(solo, 2), [{ type: 'Mine' }, END])[0]).toEqual(END);
    // Multiplayer is unchanged: a balanced captain with cargo still mines.
    expect(ranked(holding(multi, 2), [END, { type: 'Mine' }])[0]).toEqual({ type: 'Mine' });
  });

  it('XS-END-03: buys no cubes past three in the hold', () => {
    const buy: XiaCommand = { type: 'BuyCubes', cubes: { cyber: 2 } };
    expect(ranked(holding(solo, 2), [buy, END])[0]).toEqual(END);
  });

  it('XB-FAME-05: a sale of two cubes (the trade Fame point) beats any other sale', () => {
    const two: XiaCommand = { type: 'SellCubes', cubes: { cyber: 2 } };
    const one: XiaCommand = { type: 'SellCubes', cubes: { cyber: 1 } };
    expect(ranked(holding(solo, 2), [one, END, two])).toEqual([two, one, END]);
  });

  it('XS-NPC-03: one missile launcher after the engine, no second weapon', () => {
    const missile = xia.content.outfit('dart-missile');
    const blaster = xia.content.outfit('saker-v-blaster');
    const buy = (kind: string): XiaCommand => ({ type: 'BuyOutfit', kind, at: [0, 0], turns: 0 });
    expect(missile.type).toBe('missile');
    expect(blaster.type).toBe('blaster');
    expect(ranked(holding(solo, 0), [buy(blaster.id), buy(missile.id)])[0]).toEqual(
      buy(missile.id),
    );
    expect(ranked(holding(solo, 0, [missile.id]), [buy(blaster.id), END])[0]).toEqual(END);
  });

  it('XS-NPC-03: the biggest die before the shield; a d6 only with the shield still affordable', () => {
    const buy = (kind: string): XiaCommand => ({ type: 'BuyOutfit', kind, at: [0, 0], turns: 0 });
    const paying = (credits: number) => {
      const s = holding(solo, 0, ['m-22-engine']);
      return { ...s, captains: s.captains.map((c) => ({ ...c, credits })) };
    };
    const choices = [buy('targe-shield'), buy('dart-missile'), buy('tempest-missile')];
    expect(xia.content.outfit('tempest-missile')).toMatchObject({ die: 12, price: 3000 });
    expect(ranked(paying(3000), choices)[0]).toEqual(buy('tempest-missile'));
    expect(ranked(paying(2000), choices.slice(0, 2))[0]).toEqual(buy('dart-missile'));
    expect(ranked(paying(1000), choices.slice(0, 2))[0]).toEqual(buy('targe-shield'));
  });

  it('XS-NPC-03: on Easy (side A, To Kill 4) every NPC is within one volley: all are shot', () => {
    const armed = holding(solo, 0, ['dart-missile']);
    for (const npc of ['scoundrel', 'enforcer', 'merchant'])
      expect(ranked(armed, [END, shoot(npc)])[0]).toEqual(shoot(npc));
  });

  it('XS-BNTY-03: on Hard the Enforcer (Bounty for shooting) only to finish it, within one volley', () => {
    const armed = holding(started('hard'), 0, ['dart-missile']);
    expect(ranked(hurt(armed, 'enforcer', 8), [shoot('enforcer'), END])[0]).toEqual(END);
    expect(ranked(hurt(armed, 'enforcer', 10), [END, shoot('enforcer')])[0]).toEqual(
      shoot('enforcer'),
    );
    expect(ranked(hurt(armed, 'merchant', 3), [shoot('merchant'), END])[0]).toEqual(END);
  });

  it('XS-NPC-03: on Hard the Scoundrel (Bounty on it) within two volleys of its To Kill of 12', () => {
    const armed = holding(started('hard'), 0, ['dart-missile']);
    expect(ranked(armed, [shoot('scoundrel'), END])[0]).toEqual(END);
    expect(ranked(hurt(armed, 'scoundrel', 2), [END, shoot('scoundrel')])[0]).toEqual(
      shoot('scoundrel'),
    );
  });
});
