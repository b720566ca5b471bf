// @vitest-environment happy-dom
/**
 * The Ace of Aces table helper's logic, without a page: squads read and mapped onto the ledger's
 * lists, the table record (initiative, setup, ledger entries) rebuilt from its entries, undo, the
 * record kept in localStorage, and the event key and result call.
 */
import { nextRespawn } from '@drift/formats';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRoute, routeHash } from '../src/app/router.ts';
import { eventKey, sendResult } from '../src/org/aoa/api.ts';
import { aceListOf, checkSquad, readKeptSquad, readPasted } from '../src/org/aoa/lists.ts';
import { firstLoadout, seatsOf, shipRows } from '../src/org/aoa/play.ts';
import { parseTable, tableKey } from '../src/org/aoa/store.ts';
import {
  type AoaTable,
  choosePlace,
  enter,
  fillPlaces,
  lockLists,
  newTable,
  replayTable,
  seatId,
  setupStep,
  startPlay,
  undo,
} from '../src/org/aoa/table.ts';
import { setupChecklist } from '../src/org/aoa/words.ts';
import { ANNA_TEXT, ANNA_WRONG, BEN_TEXT, BEN_XWS, CY_TEXT } from './org-aoa-fixtures.ts';

function squad(text: string) {
  const read = readPasted(text);
  if (!read.ok) throw new Error(read.message);
  return read.value.squad;
}

function done(change: { ok: true; table: AoaTable } | { ok: false; message: string }): AoaTable {
  if (!change.ok) throw new Error(change.message);
  return change.table;
}

/** Anna, Ben and Cy with their squads, seed "a" (Ben wins the tie roll). */
function threeAtTable(): AoaTable {
  return {
    ...newTable('a'),
    seats: [
      { id: 'Anna', name: 'Anna', squad: squad(ANNA_TEXT) },
      { id: 'Ben', name: 'Ben', squad: squad(BEN_TEXT) },
      { id: 'Cy', name: 'Cy', squad: squad(CY_TEXT) },
    ],
  };
}

/** Initiative settled Cy, Anna, Ben; setup skipped; round 1's Planning phase. */
function playing(): AoaTable {
  const locked = done(lockLists(threeAtTable()));
  return done(startPlay(done(choosePlace(locked, 'Ben', 2))));
}

function game(table: AoaTable) {
  const g = replayTable(table).game;
  if (!g) throw new Error('no game');
  return g;
}

const advance = (t: AoaTable, times = 1) => {
  let out = t;
  for (let i = 0; i < times; i++) out = done(enter(out, { type: 'advance' }));
  return out;
};

const respawn = (t: AoaTable, player: string) => {
  const g = game(t);
  const choice = nextRespawn(g, player);
  const list = g.lists.find((l) => l.player === player);
  if (!choice || !list) throw new Error(`no respawn for ${player}`);
  return done(enter(t, { type: 'respawn', player, upgrades: firstLoadout(choice, list) }));
};

const kill = (t: AoaTable, attacker: string, target: string) =>
  done(enter(t, { type: 'kill', attacker, target }));

describe('the table helper’s addresses', () => {
  it('reads the free table and an event’s pod from the hash and writes them back', () => {
    expect(parseRoute('#/org/aoa')).toEqual({ page: 'org-aoa' });
    const pod = parseRoute('#/org/aoa/Ev3nt_42/2/13');
    expect(pod).toEqual({ page: 'org-aoa-pod', id: 'Ev3nt_42', round: 2, table: 13 });
    expect(routeHash(pod)).toBe('#/org/aoa/Ev3nt_42/2/13');
    expect(routeHash({ page: 'org-aoa' })).toBe('#/org/aoa');
    for (const path of [
      '/org/aoa/abc/1/1',
      '/org/aoa/Ev3nt_42/0/1',
      '/org/aoa/Ev3nt_42/1',
      '/org/aoa/x',
    ])
      expect(parseRoute(`#${path}`), path).toEqual({ page: 'missing', path });
  });
});

