// @vitest-environment happy-dom
/**
 * The Ace of Aces table page as a table uses it: squads pasted (and their problems shown), the
 * initiative's tie roll, a game entered through the attack and respawn forms (refusals shown in
 * the ledger's own words, undo, a reload), a Final Salvo, and an event's pod: its players and
 * squads read from the server (fetch stubbed) and the result sent back with this browser's key.
 */
import { nextRespawn } from '@drift/formats';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPasted } from '../src/org/aoa/lists.ts';
import { firstLoadout } from '../src/org/aoa/play.ts';
import { saveTable, tableKey } from '../src/org/aoa/store.ts';
import { TablePage } from '../src/org/aoa/TablePage.tsx';
import {
  type AoaTable,
  choosePlace,
  enter,
  fillPlaces,
  lockLists,
  newTable,
  replayTable,
  startPlay,
} from '../src/org/aoa/table.ts';
import { ANNA_TEXT, ANNA_WRONG, BEN_TEXT, BEN_XWS, CY_TEXT, DEE_TEXT } from './org-aoa-fixtures.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function squad(text: string) {
  const read = readPasted(text);
  if (!read.ok) throw new Error(read.message);
  return read.value.squad;
}

function done(change: { ok: true; table: AoaTable } | { ok: false; message: string }): AoaTable {
  if (!change.ok) throw new Error(change.message);
  return change.table;
}

const card = (name: string) => {
  const el = document.querySelector(`li.aoa-seatcard[data-seat="${name}"]`);
  if (!el) throw new Error(`no seat ${name}`);
  return within(el as HTMLElement);
};

function paste(name: string, text: string) {
  fireEvent.change(card(name).getByRole('textbox'), { target: { value: text } });
  fireEvent.click(card(name).getByRole('button', { name: 'Use this squad' }));
}

function pick(legend: 'Attacker' | 'Target', ship: string) {
  const set = document.querySelector(`fieldset[data-choice=${legend}]`) as HTMLElement;
  fireEvent.click(within(set).getByRole('radio', { name: new RegExp(ship) }));
}

