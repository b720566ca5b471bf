import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCoruscantCommand,
  CORUSCANT_COMMAND_TYPES,
  type CoruscantActor,
  type CoruscantRecord,
  coruscantKind,
  coruscantPlayerIds,
  coruscantScoreTotal,
  coruscantView,
  createCoruscant,
  replayCoruscant,
} from '../../src/index.ts';
import {
  as,
  create,
  field,
  meeple,
  ORG,
  planet,
  player,
  route,
  run,
  setupInput,
  squad,
  tile,
} from './fixtures.ts';

const destroyed = (ship: string, by: string | null) => ({ ship, fate: 'destroyed', by });
const withdrawn = (ship: string) => ({ ship, fate: 'withdrawn', by: null });
const battle = (place: string, completion: unknown = null) => ({
  type: 'StartBattle',
  place,
  participants: null,
  completion,
});
const outcome = (id: string, ships: unknown[], winner: string | null) => ({
  type: 'EnterBattleResult',
  battle: id,
  ships,
  winner,
});

/** A three-player campaign from the first tile to its winner. */
function wholeCampaign(): CoruscantRecord {
  let r = create(setupInput({ options: { alderaan: true, hiddenBases: true, tiles: 8 } }));
  r = run(
    r,
    [as('vader'), { type: 'ChooseSecretBase', player: 'vader', planet: 'Hoth' }],
    [as('luke'), { type: 'ChooseSecretBase', player: 'luke', planet: 'Dantooine' }],
    [as('luke'), tile(route('r1', 'Corellian Run'), planet('yavin', 'Yavin 4', 'rebel'))],
    [as('luke'), meeple('luke', 1, 'r1')],
    [as('vader'), tile(field('f1', 'Hoth belt'))],
    [as('vader'), meeple('vader', 1, 'f1')],
    [as('fett'), tile(route('r2', 'Rimma'))],
    [as('fett'), meeple('fett', 2, 'yavin')],
    [as('vader'), meeple('vader', 3, 'r2')],
    // Tile 5 joins the two routes and closes the Corellian Run: Luke and Vader fight over it.
    [as('luke'), tile()],
    [as('luke'), { type: 'JoinPlaces', into: 'r1', from: 'r2' }],
    [as('luke'), battle('r1', { points: 5, symbols: [] })],
    // Meanwhile Luke's squad 4 enters Yavin 4, held by Fett: a second battle at once.
    [as('luke'), meeple('luke', 4, 'yavin')],
    [as('fett'), battle('yavin')],
    [
      as('vader'),
      outcome(
        'b1',
        [
          ...[1, 2, 3, 4, 5].map((n) => destroyed(`vader.3.${n}`, 'luke')),
          withdrawn('vader.3.6'),
          withdrawn('vader.3.7'),
          destroyed('luke.1.3', 'vader'),
        ],
        'luke',
      ),
    ],
    [
      as('fett'),
      outcome(
        'b2',
        [
          ...[1, 2, 3, 4, 5].map((n) => destroyed(`luke.4.${n}`, 'fett')),
          ...[1, 2, 3].map((n) => destroyed(`fett.2.${n}`, 'luke')),
        ],
        'fett',
      ),
    ],
    [as('vader'), tile(planet('ald', 'Alderaan'))],
    [as('vader'), meeple('vader', 4, 'ald')],
    [as('vader'), { type: 'DestroyAlderaan', player: 'vader', place: 'ald', adjacentTiles: 3 }],
    [as('luke'), tile(planet('hoth', 'Hoth'))],
    [as('luke'), meeple('luke', 2, 'hoth')],
    [as('fett'), tile()],
  );
  return run(r, [
    ORG,
    {
      type: 'FinalScoring',
      places: [
        { place: 'f1', scoring: { points: 3, symbols: [] } },
        { place: 'yavin', scoring: { points: 6, symbols: [{ faction: 'rebel', points: 1 }] } },
        { place: 'hoth', scoring: { points: 2, symbols: [] } },
      ],
    },
  ]);
}

