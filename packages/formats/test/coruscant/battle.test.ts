import { describe, expect, it } from 'vitest';
import {
  type CoruscantRecord,
  coruscantScoreTotal,
  coruscantView,
  createCoruscant,
} from '../../src/index.ts';
import {
  as,
  create,
  field,
  genericFleet,
  LUKE,
  meeple,
  ORG,
  planet,
  player,
  refused,
  route,
  run,
  setupInput,
  squad,
  tile,
  VADER,
} from './fixtures.ts';

const start = (place: string, completion: unknown = null, participants: unknown = null) => ({
  type: 'StartBattle',
  place,
  participants,
  completion,
});
const result = (battle: string, ships: unknown[], winner: string | null) => ({
  type: 'EnterBattleResult',
  battle,
  ships,
  winner,
});
const destroyed = (ship: string, by: string | null) => ({ ship, fate: 'destroyed', by });
const withdrawn = (ship: string) => ({ ship, fate: 'withdrawn', by: null });

/** Luke's squad 1 (Wedge 40, Luke 29, Rookie 21) against Vader's squad 1 on a trade route. */
function routeBattle(
  completion: unknown = null,
  record: CoruscantRecord = create(),
): CoruscantRecord {
  return run(
    record,
    [ORG, tile(route('r1', 'Hydian Way'))],
    [as('luke'), meeple('luke', 1, 'r1')],
    [as('vader'), meeple('vader', 1, 'r1')],
    [as('luke'), start('r1', completion)],
  );
}

/** Vader's squad 1: Vader 32, Howlrunner 18, Black Sq 14, four Academy 12. Luke wins. */
const lukeWins = [
  destroyed('vader.1.1', 'luke'),
  destroyed('vader.1.2', 'luke'),
  withdrawn('vader.1.3'),
  destroyed('vader.1.4', 'luke'),
  destroyed('vader.1.5', 'luke'),
  destroyed('vader.1.6', 'luke'),
  destroyed('vader.1.7', 'luke'),
  destroyed('luke.1.1', 'vader'),
  withdrawn('luke.1.3'),
];