const vp = (player: string) =>
  document.querySelector(`.aoa-seat[data-player="${player}"] .aoa-seat__vp strong`)?.textContent;

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('a free table', () => {
  it('adds players, reads each squad, shows its problems and goes on only when every list flies', () => {
    render(<TablePage />);
    for (const name of ['Anna', 'Ben']) {
      fireEvent.change(screen.getByLabelText('Player’s name'), { target: { value: name } });
      click('Add player');
    }
    const ready = screen.getByRole('button', { name: 'Lists ready: decide the initiative' });
    expect(ready).toHaveProperty('disabled', true);
    expect(
      screen.getByText('Still waiting for a squad the ledger can fly: Anna, Ben.'),
    ).toBeTruthy();
    paste('Anna', 'Primary: Wedge Antilles + Pish the Limat');
    expect(card('Anna').getByRole('alert').textContent).toContain('line 1');
    paste('Anna', ANNA_WRONG);
    const problems = card('Anna').getByRole('list', { name: 'Problems with Anna’s squad' });
    expect(problems.textContent).toBe(
      'aoa-lowest-alternate no alternate is a pilot skill 1 pilot, the lowest the X-wing has',
    );
    paste('Ben', BEN_TEXT);
    expect(card('Ben').getByText('Legal for Ace of Aces · 35 points')).toBeTruthy();
    expect(card('Ben').getByText('Squad read as XWS.')).toBeTruthy();
    expect(ready).toHaveProperty('disabled', false);
    // Removing a player takes the seat away.
    fireEvent.click(card('Ben').getByRole('button', { name: 'Remove Ben' }));
    expect(document.querySelector('[data-seat="Ben"]')).toBeNull();
    expect(ready).toHaveProperty('disabled', true);
  });

  it('picks a squad from the card data: ship, primary with upgrades, alternates, Wingman', () => {
    render(<TablePage />);
    fireEvent.change(screen.getByLabelText('Player’s name'), { target: { value: 'Cy' } });
    click('Add player');
    fireEvent.click(card('Cy').getByRole('button', { name: 'Pick from the cards instead' }));
    const select = (label: string, text: string) => {
      const el = card('Cy').getByLabelText(label) as HTMLSelectElement;
      const option = [...el.options].find((o) => o.text === text);
      if (!option) throw new Error(`no option ${text} in ${label}`);
      fireEvent.change(el, { target: { value: option.value } });
    };
    select('Ship', 'TIE Fighter');
    expect((card('Cy').getByLabelText('Side') as HTMLSelectElement).value).toBe('imperial');
    fireEvent.click(card('Cy').getByRole('button', { name: 'Use this squad' }));
    expect(card('Cy').getByRole('alert').textContent).toBe('Choose the primary pilot.');
    select('Primary pilot', '"Mauler Mithel" (PS 7, 17)');
    select('Elite', 'Predator (3)');
    select('Modification', 'Shield Upgrade (4)');
    expect(card('Cy').getByText('Upgrades of the primary (24 points with them)')).toBeTruthy();
    select('Alternate 1', '"Youngster" (PS 6, 15)');
    select('Alternate 2', 'Obsidian Squadron Pilot (PS 3, 13)');
    select('Alternate 3', 'Academy Pilot (PS 1, 12)');
    select('Wingman', 'Academy Pilot (PS 1, 12)');
    fireEvent.click(card('Cy').getByRole('button', { name: 'Use this squad' }));
    expect(document.querySelector('[data-seat="Cy"] .aoa-squad__primary')?.textContent).toBe(
      '"Mauler Mithel" PS 7 + Predator + Shield Upgrade 24 points',
    );
    expect(card('Cy').getByText('Wingman: Academy Pilot (PS 1, 12 points)')).toBeTruthy();
    // The picker names no obstacles: the squads module says so.
    expect(
      card('Cy').getByRole('list', { name: 'Problems with Cy’s squad' }).textContent,
    ).toContain('obstacle-count');
  });

  it('XW-AOA-10: with five players the fifth takes an edge point, refused within Range 3 of a setup area', () => {
    const five = done(
      fillPlaces(
        done(
          lockLists({
            ...newTable('five'),
            seats: [
              { id: 'Anna', name: 'Anna', squad: squad(ANNA_TEXT) },
              { id: 'Ben', name: 'Ben', squad: squad(BEN_TEXT) },
              { id: 'Cy', name: 'Cy', squad: squad(CY_TEXT) },
              { id: 'Dee', name: 'Dee', squad: squad(DEE_TEXT) },
              { id: 'Eve', name: 'Eve', squad: squad(ANNA_TEXT) },
            ],
          }),
        ),
      ),
    );
    saveTable(five);
    render(<TablePage />);
    expect(screen.getByText('Setup on a 3x6 ft play surface')).toBeTruthy();
    for (const corner of ['north-west corner', 'north-east corner', 'south-east corner'])
      click(corner);
    expect(screen.getAllByRole('button', { name: /corner$/ }).map((b) => b.textContent)).toEqual([
      'south-west corner',
    ]);
    click('south-west corner');
    const last = replayTable(five).order?.[4];
    expect(document.querySelector('.aoa-now p')?.textContent).toBe(
      `${last} chooses a setup point:`,
    );
    fireEvent.change(screen.getByLabelText('cm from its west or north end'), {
      target: { value: '40' },
    });
    click(`Set ${last}'s edge point`);
    expect(screen.getByRole('alert').textContent).toMatch(
      /^40 cm along the north edge is 40\.0 cm from \w+'s setup point: within Range 3 of that setup area/,
    );
    fireEvent.change(screen.getByLabelText('cm from its west or north end'), {
      target: { value: '91' },
    });
    click(`Set ${last}'s edge point`);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(`${last} set up at 91 cm along the north edge`)).toBeTruthy();
  });

  it('XW-AOA-09: shows the tie roll; the winner chooses a place; setup can be skipped', () => {
    saveTable({
      ...newTable('a'),
      seats: [
        { id: 'Anna', name: 'Anna', squad: squad(ANNA_TEXT) },
        { id: 'Ben', name: 'Ben', squad: squad(BEN_TEXT) },
        { id: 'Cy', name: 'Cy', squad: squad(CY_TEXT) },
      ],
    });
    render(<TablePage />);
    click('Lists ready: decide the initiative');
    expect(document.querySelector('.aoa-init__roll')?.textContent).toBe(
      'Tie roll Anna and Ben tied at 35 points: the d20 rolled 17, so Ben chooses first.',
    );
    expect(screen.getByText('Cy (36 points) alone at this skill.')).toBeTruthy();
    click('3rd place');
    expect(document.querySelector('.aoa-init__places')?.textContent).toBe('1st Cy2nd Anna3rd Ben');
    expect(document.querySelector('.aoa-now p')?.textContent).toBe('Cy chooses a setup point:');
    click('north-west corner');
    expect(document.querySelector('.aoa-checklist .is-done')?.textContent).toContain(
      'Cy set up at the north-west corner',
    );
    click('Undo the last step');
    expect(document.querySelector('.aoa-checklist .is-done')).toBeNull();
    click('Skip the checklist: begin round 1');
    expect(document.querySelector('.aoa-phase__name')?.textContent).toBe('Planning phase');
  });

  it('XW-AOA-15, XW-AOA-16, XW-AOA-17, XW-AOA-18, XW-AOA-19, XW-AOA-21, XW-AOA-23: a round entered through the forms, a refusal, undo and a reload', () => {
    const table = done(
      startPlay(
        done(
          choosePlace(
            done(
              lockLists({
                ...newTable('a'),
                seats: [
                  { id: 'Anna', name: 'Anna', squad: squad(ANNA_TEXT) },
                  { id: 'Ben', name: 'Ben', squad: squad(BEN_TEXT) },
                  { id: 'Cy', name: 'Cy', squad: squad(CY_TEXT) },
                ],
              }),
            ),
            'Ben',
            2,
          ),
        ),
      ),
    );
    saveTable(table);
    const { unmount } = render(<TablePage />);
    expect(document.querySelector('form, .aoa-attack')).toBeNull();
    click('Dials set: on to Activation');
    const order = (name: string) =>
      [...document.querySelectorAll(`.aoa-order[aria-label="${name}"] li`)].map((li) =>
        li.getAttribute('data-ship'),
      );
    // The Wingman moves at its own skill, first; equal skills go in initiative order.
    expect(order('Activation order')).toEqual([
      'Cy/wingman',
      'Cy/ace-1',
      'Anna/ace-1',
      'Ben/ace-1',
    ]);
    click('All ships moved: on to Combat');
    expect(order('Combat order')).toEqual(['Anna/ace-1', 'Ben/ace-1', 'Cy/ace-1', 'Cy/wingman']);
    // Friendly ships are no targets: Mauler's own Wingman is not offered (XW-AOA-16).
    pick('Attacker', 'Mauler Mithel');
    const targets = document.querySelector('fieldset[data-choice=Target]') as HTMLElement;
    expect(within(targets).queryByRole('radio', { name: /Academy Pilot/ })).toBeNull();
    pick('Attacker', 'Wedge Antilles');
    pick('Target', 'Mauler Mithel');
    click('Destroyed: Kill +5 VP');
    expect(vp('Anna')).toBe('5');
    expect(document.querySelector('.aoa-seat[data-player="Anna"] .aoa-seat__sd')?.textContent).toBe(
      '24 SD',
    );
    // The respawn: Youngster may take both of Mauler's cards; the points follow the choice.
    const respawn = within(document.querySelector('.aoa-respawn') as HTMLElement);
    expect(respawn.getByRole('heading').textContent).toBe(
      'Cy’s ship respawns as "Youngster" (PS 6)',
    );
    expect(respawn.getByText(/fires at PS 6 if a target is in arc/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'All ships fired: on to the End Phase' }),
    ).toHaveProperty('disabled', true);
    fireEvent.click(respawn.getByRole('checkbox', { name: /Predator/ }));
    expect(document.querySelector('.aoa-respawn__cost')?.textContent).toBe(
      '"Youngster" with these upgrades: 19 points',
    );
    fireEvent.click(respawn.getByRole('checkbox', { name: /Predator/ }));
    click('Respawn "Youngster"');
    expect(document.querySelector('tr[data-ship="Cy/ace-2"]')?.textContent).toContain('22');
    // Cy's Youngster fires at PS 6; then Wedge (PS 9) cannot fire again: its step has passed.
    pick('Attacker', 'Youngster');
    pick('Target', 'Soontir Fel');
    fireEvent.click(screen.getByRole('button', { name: 'One more: Damage cards dealt' }));
    click('Damaged: Assist +1 VP');
    expect(vp('Cy')).toBe('1');
    pick('Attacker', 'Wedge Antilles');
    pick('Target', 'Soontir Fel');
    fireEvent.click(screen.getByRole('button', { name: 'One more: Shields removed' }));
    click('Damaged: Assist +1 VP');
    expect(screen.getByRole('alert').textContent).toBe(
      'Wedge Antilles (PS 9) fires before the PS 6 step now being resolved; its step has passed.',
    );
    expect(vp('Anna')).toBe('5');
    expect(document.querySelector('.aoa-ledger__last')?.textContent).toBe(
      'Last entry: "Youngster" (Cy) damaged Soontir Fel (Ben) (1 damage).',
    );
    click('Undo the last entry');
    expect(vp('Cy')).toBe('0');
    expect(document.querySelector('tr[data-ship="Cy/ace-2"]')?.getAttribute('data-fire')).toBe(
      'yes',
    );
    // A reload (a new page over the same storage) finds the game where it was.
    unmount();
    render(<TablePage />);
    expect(document.querySelector('.aoa-phase__name')?.textContent).toBe('Combat phase');
    expect([vp('Cy'), vp('Anna'), vp('Ben')]).toEqual(['0', '5', '0']);
    expect(JSON.parse(localStorage.getItem(tableKey()) ?? '{}').entries).toHaveLength(4);
  });
});