describe('squads for the table', () => {
  it('XW-AOA-04, XW-AOA-08: a text list becomes the ledger’s list: the primary’s cost with its upgrades, the alternates, the Wingman', () => {
    const read = readPasted(CY_TEXT);
    expect(read.ok && read.value.form).toBe('text');
    const list = aceListOf('Cy', squad(CY_TEXT));
    if (!list.ok) throw new Error(list.message);
    expect(list.value.primary).toMatchObject({ name: '"Mauler Mithel"', skill: 7, cost: 24 });
    expect(list.value.primary.upgrades.map((u) => [u.name, u.slot, u.points])).toEqual([
      ['Predator', 'Elite', 3],
      ['Shield Upgrade', 'Modification', 4],
    ]);
    expect(list.value.alternates.map((a) => [a.name, a.skill])).toEqual([
      ['"Youngster"', 6],
      ['Obsidian Squadron Pilot', 3],
      ['Academy Pilot', 1],
    ]);
    expect(list.value.wingman).toMatchObject({ name: 'Academy Pilot', skill: 1, points: 12 });
  });

  it('reads XWS as XWS, and says what is wrong with text or JSON it cannot read', () => {
    const xws = readPasted(BEN_TEXT);
    expect(xws.ok && xws.value.form).toBe('xws');
    const list = aceListOf('Ben', squad(BEN_TEXT));
    expect(list.ok && list.value.primary.cost).toBe(35);
    expect(readPasted('   ')).toEqual({
      ok: false,
      message: 'Paste a squad: XWS JSON or a text list.',
    });
    const json = readPasted('{"faction": "rebel", ');
    expect(json.ok ? '' : json.message).toMatch(/^The XWS could not be read: not valid JSON/);
    const text = readPasted('Primary: Wedge Antilles + Pish the Limat');
    expect(text.ok ? '' : text.message).toContain('line 1');
  });

  it('XW-AOA-05: a squad the squads module finds illegal still shows every problem; the list flies', () => {
    const wrong = squad(ANNA_WRONG);
    const report = checkSquad(wrong);
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.check)).toEqual(['aoa-lowest-alternate']);
    expect(aceListOf('Anna', wrong).ok).toBe(true);
    expect(checkSquad(squad(ANNA_TEXT)).ok).toBe(true);
  });

  it('refuses a squad without its Ace of Aces parts, naming what to add', () => {
    const plain = squad('Wedge Antilles + Push the Limit');
    expect(aceListOf('Anna', plain)).toEqual({
      ok: false,
      message:
        'The squad names no primary pilot and no alternates (add "Primary:" and "Alternates:" lines).',
    });
  });

  it('reads a squad an event keeps: XWS, Drift’s own JSON or text; anything else is refused', () => {
    expect(readKeptSquad(BEN_XWS)).toMatchObject({ ok: true, value: { form: 'xws' } });
    expect(readKeptSquad(CY_TEXT)).toMatchObject({ ok: true, value: { form: 'text' } });
    const own = readKeptSquad(squad(ANNA_TEXT));
    expect(own.ok && own.value.form).toBe('drift');
    expect(own.ok && own.value.squad.pilots[0]?.upgrades).toEqual([18, 2, 178]);
    expect(readKeptSquad(42)).toEqual({
      ok: false,
      message: 'The registered squad is not a squad.',
    });
    expect(readKeptSquad({ side: 'jedi', pilots: [] }).ok).toBe(false);
  });
});