describe('a Coruscant campaign from start to end', () => {
  it('XW-CC-01, XW-CC-04: the map starts battles, the battles feed the score, the last tile ends it', () => {
    const r = wholeCampaign();
    expect(r.state.tiles).toEqual({ placed: 8, last: true });
    expect(Object.fromEntries(r.state.players.map((p) => [p.id, p.score]))).toEqual({
      // b1: 5 Obsidians (65) + 10; the Corellian Run 50 after it; b2: 3 Cartel Spacers (42);
      // at the end Hoth 20 and the Death Star found there, 50.
      luke: {
        battles: 75 + 42,
        features: 50,
        alderaan: 0,
        finalScoring: 20,
        hiddenBases: 50,
        reinforcement: 0,
        adjustments: 0,
      },
      // b1: the Rookie (21); Alderaan 20 + 3 × 10; the asteroid field 30.
      vader: {
        battles: 21,
        features: 0,
        alderaan: 50,
        finalScoring: 30,
        hiddenBases: 0,
        reinforcement: 0,
        adjustments: 0,
      },
      // b2: squad 4 (95) + 10; Yavin 4 60 (the rebel symbol is not Fett's).
      fett: {
        battles: 105,
        features: 0,
        alderaan: 0,
        finalScoring: 60,
        hiddenBases: 0,
        reinforcement: 0,
        adjustments: 0,
      },
    });
    expect(r.state.players.map((p) => coruscantScoreTotal(p.score))).toEqual([237, 101, 165]);
    expect(r.state.winner).toEqual({ teams: ['luke'], how: 'points' });
    expect(squad(r, 'luke', 4).lost).toBe(true);
    expect(squad(r, 'vader', 3).ships.map((s) => s.id)).toEqual(['vader.3.6', 'vader.3.7']);
    expect(player(r, 'luke').squads[0]?.lostShips.map((s) => s.name)).toEqual(['Rookie Pilot']);
  });

  it('keeps a history of every change: who, when and what', () => {
    const r = wholeCampaign();
    expect(r.history).toHaveLength(r.commands.length + 1);
    expect(r.history.map((h) => h.seq)).toEqual(r.history.map((_, i) => i + 1));
    const b1 = r.history.find((h) => h.command === 'EnterBattleResult');
    expect(b1).toMatchObject({ actor: { kind: 'player', player: 'vader' } });
    expect(b1?.lines).toContain('Luke scores 50 for Corellian Run (r1).');
    expect(r.history.every((h) => Number.isInteger(h.at))).toBe(true);
    // The state is the fold of the stored commands.
    const again = replayCoruscant(r.initial, r.commands);
    expect(again.ok && again.value).toEqual(r.state);
  });

  it('the view shows each actor what it may see; the record is plain JSON', () => {
    const mid = run(create(setupInput({ options: { hiddenBases: true } })), [
      as('vader'),
      { type: 'ChooseSecretBase', player: 'vader', planet: 'Kessel' },
    ]);
    expect(JSON.parse(JSON.stringify(mid))).toEqual(mid);
    const pub = coruscantView(mid, { kind: 'public' });
    expect(pub.players.map((p) => p.id)).toEqual(['luke', 'vader', 'fett']);
    expect(pub.players[0]?.squads[0]).toMatchObject({
      number: 1,
      size: 'large',
      limit: 125,
      points: 90,
      partial: false,
    });
    expect(JSON.stringify(pub)).not.toContain('Kessel');
    expect(JSON.stringify(coruscantView(mid, as('vader')))).toContain('Kessel');
    expect(coruscantPlayerIds(mid)).toEqual(['luke', 'vader', 'fett']);
    expect(coruscantKind.name).toBe('coruscant');
    const publicTry = applyCoruscantCommand(mid, { kind: 'public' }, tile(), 1);
    expect(publicTry.ok || publicTry.error.code).toBe('NotAllowed');
    const stranger = applyCoruscantCommand(mid, as('han'), tile(), 1);
    expect(stranger.ok || stranger.error.code).toBe('NotAllowed');
    const unknown = applyCoruscantCommand(mid, ORG, { type: 'Teleport' }, 1);
    expect(unknown.ok || unknown.error.message).toBe(
      `Unknown command type "Teleport"; one of ${CORUSCANT_COMMAND_TYPES.join(', ')}.`,
    );
  });
});