/** Two identical X-wings trading kills to 20 VP each with equal Ships Destroyed. */
function mirrorToTwenty(): AoaTable {
  let t = done(
    fillPlaces(
      done(
        lockLists({
          ...newTable('mirror'),
          seats: [
            { id: 'Anna', name: 'Anna', squad: squad(ANNA_TEXT) },
            { id: 'Bo', name: 'Bo', squad: squad(ANNA_TEXT) },
          ],
        }),
      ),
    ),
  );
  t = done(startPlay(t));
  const order = replayTable(t).order ?? [];
  const [a = '', b = ''] = order;
  const step = (entry: unknown) => {
    t = done(enter(t, entry));
  };
  const back = (player: string) => {
    const g = replayTable(t).game;
    const list = g?.lists.find((l) => l.player === player);
    const choice = g ? nextRespawn(g, player) : undefined;
    if (!list || !choice) throw new Error('no respawn');
    step({ type: 'respawn', player, upgrades: firstLoadout(choice, list) });
  };
  for (let life = 1; life <= 4; life++) {
    step({ type: 'advance' });
    step({ type: 'advance' });
    step({ type: 'kill', attacker: `${a}/ace-${life}`, target: `${b}/ace-${life}` });
    back(b);
    step({ type: 'kill', attacker: `${b}/ace-${life + 1}`, target: `${a}/ace-${life}` });
    back(a);
    step({ type: 'advance' });
    step({ type: 'advance' });
  }
  return t;
}