describe('the table record', () => {
  it('makes ledger ids from names: no slash, never twice', () => {
    expect(seatId(' Anna / Bo ', [])).toBe('Anna - Bo');
    expect(seatId('Anna', ['Anna', 'Anna 2'])).toBe('Anna 3');
    expect(seatId('   ', [])).toBe('Player');
  });

  it('goes on from the lists only when every player has a list the ledger can fly', () => {
    const one = {
      ...newTable('x'),
      seats: [{ id: 'Anna', name: 'Anna', squad: squad(ANNA_TEXT) }],
    };
    expect(lockLists(one)).toEqual({
      ok: false,
      message: 'Ace of Aces is for 2 to 8 players, not 1.',
    });
    const missing = { ...one, seats: [...one.seats, { id: 'Ben', name: 'Ben' }] };
    expect(lockLists(missing)).toEqual({ ok: false, message: 'Ben: No squad yet.' });
    expect(done(lockLists(threeAtTable())).stage).toBe('setup');
  });

  it('XW-AOA-09: the initiative draft shows its tie roll, and the winner of the roll chooses first', () => {
    const locked = done(lockLists(threeAtTable()));
    const { draft, order } = replayTable(locked);
    expect(order).toBeNull();
    expect(draft?.groups.map((g) => [g.skill, g.places])).toEqual([
      [7, ['Cy']],
      [9, [null, null]],
    ]);
    expect(draft?.groups[1]?.rolls).toEqual([
      { players: ['Anna', 'Ben'], total: 35, face: 17, winner: 'Ben' },
    ]);
    expect(choosePlace(locked, 'Anna', 1)).toEqual({
      ok: false,
      message: 'Ben chooses an initiative place before Anna (PS 9).',
    });
    // Ben goes last of the PS 9 pilots: Anna takes the place left.
    expect(replayTable(done(choosePlace(locked, 'Ben', 2))).order).toEqual(['Cy', 'Anna', 'Ben']);
    expect(replayTable(done(fillPlaces(locked))).order).toEqual(['Cy', 'Ben', 'Anna']);
  });

  it('XW-AOA-10, XW-AOA-11, XW-AOA-12, XW-AOA-13: setup is a checklist in initiative order, refused steps say why', () => {
    let t = done(choosePlace(done(lockLists(threeAtTable())), 'Ben', 2));
    const first = replayTable(t).setup;
    if (!first) throw new Error('no setup');
    expect(first.surface.label).toBe('3x3');
    expect(setupChecklist(first)).toHaveLength(3 + 6 + 3 + 1);
    t = done(setupStep(t, { type: 'setup-point', player: 'Cy', point: { corner: 'nw' } }));
    expect(setupStep(t, { type: 'setup-point', player: 'Anna', point: { corner: 'nw' } })).toEqual({
      ok: false,
      message: 'Cy already set up at the nw corner.',
    });
    t = done(setupStep(t, { type: 'setup-point', player: 'Anna', point: { corner: 'se' } }));
    t = done(setupStep(t, { type: 'setup-point', player: 'Ben', point: { corner: 'ne' } }));
    t = done(setupStep(t, { type: 'obstacle', player: 'Cy' }));
    const setup = replayTable(t).setup;
    if (!setup) throw new Error('no setup');
    const list = setupChecklist(setup);
    expect(list.slice(0, 5).map((x) => [x.state, x.text])).toEqual([
      ['done', 'Cy set up at the north-west corner'],
      ['done', 'Anna set up at the south-east corner'],
      ['done', 'Ben set up at the north-east corner'],
      ['done', 'Cy placed obstacle 1 of 2'],
      ['now', 'Anna places obstacle 1 of 2 (beyond Range 2 of every setup point)'],
    ]);
    expect(list.find((x) => x.key === 'ships-0')?.text).toBe(
      'Cy places the ship with the Wingman within Range 2 of the setup point, beyond Range 3 of other ships',
    );
    expect(list.at(-1)).toEqual({
      key: 'prepare',
      text: 'Everyone activates shields and readies components',
      state: 'todo',
    });
  });

  it('XW-AOA-17, XW-AOA-18, XW-AOA-19, XW-AOA-21, XW-AOA-26, XW-AOA-33: three players to a winner, with respawns and who may fire', () => {
    let t = advance(playing(), 2);
    // Round 1: Wedge destroys Mauler (24); Cy comes back as Youngster with both cards.
    t = kill(t, 'Anna/ace-1', 'Cy/ace-1');
    expect(game(t).pending).toEqual([{ player: 'Cy', mayFire: true }]);
    t = respawn(t, 'Cy');
    t = done(
      enter(t, {
        type: 'damage',
        attacker: 'Ben/ace-1',
        target: 'Anna/ace-1',
        shields: 1,
        hull: 0,
      }),
    );
    t = done(
      enter(t, { type: 'damage', attacker: 'Cy/ace-2', target: 'Ben/ace-1', shields: 0, hull: 1 }),
    );
    t = advance(t, 4);
    // Round 2: Soontir falls at Wedge's step (Turr may fire); Turr falls after its step.
    t = respawn(kill(t, 'Anna/ace-1', 'Ben/ace-1'), 'Ben');
    expect(shipRows(game(t)).find((r) => r.id === 'Ben/ace-2')).toMatchObject({
      name: 'Turr Phennir',
      cost: 33,
      noAction: true,
      fire: 'yes',
    });
    t = kill(t, 'Cy/ace-2', 'Ben/ace-2');
    expect(game(t).pending).toEqual([{ player: 'Ben', mayFire: false }]);
    t = respawn(t, 'Ben');
    expect(shipRows(game(t)).find((r) => r.id === 'Ben/ace-3')).toMatchObject({
      name: '"Fel\'s Wrath"',
      cost: 28,
      fire: 'no-respawned',
    });
    t = advance(t, 4);
    expect(game(t)).toMatchObject({ round: 3, phase: 'combat' });
    t = respawn(kill(t, 'Anna/ace-1', 'Cy/ace-2'), 'Cy');
    t = advance(t, 4);
    // Round 4: Fel's Wrath is destroyed but stays until the end of Combat, then respawns.
    t = kill(t, 'Anna/ace-1', 'Ben/ace-3');
    expect(shipRows(game(t)).find((r) => r.id === 'Ben/ace-3')?.doomed).toBe(true);
    expect(game(t).pending).toEqual([]);
    t = advance(t);
    expect(game(t).pending).toEqual([{ player: 'Ben', mayFire: false }]);
    t = advance(respawn(t, 'Ben'));
    const end = game(t);
    expect(end.outcome).toEqual({ kind: 'won', winner: 'Anna', by: 'only-at-20' });
    expect(end.scores).toEqual([
      { player: 'Cy', vp: 6, sd: 33, assists: 1, kills: 1 },
      { player: 'Anna', vp: 20, sd: 24 + 35 + 22 + 28, assists: 0, kills: 4 },
      { player: 'Ben', vp: 1, sd: 0, assists: 1, kills: 0 },
    ]);
    expect(seatsOf(end).map((s) => [s.player, s.pilot.name, s.vp, s.shipsDestroyed])).toEqual([
      ['Cy', 'Obsidian Squadron Pilot', 6, 33],
      ['Anna', 'Wedge Antilles', 20, 109],
      ['Ben', 'Alpha Squadron Pilot', 1, 0],
    ]);
    expect(enter(t, { type: 'advance' })).toEqual({
      ok: false,
      message: 'The game is over: Anna won.',
    });
  });

  it('refuses an entry with the ledger’s own sentence and keeps the table as it was', () => {
    const t = playing();
    expect(
      enter(t, {
        type: 'damage',
        attacker: 'Anna/ace-1',
        target: 'Ben/ace-1',
        shields: 1,
        hull: 0,
      }),
    ).toEqual({
      ok: false,
      message: 'Damage is entered in the Activation or Combat phase, not the planning phase.',
    });
    const combat = advance(t, 2);
    expect(kill(combat, 'Anna/ace-1', 'Cy/ace-1').entries).toHaveLength(3);
    expect(enter(kill(combat, 'Anna/ace-1', 'Cy/ace-1'), { type: 'advance' })).toEqual({
      ok: false,
      message: "Cy's ship respawns at once: choose its upgrades first.",
    });
  });

  it('undo drops the last entry and rebuilds exactly the game before it', () => {
    const before = advance(playing(), 2);
    const after = kill(before, 'Anna/ace-1', 'Cy/ace-1');
    expect(game(after).scores.find((s) => s.player === 'Anna')?.vp).toBe(5);
    expect(replayTable(undo(after))).toEqual(replayTable(before));
    // With no ledger entry left, undo goes back to setup; there, it takes back a place.
    const first = undo(playing());
    expect(first.stage).toBe('setup');
    expect(undo(first).picks).toEqual([]);
  });

  it('XW-AOA-19, XW-AOA-20: the first loadout takes every card the alternate can carry; a repeat keeps one fewer', () => {
    let t = advance(playing(), 2);
    t = kill(t, 'Anna/ace-1', 'Cy/ace-1');
    const g = game(t);
    const cy = g.lists.find((l) => l.player === 'Cy');
    const choice = nextRespawn(g, 'Cy');
    if (!cy || !choice) throw new Error('no respawn');
    expect(firstLoadout(choice, cy)).toEqual([0, 1]);
    expect(firstLoadout({ ...choice, repeat: true, keep: 1 }, cy)).toEqual([0]);
  });
});

