import { describe, expect, it } from 'vitest';
import {
  type AceGame,
  applyAce,
  combatOrder,
  mayFireThisRound,
  startAceGame,
} from '../../src/index.ts';
import { aceList, nien, wedge } from './lists.ts';
import { advance, play, respawnOf } from './play.ts';

/** "Fel's Wrath" (PS 5) with a Stealth Device, 26 points; Saber, Avenger and Alpha pilots. */
const felsWrath = aceList('glenn', 26, [174], [25, 24, 23]);

function table(): AceGame {
  const r = startAceGame([felsWrath, wedge, nien], ['glenn', 'nien', 'wedge']);
  if (!r.ok) throw new Error(r.error.message);
  return play(r.value, ...advance(2));
}

const score = (g: AceGame, player: string) => g.scores.find((s) => s.player === player);

describe('"Fel\'s Wrath" in Ace of Aces', () => {
  it('XW-AOA-33: destroyed, it scores the Kill at once but stays on the table and may still attack', () => {
    let g = play(table(), { type: 'kill', attacker: 'wedge/ace-1', target: 'glenn/ace-1' });
    expect(score(g, 'wedge')).toMatchObject({ vp: 5, sd: 26, kills: 1 });
    expect(g.pending).toEqual([]);
    expect(g.ships.find((s) => s.id === 'glenn/ace-1')?.status).toBe('doomed');
    expect(g.log.at(-1)?.text).toBe(
      '"Fel\'s Wrath" stays on the table until the end of the Combat phase',
    );
    // Its Kill is scored once; damage still counts as an Assist.
    const again = applyAce(g, { type: 'kill', attacker: 'nien/ace-1', target: 'glenn/ace-1' });
    expect(again.ok || again.error.code).toBe('AlreadyDestroyed');
    g = play(g, {
      type: 'damage',
      attacker: 'nien/ace-1',
      target: 'glenn/ace-1',
      shields: 0,
      hull: 1,
    });
    expect(score(g, 'nien')?.vp).toBe(1);
    // Its PS 5 step has not come: it attacks.
    expect(combatOrder(g).at(-1)).toMatchObject({ ship: 'glenn/ace-1', state: 'waiting' });
    expect(mayFireThisRound(g, 'glenn/ace-1')).toBe(true);
    g = play(g, {
      type: 'damage',
      attacker: 'glenn/ace-1',
      target: 'wedge/ace-1',
      shields: 2,
      hull: 0,
    });
    expect(score(g, 'glenn')?.vp).toBe(1);
  });

  it('XW-AOA-33: at the end of the Combat phase it is removed and respawns as the next alternate, which does not fire that round', () => {
    let g = play(table(), { type: 'kill', attacker: 'wedge/ace-1', target: 'glenn/ace-1' });
    g = play(g, ...advance(1));
    expect(g.phase).toBe('end');
    expect(g.pending).toEqual([{ player: 'glenn', mayFire: false }]);
    const blocked = applyAce(g, { type: 'advance' });
    expect(blocked.ok || blocked.error.code).toBe('RespawnFirst');
    expect(respawnOf(g, 'glenn').pilot.name).toBe('Saber Squadron Pilot');
    g = play(g, { type: 'respawn', player: 'glenn', upgrades: [0] });
    expect(g.ships.find((s) => s.id === 'glenn/ace-2')).toMatchObject({
      name: 'Saber Squadron Pilot',
      cost: 24,
      mayFire: false,
    });
    expect(g.log.at(-1)?.text).toBe(
      'glenn respawns as Saber Squadron Pilot (PS 4, 24 points) with Stealth Device; it does not fire this round',
    );
    g = play(g, ...advance(3));
    expect([g.round, g.phase]).toEqual([2, 'combat']);
    expect(mayFireThisRound(g, 'glenn/ace-2')).toBe(true);
  });

  it('XW-AOA-33: destroyed after its own step has passed, it does not attack again', () => {
    // A Saber Squadron Pilot (PS 4) fires after "Fel's Wrath" (PS 5).
    const saber = aceList('low', 25, [], [24, 23, 23]);
    const r = startAceGame([felsWrath, wedge, saber], ['low', 'glenn', 'wedge']);
    if (!r.ok) throw new Error(r.error.message);
    let g = play(r.value, ...advance(2));
    g = play(g, {
      type: 'damage',
      attacker: 'glenn/ace-1',
      target: 'wedge/ace-1',
      shields: 1,
      hull: 0,
    });
    g = play(g, { type: 'kill', attacker: 'low/ace-1', target: 'glenn/ace-1' });
    expect(combatOrder(g).map((s) => [s.ship, s.state])).toEqual([
      ['wedge/ace-1', 'done'],
      ['glenn/ace-1', 'done'],
      ['low/ace-1', 'now'],
    ]);
    const late = applyAce(g, {
      type: 'damage',
      attacker: 'glenn/ace-1',
      target: 'low/ace-1',
      shields: 1,
      hull: 0,
    });
    expect(late.ok || late.error.code).toBe('StepPassed');
    g = play(g, ...advance(1));
    expect(g.pending).toEqual([{ player: 'glenn', mayFire: false }]);
  });
});
