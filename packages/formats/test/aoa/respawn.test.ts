import { describe, expect, it } from 'vitest';
import {
  type AceGame,
  type AceList,
  activationOrder,
  applyAce,
  combatOrder,
  currentShips,
  mayFireThisRound,
  nextRespawn,
  respawnPlan,
  startAceGame,
  upgradeById,
} from '../../src/index.ts';
import { aceList, nien, soontir, talonbane, wedge } from './lists.ts';
import { advance, play, respawnOf } from './play.ts';

function table(lists: readonly AceList[] = [nien, wedge, talonbane, soontir]): AceGame {
  const order = ['nien', 'soontir', 'wedge', 'talonbane'].filter((p) =>
    lists.some((l) => l.player === p),
  );
  const r = startAceGame(lists, order);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const allowedNames = (g: AceGame, player: string) =>
  respawnOf(g, player).allowed.map((a) => a.card.name);
const ace = (g: AceGame, player: string) =>
  currentShips(g).find((s) => s.id.startsWith(`${player}/ace`));
const score = (g: AceGame, player: string) => g.scores.find((s) => s.player === player);

// Soontir's upgrades, by position in his list.
const RGT = 0;
const PTL = 1;
const STEALTH = 2;
const AUTOTHRUSTERS = 3;

describe('Ace of Aces respawn ladder', () => {
  it("XW-AOA-19, GAP-XW-04: the ship returns at once as the next lower-skill alternate with a legal subset of the primary's upgrades", () => {
    let g = table();
    expect(respawnPlan(g).map((r) => [r.player, r.pilot.name, r.rung])).toEqual([
      ['nien', '"Red Ace"', 1],
      ['soontir', 'Turr Phennir', 1],
      ['wedge', 'Garven Dreis', 1],
      ['talonbane', 'Viktor Hel', 1],
    ]);
    g = play(g, ...advance(2), { type: 'kill', attacker: 'soontir/ace-1', target: 'wedge/ace-1' });
    // It respawns at once: nothing else is entered until the owner has chosen.
    const meanwhile = applyAce(g, { type: 'advance' });
    expect(meanwhile.ok || meanwhile.error.code).toBe('RespawnFirst');
    // Garven Dreis has no Elite slot: Push the Limit stays behind; R2 and the computer may come.
    expect(allowedNames(g, 'wedge')).toEqual(['R2 Astromech', 'Targeting Computer']);
    const elite = applyAce(g, { type: 'respawn', player: 'wedge', upgrades: [0] });
    expect(elite.ok || elite.error).toEqual({
      code: 'UpgradeNotAllowed',
      message:
        "wedge's Garven Dreis may not take Push the Limit (Elite): the pilot has no slot for it, or it was removed.",
    });
    // The owner may leave a card off (GAP-XW-04).
    g = play(g, { type: 'respawn', player: 'wedge', upgrades: [1] });
    expect(ace(g, 'wedge')).toMatchObject({
      id: 'wedge/ace-2',
      name: 'Garven Dreis',
      skill: 6,
      cost: 27,
      upgrades: [1],
      rung: 1,
    });
    expect(g.log.at(-1)?.text).toBe(
      'wedge respawns as Garven Dreis (PS 6, 27 points) with R2 Astromech',
    );
    // The next time the whole list is on offer again (nothing is removed above the bottom rung).
    expect(respawnOf(g, 'wedge')).toMatchObject({ rung: 2, repeat: false });
    expect(respawnOf(g, 'wedge').pilot.name).toBe('Biggs Darklighter');
    expect(allowedNames(g, 'wedge')).toEqual(['R2 Astromech', 'Targeting Computer']);
    expect(nextRespawn(g, 'nobody')).toBeUndefined();
    const none = applyAce(g, { type: 'respawn', player: 'talonbane', upgrades: [] });
    expect(none.ok || none.error.code).toBe('NoRespawn');
  });

  it('XW-AOA-19: a title that adds a slot must come along for the card in that slot; two cards never share one slot', () => {
    let g = play(table(), ...advance(2), {
      type: 'kill',
      attacker: 'wedge/ace-1',
      target: 'soontir/ace-1',
    });
    g = play(g, {
      type: 'respawn',
      player: 'soontir',
      upgrades: [RGT, PTL, STEALTH, AUTOTHRUSTERS],
    });
    g = play(g, ...advance(2), ...advance(2), {
      type: 'kill',
      attacker: 'wedge/ace-1',
      target: 'soontir/ace-2',
    });
    // "Fel's Wrath": no Elite slot; one Modification, a second with Royal Guard TIE.
    expect(allowedNames(g, 'soontir')).toEqual([
      'Royal Guard TIE',
      'Stealth Device',
      'Autothrusters',
    ]);
    const both = applyAce(g, {
      type: 'respawn',
      player: 'soontir',
      upgrades: [STEALTH, AUTOTHRUSTERS],
    });
    expect(both.ok || both.error.message).toBe(
      'soontir\'s "Fel\'s Wrath" has no free Modification slot left for Autothrusters.',
    );
    const same = applyAce(g, { type: 'respawn', player: 'soontir', upgrades: [STEALTH, STEALTH] });
    expect(same.ok || same.error.code).toBe('BadLoadout');
    g = play(g, { type: 'respawn', player: 'soontir', upgrades: [RGT, STEALTH, AUTOTHRUSTERS] });
    expect(ace(g, 'soontir')?.cost).toBe(28);
  });

  it('XW-AOA-20: once at the lowest generic, each loss brings it back with one card fewer, until none', () => {
    let g = play(table(), ...advance(2));
    const lose = (game: AceGame, keep: number[]) => {
      const target = ace(game, 'soontir')?.id;
      return play(
        game,
        { type: 'kill', attacker: 'nien/ace-1', target },
        { type: 'respawn', player: 'soontir', upgrades: keep },
      );
    };
    g = lose(g, [RGT, PTL, STEALTH, AUTOTHRUSTERS]); // Turr Phennir
    g = lose(g, [STEALTH]); // "Fel's Wrath"
    expect(respawnOf(g, 'soontir')).toMatchObject({ rung: 3, repeat: false });
    // "Fel's Wrath" stays until the end of the Combat phase (XW-AOA-33), then respawns.
    g = play(
      g,
      { type: 'kill', attacker: 'nien/ace-1', target: ace(g, 'soontir')?.id },
      ...advance(1),
    );
    g = play(g, { type: 'respawn', player: 'soontir', upgrades: [RGT, STEALTH, AUTOTHRUSTERS] });
    g = play(g, ...advance(3));
    expect(ace(g, 'soontir')).toMatchObject({ name: 'Alpha Squadron Pilot', cost: 23, rung: 3 });
    // The Alpha Squadron Pilot comes back again, with one of its three cards gone.
    const plan = respawnOf(g, 'soontir');
    expect([plan.pilot.name, plan.repeat, plan.keep]).toEqual(['Alpha Squadron Pilot', true, 2]);
    expect(plan.allowed.map((a) => a.card.name)).toEqual([
      'Royal Guard TIE',
      'Stealth Device',
      'Autothrusters',
    ]);
    const target = ace(g, 'soontir')?.id;
    const killed = play(g, { type: 'kill', attacker: 'nien/ace-1', target });
    const all = applyAce(killed, {
      type: 'respawn',
      player: 'soontir',
      upgrades: [RGT, STEALTH, AUTOTHRUSTERS],
    });
    expect(all.ok || all.error.code).toBe('DropOneUpgrade');
    const fewer = applyAce(killed, { type: 'respawn', player: 'soontir', upgrades: [STEALTH] });
    expect(fewer.ok || fewer.error.code).toBe('DropOneUpgrade');
    g = lose(g, [RGT, STEALTH]);
    expect(g.removed.soontir).toEqual([AUTOTHRUSTERS]);
    expect(ace(g, 'soontir')?.cost).toBe(21);
    // A card that is gone does not come back.
    const gone = applyAce(
      play(g, { type: 'kill', attacker: 'nien/ace-1', target: ace(g, 'soontir')?.id }),
      {
        type: 'respawn',
        player: 'soontir',
        upgrades: [AUTOTHRUSTERS],
      },
    );
    expect(gone.ok || gone.error.code).toBe('UpgradeNotAllowed');
    g = lose(g, [STEALTH]);
    g = lose(g, []);
    expect(g.removed.soontir).toEqual([AUTOTHRUSTERS, RGT, STEALTH]);
    g = lose(g, []);
    expect(ace(g, 'soontir')).toMatchObject({
      name: 'Alpha Squadron Pilot',
      cost: 18,
      upgrades: [],
    });
    expect(respawnOf(g, 'soontir')).toMatchObject({ repeat: true, keep: 0, allowed: [] });
    // Nien scored a Kill for each of the seven losses, with each ship's own cost.
    expect(score(g, 'nien')).toMatchObject({
      kills: 7,
      vp: 35,
      sd: 35 + 33 + 26 + 23 + 21 + 21 + 18,
    });
  });

  it('XW-AOA-21: a respawn fires at its own skill only if the lost ship had not had its combat step; it never takes an action that round', () => {
    let g = play(table(), ...advance(2));
    // Nien (PS 7) destroys Talonbane (PS 9) after Talonbane's step: Viktor Hel may not fire.
    g = play(g, { type: 'kill', attacker: 'nien/ace-1', target: 'talonbane/ace-1' });
    g = play(g, { type: 'respawn', player: 'talonbane', upgrades: [0, 1] });
    expect(mayFireThisRound(g, 'talonbane/ace-2')).toBe(false);
    expect(combatOrder(g).find((s) => s.ship === 'talonbane/ace-2')?.state).toBe('may-not-fire');
    const shot = applyAce(g, {
      type: 'damage',
      attacker: 'talonbane/ace-2',
      target: 'nien/ace-1',
      shields: 1,
      hull: 0,
    });
    expect(shot.ok || shot.error.code).toBe('MayNotFire');
    // Destroyed in the Activation phase (no combat step yet): the respawn fires, but takes no action.
    g = play(
      g,
      ...advance(3),
      { type: 'kill', attacker: null, target: 'wedge/ace-1' },
      { type: 'respawn', player: 'wedge', upgrades: [] },
    );
    expect([g.round, g.phase]).toEqual([2, 'activation']);
    expect(mayFireThisRound(g, 'talonbane/ace-2')).toBe(true);
    expect(mayFireThisRound(g, 'wedge/ace-2')).toBe(true);
    expect(activationOrder(g).map((s) => [s.name, s.action])).toEqual([
      ['Garven Dreis', false],
      ['Nien Nunb', true],
      ['Viktor Hel', true],
      ['Soontir Fel', true],
    ]);
    g = play(g, ...advance(4));
    expect(activationOrder(g).every((s) => s.action)).toBe(true);
  });

  it('XW-AOA-24: the seed\'s example — Wedge destroys Turr Phennir (33): +5 VP, +33 Ships Destroyed; "Fel\'s Wrath" takes the Stealth Device and fires at PS 5', () => {
    let g = play(table(), ...advance(1));
    // Soontir Fel is lost to an asteroid; Glenn respawns as Turr Phennir with all four cards.
    g = play(g, { type: 'kill', attacker: null, target: 'soontir/ace-1' });
    g = play(g, {
      type: 'respawn',
      player: 'soontir',
      upgrades: [RGT, PTL, STEALTH, AUTOTHRUSTERS],
    });
    expect(ace(g, 'soontir')).toMatchObject({ name: 'Turr Phennir', skill: 7, cost: 33 });
    g = play(g, ...advance(1), { type: 'kill', attacker: 'wedge/ace-1', target: 'soontir/ace-2' });
    expect(score(g, 'wedge')).toMatchObject({ vp: 5, sd: 33 });
    const next = respawnOf(g, 'soontir');
    expect([next.pilot.name, next.pilot.skill]).toEqual(['"Fel\'s Wrath"', 5]);
    expect(next.allowed.map((a) => a.card.slot)).toEqual(['Title', 'Modification', 'Modification']);
    g = play(g, { type: 'respawn', player: 'soontir', upgrades: [STEALTH] });
    // Card data: "Fel's Wrath" 23 + Stealth Device 3 = 26. The seed prints 28, which is the cost
    // with Royal Guard TIE, Stealth Device and Autothrusters (see the previous test).
    expect(ace(g, 'soontir')).toMatchObject({ name: '"Fel\'s Wrath"', skill: 5, cost: 26 });
    expect(upgradeById(174)?.points).toBe(3);
    // Turr had not fired (PS 7 comes after Wedge's PS 9): "Fel's Wrath" attacks at PS 5.
    expect(mayFireThisRound(g, 'soontir/ace-3')).toBe(true);
    expect(combatOrder(g).map((s) => [s.name, s.state])).toEqual([
      ['Wedge Antilles', 'now'],
      ['Talonbane Cobra', 'waiting'],
      ['Nien Nunb', 'waiting'],
      ['"Fel\'s Wrath"', 'waiting'],
    ]);
    g = play(g, {
      type: 'damage',
      attacker: 'soontir/ace-3',
      target: 'wedge/ace-1',
      shields: 1,
      hull: 0,
    });
    expect(score(g, 'soontir')?.vp).toBe(1);
  });

  it('XW-AOA-34: Lone Wolf never goes onto a respawned pilot', () => {
    const lw = aceList('lw', 0, [99], [5, 4, 293]);
    const r = startAceGame([lw, nien], ['nien', 'lw']);
    if (!r.ok) throw new Error(r.error.message);
    const g = play(r.value, ...advance(2), {
      type: 'kill',
      attacker: 'nien/ace-1',
      target: 'lw/ace-1',
    });
    // Luke Skywalker has an Elite slot, yet Lone Wolf is not offered.
    expect(respawnOf(g, 'lw').pilot.name).toBe('Luke Skywalker');
    expect(respawnOf(g, 'lw').allowed).toEqual([]);
  });
});