describe('the end of a game', () => {
  it('XW-AOA-27: equal VP and Ships Destroyed at 20 asks for the Final Salvo, then shows the winner', () => {
    const t = mirrorToTwenty();
    expect(replayTable(t).game?.outcome).toEqual({ kind: 'final-salvo', players: ['Anna', 'Bo'] });
    saveTable(t);
    render(<TablePage />);
    const tie = within(screen.getByRole('region', { name: 'Final Salvo' }));
    expect(tie.getByRole('heading').textContent).toBe(
      'Anna and Bo are tied on Victory Points and Ships Destroyed',
    );
    fireEvent.click(tie.getByRole('button', { name: 'Bo won the Final Salvo' }));
    expect(document.querySelector('.aoa-result__winner')?.textContent).toBe(
      '★ Bo wins the game: won the Final Salvo. The game ended in round 4.',
    );
    expect(
      [...document.querySelectorAll('.aoa-result__table tbody tr')].map((r) => r.textContent),
    ).toEqual(
      replayTable(t).game?.order.map((p) =>
        p === 'Bo' ? `${p}winner20${sdOf(t, p)}` : `${p}20${sdOf(t, p)}`,
      ),
    );
    expect(document.querySelector('.aoa-stages [aria-current=step]')?.textContent).toBe('4 Result');
    expect(screen.getByRole('textbox', { name: 'The result, to copy' })).toBeTruthy();
  });
});

function sdOf(t: AoaTable, player: string): number {
  return replayTable(t).game?.scores.find((s) => s.player === player)?.sd ?? -1;
}

/** An event's view with one pod of three, as the server would answer. */
function eventAnswer(format = 'ace-of-aces', formatName = 'Ace of Aces') {
  return {
    id: 'Ev3nt_42',
    kind: 'event',
    revision: 7,
    createdAt: 0,
    updatedAt: 0,
    as: { kind: 'player', player: 'p2' },
    view: {
      event: { name: 'Friday Aces', format, formatName },
      players: [
        { id: 'p1', name: 'Anna', joinedRound: 1, dropped: false, squad: ANNA_TEXT },
        { id: 'p2', name: 'Ben', joinedRound: 1, dropped: false, squad: BEN_XWS },
        { id: 'p3', name: 'Cy', joinedRound: 1, dropped: false },
        { id: 'p4', name: 'Dee', joinedRound: 1, dropped: false },
      ],
      rounds: [
        {
          number: 1,
          tables: [
            { number: 1, players: ['p4'], status: 'waiting', result: null },
            { number: 2, players: ['p3', 'p1', 'p2'], status: 'waiting', result: null },
          ],
        },
      ],
    },
  };
}

