import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AceGame,
  applyAce,
  combatOrder,
  mayFireThisRound,
  startAceGame,
} from '../../src/index.ts';
import { mauler, nien, soontir, talonbane, wedge } from './lists.ts';
import { advance, play, respawnOf } from './play.ts';

/** The seed's table: initiative Nien, Soontir, Wedge, Talonbane. */
function table(): AceGame {
  const r = startAceGame(
    [nien, wedge, talonbane, soontir],
    ['nien', 'soontir', 'wedge', 'talonbane'],
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const score = (g: AceGame, player: string) => g.scores.find((s) => s.player === player);

describe('Ace of Aces scoring in the ledger', () => {
  it('XW-AOA-14: a round opens with the Planning phase; nothing is destroyed or damaged then', () => {
    const g = table();
    expect([g.round, g.phase]).toEqual([1, 'planning']);
    const hit = applyAce(g, {
      type: 'damage',
      attacker: 'wedge/ace-1',
      target: 'nien/ace-1',
      shields: 1,
      hull: 0,
    });
    expect(hit.ok || hit.error.code).toBe('NoAttackNow');
    expect(play(g, ...advance(1)).phase).toBe('activation');
  });

  it('XW-AOA-17, GAP-XW-03: an attack that removes shields or deals damage is one Assist, +1 VP, however much it removed', () => {
    let g = play(table(), ...advance(2));
    g = play(g, {
      type: 'damage',
      attacker: 'wedge/ace-1',
      target: 'nien/ace-1',
      shields: 2,
      hull: 1,
    });
    expect(score(g, 'wedge')).toEqual({ player: 'wedge', vp: 1, sd: 0, assists: 1, kills: 0 });
    g = play(g, {
      type: 'damage',
      attacker: 'talonbane/ace-1',
      target: 'nien/ace-1',
      shields: 0,
      hull: 1,
    });
    expect(score(g, 'talonbane')?.vp).toBe(1);
    const none = applyAce(g, {
      type: 'damage',
      attacker: 'talonbane/ace-1',
      target: 'wedge/ace-1',
      shields: 0,
      hull: 0,
    });
    expect(none.ok || none.error.code).toBe('NoDamage');
    expect(g.log.map((e) => [e.text, e.vp])).toEqual([
      ['Wedge Antilles (wedge) damaged Nien Nunb (nien): Assist +1 VP', 1],
      ['Talonbane Cobra (talonbane) damaged Nien Nunb (nien): Assist +1 VP', 1],
    ]);
  });

  it("XW-AOA-18, GAP-XW-03: a Kill scores 5 VP (not 5 + 1) and the ship's cost with upgrades as Ships Destroyed", () => {
    let g = play(table(), ...advance(2));
    g = play(g, { type: 'kill', attacker: 'soontir/ace-1', target: 'talonbane/ace-1' });
    expect(score(g, 'soontir')).toEqual({ player: 'soontir', vp: 5, sd: 33, assists: 0, kills: 1 });
    expect(g.log.at(-1)?.text).toBe(
      'Talonbane Cobra (talonbane, 33 points) destroyed by Soontir Fel (soontir): Kill +5 VP, +33 Ships Destroyed',
    );
    // A ship that leaves the table through no player's attack scores nobody anything.
    g = play(g, { type: 'respawn', player: 'talonbane', upgrades: [0, 1] });
    g = play(g, { type: 'kill', attacker: null, target: 'nien/ace-1' });
    expect(g.scores.map((s) => s.vp)).toEqual([0, 5, 0, 0]);
  });

  it('XW-AOA-22: a destroyed Wingman scores its points and never respawns', () => {
    const start = startAceGame([mauler, wedge], ['mauler', 'wedge']);
    if (!start.ok) throw new Error(start.error.message);
    let g = play(start.value, ...advance(2));
    g = play(g, { type: 'kill', attacker: 'wedge/ace-1', target: 'mauler/wingman' });
    expect(score(g, 'wedge')).toMatchObject({ vp: 5, sd: 12 });
    expect(g.pending).toEqual([]);
    expect(combatOrder(g).map((s) => s.ship)).toEqual(['wedge/ace-1', 'mauler/ace-1']);
    const dead = applyAce(g, {
      type: 'damage',
      attacker: 'mauler/wingman',
      target: 'wedge/ace-1',
      shields: 1,
      hull: 0,
    });
    expect(dead.ok || dead.error.code).toBe('ShipDestroyed');
    g = play(g, ...advance(2));
    expect(g.ships.filter((s) => s.player === 'mauler').map((s) => [s.id, s.status])).toEqual([
      ['mauler/ace-1', 'in-play'],
      ['mauler/wingman', 'destroyed'],
    ]);
  });

  it('XW-AOA-23: no simultaneous fire — Talonbane, destroyed by Wedge at the same skill, does not fire back', () => {
    let g = play(table(), ...advance(2));
    g = play(g, { type: 'kill', attacker: 'wedge/ace-1', target: 'talonbane/ace-1' });
    g = play(g, { type: 'respawn', player: 'talonbane', upgrades: [0, 1] });
    const back = applyAce(g, {
      type: 'damage',
      attacker: 'talonbane/ace-1',
      target: 'wedge/ace-1',
      shields: 1,
      hull: 0,
    });
    expect(back.ok || back.error).toEqual({
      code: 'ShipDestroyed',
      message: 'Talonbane Cobra (talonbane) was destroyed and fires no more.',
    });
    // Its step had not come, so the respawned Viktor Hel fires at PS 7.
    expect(mayFireThisRound(g, 'talonbane/ace-2')).toBe(true);
    g = play(g, {
      type: 'damage',
      attacker: 'talonbane/ace-2',
      target: 'wedge/ace-1',
      shields: 1,
      hull: 0,
    });
    expect(score(g, 'talonbane')?.vp).toBe(1);
  });

  it('keeps VP = Assists + 5 × Kills and Ships Destroyed = the costs killed, over random ledgers', () => {
    const step = fc.record({
      kind: fc.constantFrom('damage', 'damage', 'kill', 'advance'),
      attacker: fc.nat(7),
      target: fc.nat(7),
      hull: fc.nat(2),
      pick: fc.nat(15),
    });
    let accepted = 0;
    let kills = 0;
    const check = (g: AceGame) => {
      for (const s of g.scores) {
        expect(s.vp).toBe(s.assists + 5 * s.kills);
        const killed = g.log
          .filter((l) => l.player === s.player && l.sd !== undefined)
          .reduce((sum, l) => sum + (l.sd ?? 0), 0);
        expect(s.sd).toBe(killed);
      }
      expect(JSON.parse(JSON.stringify(g))).toEqual(g);
    };
    fc.assert(
      fc.property(fc.array(step, { minLength: 40, maxLength: 120 }), (steps) => {
        let g = table();
        for (const s of steps) {
          if (g.outcome.kind !== 'playing') {
            check(g);
            g = table();
          }
          const waiting = g.pending[0];
          let entry: unknown;
          if (waiting) {
            // The owner keeps a random subset of what is allowed (a repeat keeps one card fewer).
            const choice = respawnOf(g, waiting.player);
            const all = choice.allowed.map((a) => a.position);
            const some = all.filter((_, i) => (s.pick >> i) & 1);
            const upgrades = choice.keep === undefined ? some : all.slice(0, choice.keep);
            const respawn = { type: 'respawn', player: waiting.player, upgrades };
            entry = applyAce(g, respawn).ok ? respawn : { ...respawn, upgrades: [] };
          } else if (s.kind === 'advance') {
            entry = { type: 'advance' };
          } else {
            const live = g.ships.filter((x) => x.status !== 'destroyed').map((x) => x.id);
            const attacker =
              s.attacker === 7 && s.kind === 'kill' ? null : live[s.attacker % live.length];
            const target = live[s.target % live.length];
            entry =
              s.kind === 'kill'
                ? { type: 'kill', attacker, target }
                : { type: 'damage', attacker, target, shields: 1, hull: s.hull };
          }
          const next = applyAce(g, entry);
          if (!next.ok) continue;
          accepted++;
          if (next.value.scores.some((x, i) => x.kills > (g.scores[i]?.kills ?? 0))) kills++;
          g = next.value;
        }
        check(g);
      }),
      { numRuns: 300 },
    );
    // The driver does reach the ledger's rules, not only its refusals.
    expect(accepted).toBeGreaterThan(5000);
    expect(kills).toBeGreaterThan(300);
  });

  it('never throws on malformed entries', () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 20 }), (entries) => {
        let g = play(table(), ...advance(2));
        for (const e of entries) {
          const next = applyAce(g, e);
          if (next.ok) g = next.value;
          else expect(next.error.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