const PLAYERS = ['luke', 'vader', 'fett', 'han'];
const PLACES = ['r1', 'r2', 'r3', 'f1', 'p1', 'yavin', 'c', 'ald', 'x'];
const SHIP_IDS = PLAYERS.flatMap((p) =>
  [1, 2, 3, 4, 5].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${p}.${s}.${n}`)),
);

const scoring = fc.record({ points: fc.integer({ min: 0, max: 9 }), symbols: fc.constant([]) });
const shipFate = fc.record({
  ship: fc.constantFrom(...SHIP_IDS),
  fate: fc.constantFrom('destroyed', 'withdrawn', 'survived'),
  by: fc.option(fc.constantFrom(...PLAYERS), { nil: null }),
});
/** Stands for a battle outcome that fits a battle of the record (`k` picks which and how). */
const smart = fc.record({
  smart: fc.constantFrom('EnterBattleResult', 'CorrectBattle'),
  k: fc.nat(),
});
const command = fc.oneof(
  fc.record({
    type: fc.constant('PlaceTile'),
    tile: fc.constant(null),
    places: fc.subarray([route('r3'), planet('c', 'Coruscant'), planet('ald', 'Alderaan')], {
      maxLength: 2,
    }),
    last: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('PlaceMeeple'),
    player: fc.constantFrom(...PLAYERS),
    squad: fc.integer({ min: 1, max: 5 }),
    place: fc.constantFrom(...PLACES),
  }),
  fc.record({
    type: fc.constant('RemoveMeeple'),
    player: fc.constantFrom(...PLAYERS),
    squad: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    type: fc.constant('JoinPlaces'),
    into: fc.constantFrom(...PLACES),
    from: fc.constantFrom(...PLACES),
  }),
  fc.record({
    type: fc.constant('CompleteFeature'),
    place: fc.constantFrom(...PLACES),
    scoring,
    scorers: fc.constant(null),
  }),
  fc.record({
    type: fc.constant('StartBattle'),
    place: fc.constantFrom(...PLACES),
    participants: fc.constant(null),
    completion: fc.option(scoring, { nil: null }),
  }),
  fc.record({
    type: fc.constantFrom('EnterBattleResult', 'CorrectBattle'),
    battle: fc.constantFrom('b1', 'b2', 'b3'),
    ships: fc.array(shipFate, { maxLength: 12 }),
    winner: fc.option(fc.constantFrom(...PLAYERS), { nil: null }),
  }),
  fc.record({
    type: fc.constant('Reinforce'),
    player: fc.constantFrom(...PLAYERS),
    squad: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    type: fc.constant('FinalScoring'),
    places: fc.array(fc.record({ place: fc.constantFrom(...PLACES), scoring }), { maxLength: 3 }),
  }),
  fc.record({
    type: fc.constant('PickFinalBattleSquad'),
    player: fc.constantFrom(...PLAYERS),
    squad: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    type: fc.constant('EnterFinalBattle'),
    winner: fc.option(fc.constantFrom(...PLAYERS), { nil: null }),
  }),
  fc.anything(),
  smart,
  smart,
);

function plausible(r: CoruscantRecord, cmd: unknown): unknown {
  if (typeof cmd !== 'object' || cmd === null || !('smart' in cmd) || !('k' in cmd)) return cmd;
  const k = Number(cmd.k);
  const type = String(cmd.smart);
  const wanted = type === 'CorrectBattle' ? 'resolved' : 'running';
  const battles = r.state.battles.filter((b) => b.status === wanted);
  const b = battles[k % Math.max(1, battles.length)];
  if (!b) return cmd;
  const winner = b.participants[k % b.participants.length]?.player ?? null;
  const squads = b.participants.flatMap((p) => p.squads.map((n) => ({ owner: p.player, n })));
  const ships = squads.flatMap(({ owner, n }) =>
    (
      r.state.players.find((p) => p.id === owner)?.squads.find((s) => s.number === n)?.ships ?? []
    ).map((s, i) => ({ owner, id: s.id, i })),
  );
  const mineLeft = (k >> 2) % 2 === 0;
  return {
    type,
    battle: b.id,
    winner: mineLeft ? winner : null,
    ships: ships
      .filter((s) => !(mineLeft && s.owner === winner && s.i === 0))
      .map((s) => ({
        ship: s.id,
        fate: (s.i + k) % 3 === 0 ? 'withdrawn' : 'destroyed',
        by:
          (s.i + k) % 3 === 0
            ? null
            : (b.participants.find((p) => p.player !== s.owner)?.player ?? null),
      })),
  };
}

const actor: fc.Arbitrary<CoruscantActor> = fc.oneof(
  fc.constant({ kind: 'organizer' as const }),
  fc.constant({ kind: 'public' as const }),
  fc.constantFrom(...PLAYERS).map((player) => ({ kind: 'player' as const, player })),
);

describe('Coruscant records under random input', () => {
  it('never throw, stay plain JSON, equal the replayCoruscant of their commands, and keep secret bases secret', () => {
    const options = {
      hiddenBases: true,
      alderaan: true,
      seizeCoruscant: true,
      paidReinforcement: true,
    };
    // A map with features, meeples, one battle running and one contested planet.
    const start = run(
      create(setupInput({ options, secretBases: [{ player: 'vader', planet: 'Qzxv' }] })),
      [
        ORG,
        tile(
          route('r1'),
          route('r2'),
          field('f1'),
          planet('p1', 'Hoth'),
          planet('yavin', 'Yavin 4', 'rebel'),
        ),
      ],
      [ORG, meeple('luke', 1, 'r1')],
      [ORG, meeple('vader', 1, 'r1')],
      [ORG, battle('r1')],
      [ORG, meeple('fett', 2, 'yavin')],
      [ORG, meeple('luke', 2, 'yavin')],
      [ORG, meeple('vader', 2, 'f1')],
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(actor, command), { minLength: 10, maxLength: 60 }), (steps) => {
        let r = start;
        for (const [who, cmd] of steps) {
          const out = applyCoruscantCommand(r, who, plausible(r, cmd), 5);
          if (out.ok) r = out.value.record;
          else expect(out.error.message.length).toBeGreaterThan(0);
        }
        const again = replayCoruscant(r.initial, r.commands);
        expect(again.ok && again.value).toEqual(r.state);
        expect(JSON.parse(JSON.stringify(r))).toEqual(r);
        if (!r.state.finalScored) {
          expect(JSON.stringify(coruscantView(r, { kind: 'public' }))).not.toContain('Qzxv');
          expect(JSON.stringify(coruscantView(r, as('luke')))).not.toContain('Qzxv');
        }
        // Scores only ever come from the records: battle points are never negative.
        for (const p of r.state.players) expect(p.score.battles).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });

  it('setup input of any shape is refused or accepted, never thrown', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const r = createCoruscant(input, { now: 0, seed: 's' });
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