function stubServer(answer: unknown) {
  const posts: { url: string; body: unknown; auth: string | undefined }[] = [];
  const gets: (string | undefined)[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (init.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)), auth: headers.authorization });
      return new Response(JSON.stringify({ revision: 8, view: {} }), { status: 200 });
    }
    gets.push(headers.authorization);
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  return { posts, gets };
}

const POD = { event: 'Ev3nt_42', round: 1, table: 2 };

describe('an event’s pod', () => {
  it('takes the pod’s players and the squads the event shows, and submits the result with the participant’s code', async () => {
    localStorage.setItem(
      'drift:event:Ev3nt_42',
      JSON.stringify({ player: 'p2', code: 'K7QM-3XPA-D9RT', codes: {}, seen: 1 }),
    );
    const server = stubServer(eventAnswer());
    render(<TablePage pod={POD} />);
    await screen.findByText('Friday Aces: the pod’s game on this device, scored as you go.');
    await screen.findByText('Cy');
    expect(server.gets).toEqual(['Bearer K7QM-3XPA-D9RT']);
    expect(
      [...document.querySelectorAll('li.aoa-seatcard')].map((li) => li.getAttribute('data-seat')),
    ).toEqual(['Cy', 'Anna', 'Ben']);
    expect(card('Anna').getByText('Squad registered with the event.')).toBeTruthy();
    expect(card('Ben').getByText('Legal for Ace of Aces · 35 points')).toBeTruthy();
    paste('Cy', CY_TEXT);
    click('Lists ready: decide the initiative');
    // This pod's seed gives the tie roll to Anna, who goes last of the PS 9 pilots.
    expect(document.querySelector('.aoa-init__roll')?.textContent).toContain(
      'so Anna chooses first',
    );
    click('3rd place');
    click('Skip the checklist: begin round 1');
    click('Dials set: on to Activation');
    click('All ships moved: on to Combat');
    pick('Attacker', 'Wedge Antilles');
    pick('Target', 'Mauler Mithel');
    click('Destroyed: Kill +5 VP');
    click('Respawn "Youngster"');
    click('Time called: show the result now');
    expect(document.querySelector('.aoa-result__early')?.textContent).toBe(
      'Time called in round 1: nobody has won, and the result stands as scored so far.',
    );
    click('Submit to the event');
    await screen.findByText(
      'The result is submitted: the other players of the pod confirm it on their event page.',
    );
    expect(server.posts).toEqual([
      {
        url: '/api/org/events/Ev3nt_42/commands',
        auth: 'Bearer K7QM-3XPA-D9RT',
        body: {
          command: {
            type: 'SubmitResult',
            round: 1,
            table: 2,
            result: {
              players: [
                { player: 'p3', vp: 0, sd: 0 },
                { player: 'p2', vp: 0, sd: 0 },
                { player: 'p1', vp: 5, sd: 24 },
              ],
              winner: null,
            },
          },
        },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe(
      '#/org/events/Ev3nt_42',
    );
  });

  it('without a key, shows the result to copy instead of sending it', async () => {
    stubServer(eventAnswer());
    render(<TablePage pod={POD} />);
    await screen.findByText('Cy');
    paste('Cy', CY_TEXT);
    click('Lists ready: decide the initiative');
    click('3rd place');
    click('Skip the checklist: begin round 1');
    click('Time called: show the result now');
    expect(screen.queryByRole('button', { name: /Submit to the event/ })).toBeNull();
    expect(
      screen.getByText(
        'This browser holds no code for the event: enter this result on the event page, or give it to the organizer.',
      ),
    ).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'The result, to copy' }) as HTMLTextAreaElement).value,
    ).toBe(
      'Round 1, pod 2\nCy: 0 VP, 0 Ships Destroyed\nBen: 0 VP, 0 Ships Destroyed\nAnna: 0 VP, 0 Ships Destroyed\n',
    );
  });

  it('says so when the event is not Ace of Aces, has no such pod, or cannot be reached', async () => {
    stubServer(eventAnswer('political-escort', 'Political Escort'));
    render(<TablePage pod={POD} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Friday Aces plays Political Escort, not Ace of Aces.',
    );
    cleanup();
    stubServer(eventAnswer());
    render(<TablePage pod={{ ...POD, table: 9 }} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Friday Aces has no pod 9 in round 1.',
    );
    cleanup();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('down');
    });
    render(<TablePage pod={POD} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server does not answer. Is it running? Trying again may help.',
    );
  });
});
