/**
 * A Coruscant campaign for the web tests: three fleets from the card data (as XWS, the way an
 * organizer pastes them), the tracker's real record played forward, and a stand-in for the
 * server's `/api/org/coruscant` over that record (tokens, revisions, refusals) for the pages.
 */
import {
  applyCoruscantCommand,
  type CoruscantActor,
  type CoruscantRecord,
  coruscantView,
  createCoruscant,
  type Side,
} from '@drift/formats';
import type { ShipDraft } from '../src/org/coruscant/cards.ts';
import { writeXwsSquad } from '../src/org/coruscant/xws.ts';

const n = (count: number, ship: ShipDraft): ShipDraft[] =>
  Array.from({ length: count }, () => ship);
const s = (pilot: number, ...upgrades: number[]): ShipDraft => ({ pilot, upgrades });

/** Five squads a side: squad 1 is the large meeple's (125), the others 100. */
export const FLEETS: Readonly<Record<Side, readonly (readonly ShipDraft[])[]>> = {
  rebel: [
    [s(0, 18, 3, 1), s(5, 2), s(3)],
    n(4, s(3)),
    [...n(3, s(6)), ...n(3, s(63))],
    [...n(2, s(31, 18)), ...n(3, s(32))],
    n(8, s(63)),
  ],
  imperial: [
    [s(22, 57), s(18), s(12), ...n(4, s(10))],
    n(8, s(10)),
    n(7, s(11)),
    n(4, s(20)),
    n(7, s(12)),
  ],
  scum: [
    [s(111, 109), s(102), ...n(3, s(112))],
    n(7, s(122)),
    n(8, s(107)),
    n(4, s(126)),
    n(6, s(127)),
  ],
};

/** The squads of a side as XWS text, as a squad builder exports them. */
export function fleetXws(side: Side): string[] {
  return (FLEETS[side] ?? []).map((ships, i) => writeXwsSquad(side, ships, `Squad ${i + 1}`));
}

export const PLAYERS = [
  { id: 'luke', name: 'Luke', colour: 'red', cswFaction: 'rebel', side: 'rebel' },
  { id: 'vader', name: 'Vader', colour: 'black', cswFaction: 'imperial', side: 'imperial' },
  { id: 'fett', name: 'Fett', colour: 'orange', cswFaction: 'mercenary', side: 'scum' },
] as const;

export function setupBody(options: Record<string, unknown> = {}) {
  return {
    name: 'Siege of the Core',
    play: 'individual',
    options,
    players: PLAYERS.map((p) => ({
      ...p,
      team: null,
      fleet: {
        squads: FLEETS[p.side].map((ships, i) => ({
          number: i + 1,
          size: i === 0 ? 'large' : 'small',
          ships,
        })),
        obstacles: [
          { kind: 'asteroid', name: 'Core 1' },
          { kind: 'asteroid', name: 'Core 2' },
          { kind: 'asteroid', name: 'Core 3' },
          { kind: 'debris', name: 'Debris 1' },
        ],
      },
    })),
  };
}

export const ORG: CoruscantActor = { kind: 'organizer' };

export function makeCampaign(options: Record<string, unknown> = {}): CoruscantRecord {
  const r = createCoruscant(setupBody(options), { now: 1_000, seed: 'web' });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Applies commands that must be accepted (by the organizer unless an actor is given). */
export function play(
  record: CoruscantRecord,
  ...commands: (unknown | [CoruscantActor, unknown])[]
): CoruscantRecord {
  let r = record;
  for (const c of commands) {
    const [actor, command] = Array.isArray(c) ? (c as [CoruscantActor, unknown]) : [ORG, c];
    const out = applyCoruscantCommand(r, actor, command, 2_000 + r.history.length);
    if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
    r = out.value.record;
  }
  return r;
}

export const route = (id: string) => ({
  id,
  kind: 'trade-route',
  name: 'Trade route',
  symbol: null,
});
export const planet = (id: string, name: string, symbol: string | null = null) => ({
  id,
  kind: 'planet',
  name,
  symbol,
});

/** Luke's squad 2 and Vader's squad 2 meet on a trade route: battle b1 is under way. */
export function battleUnderWay(options: Record<string, unknown> = {}): CoruscantRecord {
  return play(
    makeCampaign(options),
    { type: 'PlaceTile', tile: null, places: [route('r1')] },
    { type: 'PlaceMeeple', player: 'luke', squad: 2, place: 'r1' },
    { type: 'PlaceMeeple', player: 'vader', squad: 2, place: 'r1' },
    {
      type: 'StartBattle',
      place: 'r1',
      participants: null,
      completion: { points: 3, symbols: [] },
    },
  );
}

export const ORGANIZER_TOKEN = 'organizer-token-0123456789abcdef';
export const CODES: Readonly<Record<string, string>> = {
  'LUKE-CODE-0001': 'luke',
  'VADE-CODE-0002': 'vader',
  'FETT-CODE-0003': 'fett',
};
export const CAMPAIGN_ID = 'camp-web-01';

/**
 * The server's organized-play routes of one campaign over an in-memory record: what the page
 * sees and sends goes through the real tracker. `calls` keeps the bodies sent.
 */
export function fakeServer(start: CoruscantRecord) {
  const state = {
    record: start,
    revision: 0,
    calls: [] as { method: string; url: string; body: unknown }[],
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const actorOf = (auth: string | null): CoruscantActor | 'unknown' => {
    if (!auth) return { kind: 'public' };
    const token = auth.replace(/^Bearer /, '');
    if (token === ORGANIZER_TOKEN) return ORG;
    const player = CODES[token];
    return player ? { kind: 'player', player } : 'unknown';
  };
  const fetch = async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    state.calls.push({ method, url, body });
    const headers = new Headers(init.headers);
    const actor = actorOf(headers.get('authorization'));
    if (actor === 'unknown')
      return json(401, { code: 'UnknownOrgToken', message: 'This token is not known here.' });
    const base = `/api/org/coruscant/${CAMPAIGN_ID}`;
    if (method === 'GET' && url === base)
      return json(200, {
        id: CAMPAIGN_ID,
        kind: 'coruscant',
        revision: state.revision,
        createdAt: 1_000,
        updatedAt: 2_000,
        as: actor,
        view: coruscantView(state.record, actor),
      });
    if (method === 'POST' && url === `${base}/commands`) {
      if (body.revision !== undefined && body.revision !== state.revision)
        return json(409, { code: 'RecordChanged', message: 'Read it again and retry.' });
      const out = applyCoruscantCommand(state.record, actor, body.command, 5_000);
      if (!out.ok) return json(400, out.error);
      state.record = out.value.record;
      state.revision += 1;
      return json(200, { revision: state.revision, view: coruscantView(state.record, actor) });
    }
    if (method === 'GET' && url.startsWith(`${base}/log`))
      return json(200, {
        entries: state.record.history.map((e) => ({
          seq: e.seq,
          revision: e.seq,
          at: e.at,
          actor: e.actor,
          entry: e,
        })),
        after: state.record.history.length,
        more: false,
      });
    if (method === 'POST' && url === `${base}/participants`) {
      const code = Object.keys(CODES).find((c) => CODES[c] === body.player) ?? 'NONE';
      return json(201, {
        player: body.player,
        code,
        path: `#/org/coruscant/${CAMPAIGN_ID}/join/${code}`,
        url: null,
      });
    }
    return json(404, { code: 'NotFound', message: `No route ${method} ${url}.` });
  };
  return { state, fetch };
}
