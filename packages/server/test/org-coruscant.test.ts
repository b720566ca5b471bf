/**
 * The Coruscant campaign tracker as the server serves it (the real kind, SQLite, loopback): made
 * by an organizer, a battle fought and entered by its players with their codes, a Hidden Base
 * seen only by its team and the organizer until the final scoring, and a bad command's 400 with
 * the tracker's own sentence.
 */
import { describe, expect, it } from 'vitest';
import { servers, type TestServer } from './support/test-server.ts';

const serve = servers();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Card ids (xwing-data 1.0.1): Rookie Pilot (21), Academy Pilot (12), Cartel Spacer (14). */
const ROOKIE = 3;
const ACADEMY = 10;
const CARTEL = 122;

function fleet(pilot: number, large: number, small: number) {
  return {
    squads: [1, 2, 3, 4, 5].map((number) => ({
      number,
      size: number === 1 ? 'large' : 'small',
      ships: Array.from({ length: number === 1 ? large : small }, () => ({ pilot })),
    })),
    obstacles: [
      { kind: 'asteroid', name: 'Rock 1' },
      { kind: 'asteroid', name: 'Rock 2' },
      { kind: 'debris', name: 'Wreck' },
    ],
  };
}

const SETUP = {
  name: 'Core Worlds',
  options: { hiddenBases: true, variableTerrain: true },
  players: [
    {
      id: 'luke',
      name: 'Luke',
      colour: 'red',
      cswFaction: 'rebel',
      side: 'rebel',
      team: null,
      fleet: fleet(ROOKIE, 5, 4),
    },
    {
      id: 'vader',
      name: 'Vader',
      colour: 'black',
      cswFaction: 'imperial',
      side: 'imperial',
      team: null,
      fleet: fleet(ACADEMY, 10, 8),
    },
    {
      id: 'fett',
      name: 'Fett',
      colour: 'orange',
      cswFaction: 'mercenary',
      side: 'scum',
      team: null,
      fleet: fleet(CARTEL, 8, 7),
    },
  ],
};

interface Seen {
  readonly revision: number;
  readonly as: { kind: string; player?: string };
  readonly view: {
    readonly players: {
      id: string;
      total: number;
      score: Record<string, number>;
      squads: { number: number; ships: unknown[]; lostShips: unknown[]; place: string | null }[];
    }[];
    readonly battles: {
      id: string;
      status: string;
      obstacles: { perSquad: number; kinds: string[] };
      result: { points: Record<string, number>; winner: string | null } | null;
    }[];
    readonly secretBases: { team: string; planet: string; role: string }[];
    readonly history: { lines: string[] }[];
    readonly status: string;
    readonly winner: { teams: string[]; how: string } | null;
  };
}

async function setUp(t: TestServer) {
  const made = await t.request('POST', '/api/org/coruscant', SETUP);
  expect(made.status).toBe(201);
  const { id, organizerToken } = made.body as { id: string; organizerToken: string };
  const codes: Record<string, string> = {};
  for (const player of ['luke', 'vader', 'fett']) {
    const pass = await t.request(
      'POST',
      `/api/org/coruscant/${id}/participants`,
      { player },
      bearer(organizerToken),
    );
    expect(pass.status).toBe(201);
    expect(pass.body).toMatchObject({
      player,
      path: expect.stringMatching(new RegExp(`^#/org/coruscant/${id}/join/`)),
    });
    codes[player] = (pass.body as { code: string }).code;
  }
  const send = async (token: string, command: unknown, revision?: number) =>
    t.request(
      'POST',
      `/api/org/coruscant/${id}/commands`,
      revision === undefined ? { command } : { revision, command },
      bearer(token),
    );
  const read = async (token?: string) =>
    (await t.request('GET', `/api/org/coruscant/${id}`, undefined, token ? bearer(token) : {}))
      .body as Seen;
  return { id, organizerToken, codes, send, read };
}