describe('Coruscant battles', () => {
  it('XW-CC-16: three obstacles per squad, two when three or more squads fight', () => {
    const two = routeBattle().state.battles[0]?.obstacles;
    expect(two).toEqual({
      perSquad: 3,
      kinds: ['asteroid', 'debris', 'epic'],
      players: [
        { player: 'luke', bring: 3, available: 5 },
        { player: 'vader', bring: 3, available: 6 },
      ],
    });
    const three = run(
      create(),
      [ORG, tile(planet('y', 'Yavin 4', 'rebel'))],
      [ORG, meeple('luke', 1, 'y')],
      [ORG, meeple('luke', 2, 'y')],
      [ORG, meeple('vader', 1, 'y')],
      [ORG, start('y')],
    ).state.battles[0]?.obstacles;
    expect(three?.perSquad).toBe(2);
    expect(three?.players.map((p) => [p.player, p.bring])).toEqual([
      ['luke', 4],
      ['vader', 2],
    ]);
  });

  it('XW-CC-32: variable terrain: none on trade routes, asteroids in fields, debris or Epic ships at planets', () => {
    const options = { variableTerrain: true };
    const onRoute = routeBattle(null, create(setupInput({ options }))).state.battles[0]?.obstacles;
    expect(onRoute).toMatchObject({ perSquad: 0, kinds: [] });
    const inField = run(
      create(setupInput({ options })),
      [ORG, tile(field('f1'))],
      [ORG, meeple('luke', 1, 'f1')],
      [ORG, meeple('fett', 1, 'f1')],
      [ORG, start('f1')],
    ).state.battles[0]?.obstacles;
    expect(inField).toEqual({
      perSquad: 3,
      kinds: ['asteroid'],
      players: [
        { player: 'luke', bring: 3, available: 3 },
        { player: 'fett', bring: 3, available: 3 },
      ],
    });
    const atPlanet = run(
      create(setupInput({ options })),
      [ORG, tile(planet('p', 'Hoth'))],
      [ORG, meeple('vader', 1, 'p')],
      [ORG, meeple('fett', 1, 'p')],
      [ORG, start('p')],
    );
    expect(atPlanet.state.battles[0]?.obstacles).toEqual({
      perSquad: 3,
      kinds: ['debris', 'epic'],
      players: [
        { player: 'vader', bring: 3, available: 3 }, // the Gozanti stands in for 3
        { player: 'fett', bring: 3, available: 0 },
      ],
    });
    expect(atPlanet.history.at(-1)?.lines[0]).toBe(
      'Battle b1 at Hoth: Vader (squad 1) against Fett (squad 1); 3 obstacles per squad (debris or epic).',
    );
  });

  it('XW-CC-20: a battle starts at a place held by opposing players, with every squad standing there', () => {
    const r = routeBattle();
    expect(r.state.battles[0]).toMatchObject({
      id: 'b1',
      place: 'r1',
      trigger: 'closure',
      status: 'running',
      participants: [
        { player: 'luke', squads: [1] },
        { player: 'vader', squads: [1] },
      ],
    });
    const entry = run(
      create(),
      [ORG, tile(planet('p', 'Hoth'))],
      [ORG, meeple('vader', 2, 'p')],
      [ORG, meeple('luke', 2, 'p')],
      [ORG, meeple('fett', 2, 'p')],
    );
    expect(
      refused(
        entry,
        as('luke'),
        start('p', null, [
          { player: 'luke', squads: [2] },
          { player: 'vader', squads: [2] },
        ]),
      ),
    ).toEqual({
      code: 'BadParticipants',
      message: "Battle at Hoth: Fett's squad 2 stands there and must fight too.",
    });
    expect(
      refused(
        entry,
        ORG,
        start('p', null, [
          { player: 'luke', squads: [3] },
          { player: 'vader', squads: [2] },
        ]),
      ).code,
    ).toBe('NotThere');
    const three = run(entry, [as('fett'), start('p')]);
    expect(three.state.battles[0]?.trigger).toBe('planet-entry');
    expect(three.state.battles[0]?.participants.map((p) => p.player)).toEqual([
      'luke',
      'vader',
      'fett',
    ]);
    expect(refused(entry, ORG, start('nowhere')).code).toBe('UnknownPlace');
    expect(refused(entry, as('fett'), start('nowhere')).code).toBe('NotYours');
    expect(refused(three, ORG, start('p')).code).toBe('BattleRunning');
  });

  it('XW-CC-19, GAP-XW-10: each scores the cost with upgrades of opposing ships it destroyed, +10 for the winner', () => {
    const r = run(routeBattle(), [as('luke'), result('b1', lukeWins, 'luke')]);
    const b = r.state.battles[0];
    expect(b?.status).toBe('resolved');
    expect(b?.result?.points).toEqual({ luke: 32 + 18 + 4 * 12 + 10, vader: 40 });
    expect(player(r, 'luke').score.battles).toBe(108);
    expect(player(r, 'vader').score.battles).toBe(40);
    expect(r.history.at(-1)?.lines.slice(0, 2)).toEqual([
      'Luke scores 108 battle points (incl. +10 for the win).',
      'Vader scores 40 battle points.',
    ]);
  });

  it('XW-CC-17: a Withdrawn ship is not destroyed and is worth nothing to the opponent', () => {
    const allWithdraw = lukeWins.map((s) => (s.ship.startsWith('vader') ? withdrawn(s.ship) : s));
    const r = run(routeBattle(), [ORG, result('b1', allWithdraw, 'luke')]);
    expect(player(r, 'luke').score.battles).toBe(10);
    expect(squad(r, 'vader', 1).ships).toHaveLength(7);
    expect(squad(r, 'vader', 1).lostShips).toEqual([]);
  });

  it('XW-CC-18: the winner owns the last ships on the board; with nothing left there is no winner', () => {
    const base = routeBattle();
    const notOver = [destroyed('vader.1.1', 'luke')];
    expect(refused(base, ORG, result('b1', notOver, 'luke')).message).toBe(
      'Battle b1: ships of Luke and Vader are still on the board; mark every other ship destroyed or Withdrawn.',
    );
    expect(refused(base, ORG, result('b1', lukeWins, null)).message).toBe(
      'Battle b1: Luke still has ships on the board; name the winner.',
    );
    expect(refused(base, ORG, result('b1', lukeWins, 'vader')).message).toBe(
      'Battle b1: Vader has no ship left on the board, so cannot be the winner (XW-CC-18).',
    );
    const all = [
      ...lukeWins.filter((s) => s.ship !== 'luke.1.3'),
      destroyed('luke.1.2', 'vader'),
      destroyed('luke.1.3', 'vader'),
    ];
    const none = run(base, [ORG, result('b1', all, null)]);
    expect(none.state.battles[0]?.result?.winner).toBeNull();
    expect(none.state.battles[0]?.result?.points).toEqual({ luke: 98, vader: 90 });
    expect(squad(none, 'luke', 1).place).toBeNull();
    expect(squad(none, 'vader', 1).place).toBeNull();
  });

  it("XW-CC-21: the winner's meeple stays; the others go back to the supply", () => {
    const r = run(routeBattle(), [ORG, result('b1', lukeWins, 'luke')]);
    expect(squad(r, 'luke', 1).place).toBe('r1');
    expect(squad(r, 'vader', 1)).toMatchObject({ place: null, lost: false });
    // Back in the supply, Vader's meeple may go out again (even to the same route).
    const again = run(r, [as('vader'), meeple('vader', 1, 'r1')]);
    expect(squad(again, 'vader', 1).place).toBe('r1');
  });

  it('XW-CC-22: Withdrawn ships rejoin their squads after the battle', () => {
    const r = run(routeBattle(), [ORG, result('b1', lukeWins, 'luke')]);
    expect(squad(r, 'vader', 1).ships.map((s) => s.id)).toEqual(['vader.1.3']);
    expect(squad(r, 'luke', 1).ships.map((s) => s.id)).toEqual(['luke.1.2', 'luke.1.3']);
  });

  it('XW-CC-23: destroyed ships leave the squad; survivors are repaired and keep discarded upgrades', () => {
    const outcome = lukeWins.map((s) =>
      s.ship === 'luke.1.1' ? { ship: 'luke.1.2', fate: 'survived', by: null, discarded: [2] } : s,
    );
    const withWedge = [...outcome, destroyed('luke.1.1', 'vader')];
    const r = run(routeBattle(), [ORG, result('b1', withWedge, 'luke')]);
    const s = squad(r, 'luke', 1);
    expect(s.ships.map((x) => x.name)).toEqual(['Luke Skywalker', 'Rookie Pilot']);
    expect(s.ships[0]?.upgrades.map((u) => u.name)).toEqual(['R2 Astromech']);
    expect(s.ships[0]?.points).toBe(29);
    expect(s.lostShips.map((x) => x.name)).toEqual(['Wedge Antilles']);
    expect(player(r, 'luke').lostUniques).toEqual(['Wedge Antilles', 'R2-D2']);
    expect(r.state.battles[0]?.result?.ships.find((x) => x.ship === 'luke.1.2')?.discarded).toEqual(
      [2],
    );
    expect(coruscantView(r, ORG).players[0]?.squads[0]).toMatchObject({
      partial: true,
      points: 50,
    });
    expect(
      refused(
        routeBattle(),
        ORG,
        result('b1', [{ ship: 'luke.1.2', fate: 'survived', by: null, discarded: [1] }], null),
      ).message,
    ).toBe('Battle b1, Luke Skywalker (luke.1.2): it carries no upgrade 1.');
  });

  it('XW-CC-24: a squad wiped out loses its meeple for good', () => {
    const r = run(routeBattle(), [
      ORG,
      result(
        'b1',
        lukeWins.map((s) => (s.ship === 'vader.1.3' ? destroyed('vader.1.3', 'luke') : s)),
        'luke',
      ),
    ]);
    expect(squad(r, 'vader', 1)).toMatchObject({ ships: [], lost: true, place: null });
    expect(r.history.at(-1)?.lines).toContain(
      "Vader's squad 1 is wiped out: its meeple leaves the game (XW-CC-24).",
    );
    const next = run(r, [ORG, tile(route('r2'))]);
    expect(refused(next, as('vader'), meeple('vader', 1, 'r2')).code).toBe('SquadLost');
  });

  it('XW-CC-26: battle points come first, then the meeples leave, then the feature points go to the holder', () => {
    const r = run(routeBattle({ points: 3, symbols: [{ faction: 'rebel', points: 1 }] }), [
      ORG,
      result('b1', lukeWins, 'luke'),
    ]);
    const lines = r.history.at(-1)?.lines ?? [];
    expect(lines.indexOf('Luke scores 108 battle points (incl. +10 for the win).')).toBeLessThan(
      lines.indexOf('Luke scores 40 for Hydian Way (r1).'),
    );
    expect(player(r, 'luke').score).toMatchObject({ battles: 108, features: 40 });
    expect(player(r, 'vader').score.features).toBe(0);
    expect(r.state.places[0]?.status).toBe('completed');
    expect(squad(r, 'luke', 1).place).toBeNull();
  });

  it('XW-CC-26, GAP-XW-10: in team play each scores only what its own squads destroyed', () => {
    const leia = {
      ...LUKE,
      id: 'leia',
      name: 'Leia',
      colour: 'green',
      team: 'rebels',
      fleet: genericFleet('rebel'),
    };
    const made = createCoruscant(
      {
        name: 'Teams',
        play: 'teams',
        players: [
          { ...LUKE, team: 'rebels' },
          leia,
          { ...VADER, team: 'empire' },
          {
            ...VADER,
            id: 'tarkin',
            name: 'Tarkin',
            colour: 'white',
            team: 'empire',
            fleet: genericFleet('imperial'),
          },
        ],
      },
      { now: 0, seed: 's' },
    );
    if (!made.ok) throw new Error(made.error.message);
    const r = run(
      made.value,
      [ORG, tile(route('r1'))],
      [ORG, meeple('luke', 1, 'r1')],
      [ORG, meeple('leia', 2, 'r1')],
      [ORG, meeple('vader', 1, 'r1')],
      [ORG, start('r1')],
      [
        ORG,
        result(
          'b1',
          [
            destroyed('vader.1.1', 'leia'),
            destroyed('vader.1.2', 'luke'),
            ...['vader.1.3', 'vader.1.4', 'vader.1.5', 'vader.1.6', 'vader.1.7'].map(withdrawn),
            destroyed('leia.2.1', 'vader'),
          ],
          'leia',
        ),
      ],
    );
    expect(r.state.battles[0]?.result?.points).toEqual({ luke: 18, leia: 32 + 10, vader: 21 });
    // Only the winner's meeple stays, not her ally's.
    expect(squad(r, 'leia', 2).place).toBe('r1');
    expect(squad(r, 'luke', 1).place).toBeNull();
  });

  it('the organizer corrects an entered battle: everything after it is recomputed, the log keeps both', () => {
    const entered = run(routeBattle({ points: 3, symbols: [] }), [
      as('luke'),
      result('b1', lukeWins, 'luke'),
    ]);
    expect(coruscantScoreTotal(player(entered, 'luke').score)).toBe(138);
    expect(
      refused(entered, as('luke'), { ...result('b1', lukeWins, 'luke'), type: 'CorrectBattle' })
        .code,
    ).toBe('OrganizerOnly');
    expect(refused(entered, ORG, result('b1', lukeWins, 'luke')).code).toBe('BattleOver');
    // In truth Vader's Black Squadron Pilot was destroyed too, by Luke.
    const fixed = lukeWins.map((s) =>
      s.ship === 'vader.1.3' ? destroyed('vader.1.3', 'luke') : s,
    );
    const r = run(entered, [
      ORG,
      { type: 'CorrectBattle', battle: 'b1', ships: fixed, winner: 'luke' },
    ]);
    expect(player(r, 'luke').score).toMatchObject({ battles: 122, features: 30 });
    expect(squad(r, 'vader', 1).lost).toBe(true);
    expect(r.history.at(-1)).toMatchObject({
      actor: { kind: 'organizer' },
      command: 'CorrectBattle',
      lines: ["Battle b1's outcome corrected; winner luke.", 'Luke: 138 → 152.'],
    });
    expect(r.history.filter((h) => h.command === 'EnterBattleResult')).toHaveLength(1);
    expect(r.commands.find((c) => c.command.type === 'EnterBattleResult')?.corrected).toEqual({
      actor: { kind: 'organizer' },
      at: 2000 + entered.history.length,
    });
  });

  it('a correction that would break a later record is refused, naming it', () => {
    const entered = run(
      routeBattle(),
      [ORG, result('b1', lukeWins, 'luke')],
      [ORG, tile(route('r2'))],
      [as('vader'), meeple('vader', 1, 'r2')],
    );
    const fixed = lukeWins.map((s) =>
      s.ship === 'vader.1.3' ? destroyed('vader.1.3', 'luke') : s,
    );
    const e = refused(entered, ORG, {
      type: 'CorrectBattle',
      battle: 'b1',
      ships: fixed,
      winner: 'luke',
    });
    expect(e.code).toBe('CorrectionConflict');
    expect(e.message).toBe(
      "Correcting battle b1 would make a later record fail: record 7 (PlaceMeeple): Vader's squad 1 was wiped out; its meeple is out of the game (XW-CC-24).",
    );
    expect(
      refused(routeBattle(), ORG, { type: 'CorrectBattle', battle: 'b1', ships: [], winner: null })
        .code,
    ).toBe('NothingToCorrect');
  });

  it('refuses outcomes that do not fit the battle, saying which ship', () => {
    const b = routeBattle();
    expect(refused(b, ORG, result('b1', [destroyed('fett.1.1', 'luke')], null)).message).toBe(
      'Battle b1: no ship "fett.1.1" in the squads that fought.',
    );
    expect(refused(b, ORG, result('b1', [destroyed('vader.1.1', 'fett')], null)).message).toBe(
      'Battle b1, Darth Vader (vader.1.1): "fett" did not fight in this battle.',
    );
    expect(
      refused(b, ORG, result('b1', [withdrawn('vader.1.1'), withdrawn('vader.1.1')], null)).code,
    ).toBe('ShipTwice');
    expect(
      refused(b, ORG, result('b1', [{ ship: 'vader.1.1', fate: 'withdrawn', by: 'luke' }], null))
        .code,
    ).toBe('BadOutcome');
    expect(refused(b, ORG, result('b9', [], null)).code).toBe('UnknownBattle');
    expect(refused(b, as('fett'), result('b1', lukeWins, 'luke')).code).toBe('NotYours');
  });
});
