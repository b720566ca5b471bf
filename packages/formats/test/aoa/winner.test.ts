import { die, scripted } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import {
  type AceGame,
  aceResultOf,
  applyAce,
  applySetup,
  chooseInitiative,
  decideWinner,
  draftInitiative,
  initiativeOrder,
  nextSetupStep,
  parseAceResult,
  runningScores,
  scoreAce,
  startAceGame,
  startAceSetup,
  whoWon,
} from '../../src/index.ts';
import { nien, soontir, talonbane, wedge } from './lists.ts';
import { advance, play } from './play.ts';

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function table(): AceGame {
  return must(
    startAceGame([nien, wedge, talonbane, soontir], ['nien', 'soontir', 'wedge', 'talonbane']),
  );
}

/** `attacker` damages `target` n times. */
function hits(attacker: string, target: string, n: number): unknown[] {
  return Array.from({ length: n }, () => ({
    type: 'damage',
    attacker,
    target,
    shields: 1,
    hull: 0,
  }));
}

describe('Ace of Aces: determining a winner', () => {
  it('XW-AOA-03, XW-AOA-25, XW-AOA-26: 20 VP wins, counted only once the End Phase is over; then the game ends', () => {
    let g = play(table(), ...advance(2));
    // Wedge destroys Nien and each of his respawns: four Kills, 20 VP, in one Combat phase.
    for (const life of [1, 2, 3, 4]) {
      g = play(
        g,
        { type: 'kill', attacker: 'wedge/ace-1', target: `nien/ace-${life}` },
        { type: 'respawn', player: 'nien', upgrades: [] },
      );
    }
    expect(runningScores(g)[0]).toMatchObject({ player: 'wedge', vp: 20, sd: 35 + 29 + 25 + 24 });
    expect(whoWon(g)).toBeNull();
    g = play(g, ...advance(1));
    expect([g.phase, g.outcome.kind]).toEqual(['end', 'playing']);
    g = play(g, ...advance(1));
    expect(g.outcome).toEqual({ kind: 'won', winner: 'wedge', by: 'only-at-20' });
    expect(whoWon(g)).toEqual({ winner: 'wedge' });
    expect(g.log.at(-1)?.text).toBe(
      'End of round 1: nien 0 VP / 0 SD, soontir 0 VP / 0 SD, wedge 20 VP / 113 SD, talonbane 0 VP / 0 SD',
    );
    const more = applyAce(g, { type: 'advance' });
    expect(more.ok || more.error.code).toBe('GameOver');
  });

  it('XW-AOA-27: several at 20 — most VP wins, then most Ships Destroyed, then a Final Salvo', () => {
    const s = (player: string, vp: number, sd: number) => ({ player, vp, sd });
    expect(decideWinner([s('a', 22, 0), s('b', 21, 90), s('c', 3, 0)])).toEqual({
      kind: 'won',
      winner: 'a',
      by: 'most-vp',
    });
    expect(decideWinner([s('a', 21, 60), s('b', 21, 61), s('c', 25, 0)])).toEqual({
      kind: 'won',
      winner: 'c',
      by: 'most-vp',
    });
    expect(decideWinner([s('a', 21, 60), s('b', 21, 61), s('c', 19, 99)])).toEqual({
      kind: 'won',
      winner: 'b',
      by: 'ships-destroyed',
    });
    expect(decideWinner([s('a', 20, 33), s('b', 20, 33), s('c', 20, 20)])).toEqual({
      kind: 'final-salvo',
      players: ['a', 'b'],
    });
  });

  it('XW-AOA-27: tied in VP and Ships Destroyed, the table plays a Final Salvo (or a duel) and enters its winner', () => {
    let g = play(table(), ...advance(2));
    g = play(
      g,
      ...hits('wedge/ace-1', 'nien/ace-1', 20),
      ...hits('talonbane/ace-1', 'nien/ace-1', 20),
    );
    g = play(g, ...advance(2));
    expect(g.outcome).toEqual({ kind: 'final-salvo', players: ['wedge', 'talonbane'] });
    expect(whoWon(g)).toEqual({ finalSalvo: ['wedge', 'talonbane'] });
    const other = applyAce(g, { type: 'advance' });
    expect(other.ok || other.error.code).toBe('TieBreakFirst');
    const outsider = applyAce(g, { type: 'tie-break', winner: 'nien', by: 'final-salvo' });
    expect(outsider.ok || outsider.error.code).toBe('NotTied');
    const duel = play(g, { type: 'tie-break', winner: 'talonbane', by: 'duel' });
    expect(duel.outcome).toEqual({ kind: 'won', winner: 'talonbane', by: 'duel' });
    expect(aceResultOf(duel).winner).toBe('talonbane');
  });

  it('XW-AOA-28: nobody at 20 after the End Phase — another round begins with Planning', () => {
    let g = play(table(), ...advance(2), ...hits('wedge/ace-1', 'nien/ace-1', 19));
    g = play(g, ...advance(2));
    expect([g.round, g.phase, g.outcome.kind, g.combatAt]).toEqual([
      2,
      'planning',
      'playing',
      null,
    ]);
    const early = applyAce(g, { type: 'tie-break', winner: 'wedge', by: 'final-salvo' });
    expect(early.ok || early.error.code).toBe('NoTie');
  });

  it('XW-AOA-02: build squads, set up, play, determine a winner — one game from lists to its event result', () => {
    // 1. Squads are built (the lists). 2. Setup: initiative, setup points, obstacles, ships.
    let draft = must(draftInitiative([nien, wedge, talonbane, soontir], scripted([die(20, 7)])));
    draft = must(chooseInitiative(draft, 'talonbane', 3));
    draft = must(chooseInitiative(draft, 'wedge', 2));
    const order = initiativeOrder(draft) ?? [];
    let setup = must(startAceSetup([nien, wedge, talonbane, soontir], order));
    const corners = ['nw', 'ne', 'se', 'sw'];
    while (nextSetupStep(setup).kind !== 'ready') {
      const step = nextSetupStep(setup);
      const player = 'player' in step ? step.player : undefined;
      const point = { corner: corners[setup.points.length] };
      setup = must(applySetup(setup, { type: step.kind, player, point }));
    }
    expect(setup.obstacles).toHaveLength(8);
    // 3. Play: Soontir (first of the PS 9 pilots) makes 20 VP of Assists in round 1.
    let g = play(must(startAceGame([nien, wedge, talonbane, soontir], order)), ...advance(2));
    g = play(g, ...hits('soontir/ace-1', 'talonbane/ace-1', 20), ...advance(2));
    // 4. The winner, and the result the event records.
    const result = aceResultOf(g);
    expect(result).toEqual({
      players: [
        { player: 'nien', vp: 0, sd: 0 },
        { player: 'soontir', vp: 20, sd: 0 },
        { player: 'wedge', vp: 0, sd: 0 },
        { player: 'talonbane', vp: 0, sd: 0 },
      ],
      winner: 'soontir',
    });
    const parsed = must(parseAceResult(JSON.parse(JSON.stringify(result)), [...order]));
    expect(scoreAce(parsed).find((x) => x.player === 'soontir')?.measures).toEqual({
      vp: 20,
      sd: 0,
      wins: 1,
    });
  });
});