describe('the record in localStorage', () => {
  it('comes back as it was saved, and anything that does not fit is ignored', () => {
    const t = kill(advance(playing(), 2), 'Anna/ace-1', 'Cy/ace-1');
    expect(parseTable(JSON.stringify(t))).toEqual(t);
    const pod = { event: 'Ev3nt_42', round: 2, table: 1 };
    expect(tableKey(pod)).toBe('drift:aoa:Ev3nt_42:2:1');
    expect(tableKey()).toBe('drift:aoa:free');
    expect(parseTable(JSON.stringify({ ...t, pod }), pod)?.pod).toEqual(pod);
    expect(parseTable('{not json')).toBeNull();
    expect(parseTable(JSON.stringify({ ...t, version: 2 }))).toBeNull();
    expect(parseTable(JSON.stringify({ ...t, stage: 'lunch' }))).toBeNull();
    const badSquad = { ...t, seats: [{ id: 'x', name: 'x', squad: { side: 'jedi' } }] };
    expect(parseTable(JSON.stringify(badSquad))).toBeNull();
  });
});

describe('the event key and the result', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('reads the key the event pages kept: the organizer’s token first, else the participant’s code', () => {
    expect(eventKey('Ev3nt_42')).toBeNull();
    localStorage.setItem(
      'drift:event:Ev3nt_42',
      JSON.stringify({ player: 'p3', code: '7KQM-3XPA-D9RT', codes: {}, seen: 1 }),
    );
    expect(eventKey('Ev3nt_42')).toEqual({ as: 'player', token: '7KQM-3XPA-D9RT', player: 'p3' });
    localStorage.setItem(
      'drift:event:Ev3nt_42',
      JSON.stringify({ organizerToken: 'tok', player: 'p3', code: 'c', codes: {} }),
    );
    expect(eventKey('Ev3nt_42')).toEqual({ as: 'organizer', token: 'tok' });
    localStorage.setItem('drift:event:Ev3nt_42', '{oops');
    expect(eventKey('Ev3nt_42')).toBeNull();
  });

  it('sends SetResult as the organizer and SubmitResult as a participant, with the key as bearer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ revision: 9, view: {} }), { status: 200 });
    });
    const result = { players: [{ player: 'p1', vp: 20, sd: 40 }], winner: 'p1' };
    const sent = await sendResult('Ev3nt_42', { as: 'organizer', token: 'tok' }, 2, 1, result);
    expect(sent).toEqual({ ok: true, value: { revision: 9, view: {} } });
    await sendResult('Ev3nt_42', { as: 'player', token: 'code', player: 'p1' }, 2, 1, result);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/org/events/Ev3nt_42/commands',
      '/api/org/events/Ev3nt_42/commands',
    ]);
    expect(calls.map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { command: { type: 'SetResult', round: 2, table: 1, result } },
      { command: { type: 'SubmitResult', round: 2, table: 1, result } },
    ]);
    expect(calls.map((c) => (c.init.headers as Record<string, string>).authorization)).toEqual([
      'Bearer tok',
      'Bearer code',
    ]);
  });

  it('passes on the server’s refusal, and says so plainly when the server does not answer', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ code: 'NotAtTable', message: 'p9 does not play at table 1.' }),
          {
            status: 400,
          },
        ),
    );
    const key = { as: 'player', token: 'c', player: 'p9' } as const;
    const result = { players: [], winner: null };
    expect(await sendResult('Ev3nt_42', key, 1, 1, result)).toEqual({
      ok: false,
      error: { code: 'NotAtTable', message: 'p9 does not play at table 1.' },
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('network');
    });
    const down = await sendResult('Ev3nt_42', key, 1, 1, result);
    expect(down.ok ? '' : down.error.code).toBe('Unreachable');
  });
});
