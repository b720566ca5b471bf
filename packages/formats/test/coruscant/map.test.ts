import { describe, expect, it } from 'vitest';
import { coruscantScoreTotal, coruscantView } from '../../src/index.ts';
import {
  as,
  create,
  field,
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
} from './fixtures.ts';

const complete = (place: string, points: number, symbols: unknown[] = []) => ({
  type: 'CompleteFeature',
  place,
  scoring: { points, symbols },
  scorers: null,
});

describe('Coruscant map records', () => {
  it('XW-CC-11: a completed feature scores its CSW points ×10 for its holder', () => {
    let r = run(
      create(),
      [ORG, tile(route('r1', 'Hydian Way'))],
      [as('luke'), meeple('luke', 2, 'r1')],
    );
    r = run(r, [as('vader'), tile(planet('p1', 'Hoth'))], [as('vader'), meeple('vader', 2, 'p1')]);
    r = run(r, [as('luke'), complete('r1', 3)], [ORG, complete('p1', 9)]);
    expect(player(r, 'luke').score.features).toBe(30);
    expect(player(r, 'vader').score.features).toBe(90);
    // The feature is done: its meeples return to the supply.
    expect(squad(r, 'luke', 2).place).toBeNull();
    expect(r.state.places.find((p) => p.id === 'r1')?.status).toBe('completed');
    expect(r.history.at(-2)?.lines).toEqual(['Luke scores 30 for Hydian Way (r1).']);
  });

  it('XW-CC-12: a faction symbol adds points only for a player of that faction', () => {
    let r = run(
      create(),
      [ORG, tile(field('f1'), field('f2'))],
      [ORG, meeple('luke', 1, 'f1')],
      [ORG, meeple('vader', 1, 'f2')],
    );
    const symbols = [
      { faction: 'rebel', points: 1 },
      { faction: 'imperial', points: 2 },
    ];
    r = run(r, [ORG, complete('f1', 4, symbols)], [ORG, complete('f2', 4, symbols)]);
    expect(player(r, 'luke').score.features).toBe((4 + 1) * 10);
    expect(player(r, 'vader').score.features).toBe((4 + 2) * 10);
    let m = run(create(), [ORG, tile(field('f1'))], [ORG, meeple('fett', 1, 'f1')]);
    m = run(m, [ORG, complete('f1', 4, symbols)]);
    expect(player(m, 'fett').score.features).toBe(40);
  });

  it("XW-CC-13: a second meeple only on a Base of one's faction that one controls, two at most", () => {
    const r = run(
      create(),
      [
        ORG,
        tile(
          planet('yavin', 'Yavin 4', 'rebel'),
          planet('hoth', 'Hoth'),
          planet('death', 'Scarif', 'imperial'),
        ),
      ],
      [as('luke'), meeple('luke', 1, 'yavin')],
      [as('luke'), meeple('luke', 2, 'yavin')],
    );
    expect(coruscantView(r, ORG).places.find((p) => p.id === 'yavin')?.meeples).toEqual([
      { player: 'luke', squad: 1 },
      { player: 'luke', squad: 2 },
    ]);
    expect(coruscantView(r, { kind: 'public' }).players.map((p) => p.basesHeld)).toEqual([
      ['yavin'],
      [],
      [],
    ]);
    expect(refused(r, as('luke'), meeple('luke', 3, 'yavin'))).toEqual({
      code: 'BaseFull',
      message: "Yavin 4 already holds 2 of Luke's meeples (XW-CC-13).",
    });
    const hoth = run(r, [as('luke'), meeple('luke', 3, 'hoth')]);
    expect(refused(hoth, as('luke'), meeple('luke', 4, 'hoth')).code).toBe('NotABase');
    const scarif = run(r, [as('luke'), meeple('luke', 3, 'death')]);
    expect(refused(scarif, as('luke'), meeple('luke', 4, 'death')).message).toContain(
      'only a Base of their faction takes a second one',
    );
    // A Base held with an opponent on it is not controlled.
    const contested = run(
      create(),
      [ORG, tile(planet('yavin', 'Yavin 4', 'rebel'))],
      [ORG, meeple('luke', 1, 'yavin')],
      [ORG, meeple('vader', 1, 'yavin')],
    );
    expect(refused(contested, ORG, meeple('luke', 2, 'yavin')).code).toBe('NotControlled');
  });

  it('XW-CC-14: a meeple taken off by choice never returns to that place', () => {
    let r = run(
      create(),
      [ORG, tile(route('r1'), route('r2'))],
      [as('fett'), meeple('fett', 4, 'r1')],
    );
    r = run(r, [as('fett'), { type: 'RemoveMeeple', player: 'fett', squad: 4 }]);
    expect(squad(r, 'fett', 4)).toMatchObject({ place: null, barred: ['r1'] });
    expect(refused(r, as('fett'), meeple('fett', 4, 'r1'))).toEqual({
      code: 'MeepleBarred',
      message:
        "Fett's squad 4's meeple was removed from r1 (r1) and may not return there (XW-CC-14).",
    });
    r = run(r, [as('fett'), meeple('fett', 4, 'r2')], [as('fett'), meeple('fett', 5, 'r1')]);
    expect(squad(r, 'fett', 4).place).toBe('r2');
    expect(squad(r, 'fett', 5).place).toBe('r1');
    expect(refused(r, as('fett'), { type: 'RemoveMeeple', player: 'fett', squad: 1 }).code).toBe(
      'MeepleNotOnMap',
    );
  });

  it('XW-CC-15: while a battle runs, moves that do not depend on it go on; moves that do wait', () => {
    let r = run(
      create(),
      [ORG, tile(route('r1'), route('r2'), planet('p1', 'Hoth'))],
      [ORG, meeple('luke', 1, 'r1')],
      [ORG, meeple('vader', 1, 'r1')],
      [ORG, { type: 'StartBattle', place: 'r1', participants: null, completion: null }],
    );
    // Fett keeps playing elsewhere; a second battle may start at once.
    r = run(
      r,
      [as('fett'), tile(route('r3'))],
      [as('fett'), meeple('fett', 1, 'r2')],
      [as('vader'), meeple('vader', 2, 'r2')],
      [as('fett'), { type: 'StartBattle', place: 'r2', participants: null, completion: null }],
    );
    expect(r.state.battles.map((b) => [b.id, b.place, b.status])).toEqual([
      ['b1', 'r1', 'running'],
      ['b2', 'r2', 'running'],
    ]);
    expect(refused(r, as('fett'), meeple('fett', 2, 'r1')).code).toBe('BattleRunning');
    expect(refused(r, as('luke'), { type: 'RemoveMeeple', player: 'luke', squad: 1 }).message).toBe(
      "Luke's squad 1 is fighting battle b1 (XW-CC-15).",
    );
    expect(refused(r, ORG, complete('r1', 2)).code).toBe('BattleRunning');
    expect(refused(r, ORG, { type: 'JoinPlaces', into: 'r3', from: 'r1' }).code).toBe(
      'BattleRunning',
    );
  });

  it('XW-CC-20: opposing meeples on a place make it contested; its points wait for a battle', () => {
    const r = run(
      create(),
      [ORG, tile(route('r1'), planet('p1', 'Hoth'))],
      [as('vader'), meeple('vader', 3, 'p1')],
      [as('luke'), meeple('luke', 3, 'p1')],
    );
    expect(r.history.at(-1)?.lines).toEqual([
      "Luke's squad 3's meeple placed on Hoth.",
      'Hoth is contested: a battle is due (XW-CC-20).',
    ]);
    expect(coruscantView(r, ORG).places.find((p) => p.id === 'p1')?.contested).toBe(true);
    expect(refused(r, ORG, complete('p1', 9)).code).toBe('Contested');
    expect(
      refused(r, ORG, { type: 'StartBattle', place: 'r1', participants: null, completion: null })
        .code,
    ).toBe('NoOpponents');
  });

  it('joining two routes moves the meeples onto one feature', () => {
    let r = run(
      create(),
      [ORG, tile(route('r1'), route('r2'), planet('p1', 'Hoth'))],
      [ORG, meeple('luke', 1, 'r1')],
      [ORG, meeple('vader', 1, 'r2')],
      [ORG, { type: 'JoinPlaces', into: 'r1', from: 'r2' }],
    );
    expect(squad(r, 'vader', 1).place).toBe('r1');
    expect(r.state.places.find((p) => p.id === 'r2')?.status).toBe('joined');
    expect(refused(r, ORG, { type: 'JoinPlaces', into: 'r1', from: 'p1' }).code).toBe('BadJoin');
    r = run(r, [ORG, { type: 'StartBattle', place: 'r1', participants: null, completion: null }]);
    expect(r.state.battles[0]?.trigger).toBe('closure');
  });

  it('XW-CC-27: tiles are counted; once the last is placed no more are', () => {
    let r = create(setupInput({ options: { tiles: 3 } }));
    r = run(r, [ORG, tile()]);
    expect(r.state.tiles).toEqual({ placed: 2, last: false });
    r = run(r, [ORG, tile()]);
    expect(r.state.tiles).toEqual({ placed: 3, last: true });
    expect(refused(r, ORG, tile()).code).toBe('NoTilesLeft');
    const byHand = run(create(), [ORG, { ...tile(), last: true }]);
    expect(byHand.state.tiles.last).toBe(true);
  });

  it('XW-CC-31: an Imperial holder destroys Alderaan for 20 + 10 per adjacent tile', () => {
    const base = run(
      create(setupInput({ options: { alderaan: true } })),
      [ORG, tile(planet('ald', 'Alderaan'))],
      [as('vader'), meeple('vader', 2, 'ald')],
    );
    const r = run(base, [
      as('vader'),
      { type: 'DestroyAlderaan', player: 'vader', place: 'ald', adjacentTiles: 5 },
    ]);
    expect(player(r, 'vader').score.alderaan).toBe(70);
    expect(coruscantScoreTotal(player(r, 'vader').score)).toBe(70);
    expect(r.state.places.find((p) => p.id === 'ald')?.status).toBe('destroyed');
    expect(squad(r, 'vader', 2).place).toBeNull();
    const lukeThere = run(
      create(setupInput({ options: { alderaan: true } })),
      [ORG, tile(planet('ald', 'Alderaan'))],
      [ORG, meeple('luke', 2, 'ald')],
    );
    expect(
      refused(lukeThere, as('luke'), {
        type: 'DestroyAlderaan',
        player: 'luke',
        place: 'ald',
        adjacentTiles: 1,
      }).code,
    ).toBe('NotImperial');
    const off = run(
      create(),
      [ORG, tile(planet('ald', 'Alderaan'))],
      [ORG, meeple('vader', 2, 'ald')],
    );
    expect(
      refused(off, ORG, {
        type: 'DestroyAlderaan',
        player: 'vader',
        place: 'ald',
        adjacentTiles: 1,
      }).code,
    ).toBe('OptionOff');
  });

  it('XW-CC-35: with Designated Bases only the listed planets are Bases, by faction', () => {
    const r = run(create(setupInput({ options: { designatedBases: true } })), [
      ORG,
      tile(
        planet('y', 'Yavin 4'),
        planet('h', 'Hoth', 'rebel'),
        planet('m', 'mustafar'),
        planet('c', 'Coruscant'),
        planet('t', 'Tatooine'),
        planet('s', 'Starkiller Base'),
        planet('d', 'Dagobah'),
      ),
    ]);
    const bases = Object.fromEntries(coruscantView(r, ORG).places.map((p) => [p.name, p.baseOf]));
    expect(bases).toEqual({
      'Yavin 4': ['rebel'],
      Hoth: [],
      mustafar: ['imperial'],
      Coruscant: ['imperial'],
      Tatooine: ['mercenary'],
      'Starkiller Base': ['first-order'],
      Dagobah: ['rebel'],
    });
    // Without the option the faction symbol decides.
    const plain = run(create(), [ORG, tile(planet('y', 'Yavin 4'), planet('h', 'Hoth', 'rebel'))]);
    expect(coruscantView(plain, ORG).places.map((p) => p.baseOf)).toEqual([[], ['rebel']]);
  });

  it('XW-CC-34: with Hidden Bases, Naboo Moon is Endor Moon', () => {
    const r = run(create(setupInput({ options: { hiddenBases: true } })), [
      ORG,
      tile(planet('n', 'naboo  moon')),
    ]);
    expect(r.state.places[0]?.name).toBe('Endor Moon');
    const plain = run(create(), [ORG, tile(planet('n', 'Naboo Moon'))]);
    expect(plain.state.places[0]?.name).toBe('Naboo Moon');
  });

  it('refuses records that make no sense, saying where', () => {
    const r = run(create(), [ORG, tile(route('r1'))], [ORG, meeple('luke', 1, 'r1')]);
    expect(refused(r, ORG, tile(route('r1'))).message).toBe(
      'A place with the id "r1" is already on the map.',
    );
    expect(refused(r, ORG, meeple('luke', 1, 'r1')).code).toBe('MeepleOnMap');
    expect(refused(r, ORG, meeple('luke', 2, 'nowhere'))).toEqual({
      code: 'UnknownPlace',
      message: 'No place "nowhere" on the map.',
    });
    expect(refused(r, ORG, meeple('han', 2, 'r1')).code).toBe('UnknownPlayer');
    expect(refused(r, ORG, meeple('luke', 6, 'r1')).message).toBe(
      'PlaceMeeple.squad: must be a whole number from 1 to 5, not 6',
    );
    expect(refused(r, ORG, tile({ ...route('r9'), symbol: 'rebel' })).code).toBe('BadPlace');
    expect(refused(r, ORG, { ...complete('r1', 2), scorers: ['vader'] }).code).toBe('NotAHolder');
  });
});