describe('the Coruscant campaign over HTTP', () => {
  it('is made by the organizer, who gets the whole view and a code for each player', async () => {
    const t = await serve();
    const { id, organizerToken, read } = await setUp(t);
    const org = await read(organizerToken);
    expect(org.as).toEqual({ kind: 'organizer' });
    expect(org.view.players.map((p) => [p.id, p.total, p.squads.length])).toEqual([
      ['luke', 0, 5],
      ['vader', 0, 5],
      ['fett', 0, 5],
    ]);
    const listed = await t.request('GET', '/api/org/coruscant');
    expect(listed.body).toEqual({
      records: [
        expect.objectContaining({
          id,
          summary: { name: 'Core Worlds', players: ['Luke', 'Vader', 'Fett'], status: 'running' },
        }),
      ],
    });
    // A setup the tracker refuses: its sentence, as a 400.
    const bad = await t.request('POST', '/api/org/coruscant', {
      ...SETUP,
      players: SETUP.players.slice(0, 1),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'PlayerCount',
      message: 'A campaign takes 2 to 5 players (6 with the CSW expansion), not 1.',
    });
  });

  it('XW-CC-16, XW-CC-19, XW-CC-21, XW-CC-32: a battle started and entered by its players scores both sides', async () => {
    const t = await serve();
    const { organizerToken, codes, send, read } = await setUp(t);
    const luke = codes.luke ?? '';
    const vader = codes.vader ?? '';
    expect(
      (
        await send(organizerToken, {
          type: 'PlaceTile',
          tile: '2',
          places: [{ id: 'f1', kind: 'asteroid-field', name: 'Field', symbol: null }],
        })
      ).status,
    ).toBe(200);
    expect(
      (await send(luke, { type: 'PlaceMeeple', player: 'luke', squad: 2, place: 'f1' })).status,
    ).toBe(200);
    expect(
      (await send(vader, { type: 'PlaceMeeple', player: 'vader', squad: 3, place: 'f1' })).status,
    ).toBe(200);
    // Fett has no meeple there: not his battle to start.
    const notHis = await send(codes.fett ?? '', {
      type: 'StartBattle',
      place: 'f1',
      participants: null,
      completion: null,
    });
    expect(notHis.status).toBe(400);
    expect(notHis.body).toEqual({
      code: 'NotYours',
      message: 'StartBattle: fett has no meeple on "f1".',
    });
    const started = await send(vader, {
      type: 'StartBattle',
      place: 'f1',
      participants: null,
      completion: { points: 2, symbols: [] },
    });
    expect(started.status).toBe(200);
    const at = await read(vader);
    expect(at.view.battles[0]).toMatchObject({
      id: 'b1',
      status: 'running',
      obstacles: { perSquad: 3, kinds: ['asteroid'] },
    });
    // Luke's four Rookies: one destroyed by Vader; Vader's eight Academy Pilots: two destroyed, six Withdrawn.
    const outcome = {
      type: 'EnterBattleResult',
      battle: 'b1',
      ships: [
        { ship: 'luke.2.1', fate: 'destroyed', by: 'vader' },
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({
          ship: `vader.3.${i}`,
          fate: i <= 2 ? 'destroyed' : 'withdrawn',
          by: i <= 2 ? 'luke' : null,
        })),
      ],
      winner: 'luke',
    };
    const entered = await send(luke, outcome, at.revision);
    expect(entered.status).toBe(200);
    const after = await read();
    expect(after.view.battles[0]?.result).toMatchObject({
      winner: 'luke',
      points: { luke: 34, vader: 21 },
    });
    const [l, v] = after.view.players;
    // 2 × 12 + 10 for the win, then the field's 2 CSW points × 10 (XW-CC-11, 26).
    expect(l?.score).toMatchObject({ battles: 34, features: 20 });
    expect(v?.score).toMatchObject({ battles: 21, features: 0 });
    expect(v?.squads[2]).toMatchObject({ place: null });
    expect(v?.squads[2]?.ships).toHaveLength(6);
    expect(l?.squads[1]?.lostShips).toHaveLength(1);
    // The same outcome again, by the other side: already in.
    const again = await send(vader, outcome);
    expect(again.status).toBe(400);
    expect((again.body as { code: string }).code).toBe('BattleOver');
    // An old revision: the record changed meanwhile.
    const stale = await send(
      organizerToken,
      { type: 'PlaceTile', tile: null, places: [] },
      at.revision,
    );
    expect(stale.status).toBe(409);
    expect((stale.body as { code: string }).code).toBe('RecordChanged');
  });

  it('XW-CC-34: a Hidden Base is seen by its team and the organizer only, never in the log, until the final scoring', async () => {
    const t = await serve();
    const { id, organizerToken, codes, send, read } = await setUp(t);
    expect(
      (await send(codes.vader ?? '', { type: 'ChooseSecretBase', player: 'vader', planet: 'Hoth' }))
        .status,
    ).toBe(200);
    expect((await read(codes.vader)).view.secretBases).toEqual([
      expect.objectContaining({ team: 'vader', planet: 'Hoth', role: 'death-star' }),
    ]);
    expect((await read(organizerToken)).view.secretBases).toHaveLength(1);
    for (const other of [codes.luke, codes.fett, undefined]) {
      const seen = await read(other);
      expect(seen.view.secretBases).toEqual([]);
      expect(JSON.stringify(seen)).not.toContain('Hoth');
    }
    const log = await t.request(
      'GET',
      `/api/org/coruscant/${id}/log`,
      undefined,
      bearer(organizerToken),
    );
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).not.toContain('Hoth');
    expect(JSON.stringify(log.body)).toContain("the Death Star's location in secret");
    // Only the organizer reads the log.
    expect(
      (await t.request('GET', `/api/org/coruscant/${id}/log`, undefined, bearer(codes.luke ?? '')))
        .status,
    ).toBe(403);
    // Luke holds Hoth at the end: +50 (XW-CC-34), and the base is shown to all.
    await send(organizerToken, {
      type: 'PlaceTile',
      tile: null,
      places: [{ id: 'p1', kind: 'planet', name: 'Hoth', symbol: null }],
    });
    await send(codes.luke ?? '', { type: 'PlaceMeeple', player: 'luke', squad: 1, place: 'p1' });
    await send(organizerToken, { type: 'PlaceTile', tile: null, places: [], last: true });
    const end = await send(organizerToken, {
      type: 'FinalScoring',
      places: [{ place: 'p1', scoring: { points: 1, symbols: [] } }],
    });
    expect(end.status).toBe(200);
    const seen = await read();
    expect(seen.view.secretBases).toEqual([expect.objectContaining({ planet: 'Hoth' })]);
    expect(seen.view.players[0]?.score).toMatchObject({ finalScoring: 10, hiddenBases: 50 });
    expect(seen.view).toMatchObject({
      status: 'finished',
      winner: { teams: ['luke'], how: 'points' },
    });
  });

  it('XW-CC-34: the scoreboard downloads as CSV and JSON, a Hidden Base only for whom may see it', async () => {
    const t = await serve();
    const { id, organizerToken, codes, send } = await setUp(t);
    await send(codes.vader ?? '', { type: 'ChooseSecretBase', player: 'vader', planet: 'Hoth' });
    await send(organizerToken, { type: 'AdjustScore', player: 'fett', points: 30, reason: 'test' });
    const csv = await fetch(`${t.http}/api/org/coruscant/${id}/export.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="coruscant-${id}.csv"`,
    );
    expect((await csv.text()).split('\r\n')).toEqual([
      'Rank,Player,Colour,CSW faction,Fleet side,Team,Score,Squads left,Ships lost',
      '1,Fett,orange,mercenary,scum,Fett,30,5,0',
      '2,Luke,red,rebel,rebel,Luke,0,5,0',
      '2,Vader,black,imperial,imperial,Vader,0,5,0',
      '',
    ]);
    const json = async (token?: string) =>
      (
        await t.request(
          'GET',
          `/api/org/coruscant/${id}/export.json`,
          undefined,
          token ? bearer(token) : {},
        )
      ).body as { teams: unknown[]; winner: unknown; secretBases: unknown[] };
    const own = await json(codes.vader);
    expect(own).toMatchObject({
      campaign: 'Core Worlds',
      status: 'running',
      teams: [
        { team: 'fett', total: 30, rank: 1 },
        { team: 'luke', total: 0, rank: 2 },
        { team: 'vader', total: 0, rank: 2 },
      ],
      winner: null,
      secretBases: [{ team: 'Vader', role: 'death-star', planet: 'Hoth' }],
    });
    expect((await json(organizerToken)).secretBases).toHaveLength(1);
    for (const other of [codes.luke, undefined]) {
      const seen = await json(other);
      expect(seen.secretBases).toEqual([]);
      expect(JSON.stringify(seen)).not.toContain('Hoth');
    }
  });

  it('answers a bad command with a 400 that says what and where', async () => {
    const t = await serve();
    const { id, organizerToken, codes, send, read } = await setUp(t);
    const cases: [string, unknown, string, string][] = [
      [organizerToken, { type: 'Teleport' }, 'UnknownCommand', 'Unknown command type "Teleport"'],
      [
        organizerToken,
        { type: 'PlaceMeeple', player: 'luke', squad: 6, place: 'x' },
        'BadInput',
        'PlaceMeeple.squad: must be a whole number from 1 to 5, not 6',
      ],
      [
        organizerToken,
        { type: 'PlaceMeeple', player: 'luke', squad: 1, place: 'nowhere' },
        'UnknownPlace',
        'No place "nowhere" on the map.',
      ],
      [
        codes.luke ?? '',
        { type: 'PlaceMeeple', player: 'vader', squad: 1, place: 'x' },
        'NotYours',
        'PlaceMeeple: a player acts only for themselves, not for "vader".',
      ],
      [
        codes.luke ?? '',
        { type: 'AdjustScore', player: 'luke', points: 100, reason: 'bribe' },
        'OrganizerOnly',
        'Only the organizer may send AdjustScore.',
      ],
      [
        organizerToken,
        { type: 'FinalScoring', places: [] },
        'TilesLeft',
        'Tiles are still to be placed',
      ],
    ];
    for (const [token, command, code, message] of cases) {
      const r = await send(token, command);
      expect(r.status, code).toBe(400);
      expect((r.body as { code: string }).code).toBe(code);
      expect((r.body as { message: string }).message).toContain(message);
    }
    // Without a token: a 401 that says what to send; nothing changed.
    const anyone = await t.request('POST', `/api/org/coruscant/${id}/commands`, {
      command: { type: 'PlaceTile', tile: null, places: [] },
    });
    expect(anyone.status).toBe(401);
    expect((anyone.body as { code: string }).code).toBe('NoOrgToken');
    expect((await read()).revision).toBe(0);
  });
});
