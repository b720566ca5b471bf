// @vitest-environment happy-dom
/**
 * The event pages over a stand-in for the server: `fetch` answers from an event record kept by
 * the formats' own event kind (the same create, apply and view the server runs), with tokens
 * and codes as the server checks them. The organizer registers and pairs, a player confirms or
 * disputes on their page, a code typed or followed opens the player's page.
 */
import { type EventRecord, eventKind, FORMAT_PLUGINS } from '@drift/formats';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRoute, routeHash } from '../src/app/router.ts';
import { EventPage } from '../src/org/events/EventPage.tsx';
import { JoinPage } from '../src/org/events/JoinPage.tsx';
import { keepEvent, keptEvent, keptEvents } from '../src/org/events/keep.ts';
import { formatFromSlug, NewEventPage } from '../src/org/events/NewEventPage.tsx';
import { pastedPlayers } from '../src/org/events/organizer/Players.tsx';
import { correctedTables, statusOf } from '../src/org/events/words.ts';

const kind = eventKind(FORMAT_PLUGINS);
const ID = 'evt123456';
const ORG = 'organizer-token';
const codeOf = (player: string) => `CODE-${player.toUpperCase()}-XYZ`;

/** The stand-in server: one event, its revision, and every command it was sent. */
class FakeServer {
  record: EventRecord | null = null;
  revision = 0;
  readonly sent: unknown[] = [];
  now = Date.now();

  make(input: unknown): EventRecord {
    const r = kind.create(input, { now: this.now, seed: 'test' });
    if (!r.ok) throw new Error(r.error.message);
    this.record = r.value;
    return r.value;
  }

  apply(actor: Parameters<typeof kind.apply>[1], command: unknown) {
    if (!this.record) throw new Error('no event');
    const r = kind.apply(this.record, actor, command, ++this.now);
    if (r.ok) {
      this.record = r.value.record;
      this.revision++;
    }
    return r;
  }

  actor(auth: string | undefined): Parameters<typeof kind.apply>[1] | null {
    if (!auth) return { kind: 'public' };
    const token = auth.replace(/^Bearer /, '');
    if (token === ORG) return { kind: 'organizer' };
    const player = this.record?.players.find((p) => codeOf(p.id) === token);
    return player ? { kind: 'player', player: player.id } : null;
  }

  readonly fetch = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/api/org/events' && init.method === 'POST') {
      const record = this.make(body);
      return json(201, {
        id: ID,
        organizerToken: ORG,
        revision: 0,
        view: kind.view(record, { kind: 'organizer' }),
      });
    }
    const actor = this.actor(headers.authorization);
    if (actor === null)
      return json(401, { code: 'UnknownOrgToken', message: 'That token is no one’s here.' });
    if (!this.record) return json(404, { code: 'NoOrgRecord', message: 'No such event.' });
    if (path === `/api/org/events/${ID}` && (init.method ?? 'GET') === 'GET') {
      return json(200, {
        id: ID,
        revision: this.revision,
        updatedAt: this.now,
        as: actor,
        view: kind.view(this.record, actor),
      });
    }
    if (path === `/api/org/events/${ID}/commands`) {
      this.sent.push(body.command);
      if (body.revision !== undefined && body.revision !== this.revision)
        return json(409, { code: 'RecordChanged', message: 'Changed meanwhile.' });
      const r = this.apply(actor, body.command);
      if (!r.ok) return json(400, r.error);
      return json(200, { revision: this.revision, view: kind.view(this.record, actor) });
    }
    if (path === `/api/org/events/${ID}/participants`) {
      const code = codeOf(body.player);
      return json(201, { player: body.player, code, path: `#/org/events/${ID}/join/${code}` });
    }
    return json(404, { code: 'NotFound', message: path });
  };
}

let server: FakeServer;

beforeEach(() => {
  server = new FakeServer();
  localStorage.clear();
  location.hash = '';
  vi.stubGlobal('fetch', vi.fn(server.fetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A Political Escort event of `n` players, made on the stand-in server. */
function escortEvent(n: number): void {
  server.make({ name: 'Escort night', format: 'political-escort', rounds: 3 });
  for (let i = 1; i <= n; i++)
    server.apply(
      { kind: 'organizer' },
      { type: 'Register', name: `Pilot ${String.fromCharCode(64 + i)}` },
    );
}

const escortResult = (a: string, b: string) => ({
  games: [
    {
      attacker: a,
      ending: 'destroyed',
      destroyed: { [a]: 40, [b]: 20 },
      shuttle: { upgradePoints: 10 },
    },
    {
      attacker: b,
      ending: 'escaped',
      destroyed: { [b]: 10, [a]: 30 },
      shuttle: { upgradePoints: 6, damage: 2 },
    },
  ],
});

describe('the event addresses', () => {
  it('read a join link and write it back; a code too short is no address', () => {
    const hash = `#/org/events/${ID}/join/7KQM-3XPA-D9RT`;
    expect(parseRoute(hash)).toEqual({ page: 'org-event-join', id: ID, code: '7KQM-3XPA-D9RT' });
    expect(routeHash({ page: 'org-event-join', id: ID, code: '7KQM-3XPA-D9RT' })).toBe(hash);
    expect(parseRoute(`#/org/events/${ID}/join/7KQM`)).toEqual({
      page: 'missing',
      path: `/org/events/${ID}/join/7KQM`,
    });
  });

  it('name an event format by its id or its catalogue slug', () => {
    expect(formatFromSlug('political-escort')).toBe('political-escort');
    expect(formatFromSlug('standard')).toBe('standard');
    expect(formatFromSlug('chess')).toBeUndefined();
    expect(formatFromSlug(undefined)).toBeUndefined();
  });
});

describe('a new event', () => {
  it('XW-PE-23, XW-PE-24: offers the format’s advice and round time, creates it and keeps the organizer’s token', async () => {
    render(<NewEventPage format="political-escort" />);
    expect(screen.getByRole('textbox', { name: 'Rounds planned' })).toHaveProperty('value', '3');
    expect(screen.getByRole('textbox', { name: 'Minutes a round' })).toHaveProperty('value', '95');
    expect(document.querySelector('.event-new__plan')?.textContent).toContain('3-4 recommended');
    expect(document.querySelector('.event-new__plan')?.textContent).toContain(
      'Finish the round, swap roles at 45',
    );
    // Political Escort plays no cut: nothing to choose.
    expect(document.querySelector('#event-cut')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create the event' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name the event.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Escort night' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Players may register themselves/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create the event' }));
    await waitFor(() => expect(location.hash).toBe(`#/org/events/${ID}`));
    expect(server.record).toMatchObject({
      name: 'Escort night',
      format: 'political-escort',
      plannedRounds: 3,
      roundMinutes: 95,
      selfRegistration: true,
      publishLists: false,
    });
    expect(keptEvent(ID)).toMatchObject({ organizerToken: ORG, name: 'Escort night' });
  });

  it('offers a top cut where the format plays one', () => {
    render(<NewEventPage />);
    fireEvent.click(screen.getByRole('radio', { name: /Standard 100-point/ }));
    const cut = document.querySelector<HTMLSelectElement>('#event-cut');
    expect([...(cut?.options ?? [])].map((o) => o.textContent)).toEqual([
      'No cut',
      'Top 2',
      'Top 4',
      'Top 8',
      'Top 16',
    ]);
    expect(screen.getByRole('textbox', { name: 'Minutes a round' })).toHaveProperty('value', '75');
  });
});

describe('the organizer’s page', () => {
  it('XW-PE-27, XW-PE-24: registers pasted players, pairs round 1 with its bye, starts the clock with the swap mark', async () => {
    server.make({ name: 'Escort night', format: 'political-escort', rounds: 3 });
    keepEvent(ID, (e) => ({ ...e, organizerToken: ORG }));
    render(<EventPage id={ID} />);
    const paste = await screen.findByRole('textbox', { name: /One player a line/ });
    fireEvent.change(paste, {
      target: { value: '1. Ann\n- Bob, Rogue Squadron\n\nCyd\nDee\nEve' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register 5 players' }));
    await waitFor(() =>
      expect(document.querySelectorAll('.event-players__table tbody tr')).toHaveLength(5),
    );
    expect(server.record?.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cyd', 'Dee', 'Eve']);
    expect(server.record?.players[1]?.club).toBe('Rogue Squadron');
    // Codes for everyone, kept in this browser.
    fireEvent.click(screen.getByRole('button', { name: 'Make codes for everyone' }));
    await waitFor(() => expect(Object.keys(keptEvent(ID)?.codes ?? {})).toHaveLength(5));
    fireEvent.click(screen.getByRole('tab', { name: 'Rounds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pair round 1' }));
    const round = await screen.findByRole('region', { name: 'Round 1 pairings' });
    expect(round.querySelectorAll('li[data-table]')).toHaveLength(2);
    expect(round.querySelector('[data-bye]')?.textContent).toContain('2 VP and 200 MOV');
    expect(server.sent.at(-1)).toEqual({ type: 'PairRound', allowRematches: false });
    fireEvent.click(screen.getByRole('button', { name: 'Start the clock' }));
    const clock = await screen.findByRole('timer');
    // 45 and 95 minutes from the start, counting down (a second may pass meanwhile).
    expect(clock.textContent).toMatch(/Finish the round, swap roles in (45:00|44:5\d)/);
    expect(clock.textContent).toMatch(/Round ends in (95:00|94:5\d)/);
  });

  it('shows a dispute with its reason, and sets the table’s result from the form', async () => {
    escortEvent(4);
    server.apply({ kind: 'organizer' }, { type: 'PairRound' });
    const t = server.record?.rounds[0]?.tables[0];
    const [a = '', b = ''] = t?.players ?? [];
    server.apply(
      { kind: 'player', player: a },
      { type: 'SubmitResult', round: 1, table: 1, result: escortResult(a, b) },
    );
    server.apply(
      { kind: 'player', player: b },
      { type: 'DisputeResult', round: 1, table: 1, reason: 'I had 30 in game 2' },
    );
    keepEvent(ID, (e) => ({ ...e, organizerToken: ORG }));
    render(<EventPage id={ID} />);
    const card = (
      await screen.findByRole('region', { name: 'Round 1 pairings' })
    ).querySelector<HTMLElement>('li[data-table="1"]');
    if (!card) throw new Error('no table 1');
    expect(card.dataset.status).toBe('disputed');
    expect(card.textContent).toContain('I had 30 in game 2');
    fireEvent.click(within(card).getByRole('button', { name: /^Settle/ }));
    const editor = await screen.findByRole('region', { name: 'Table 1 result' });
    expect(editor.textContent).toContain('disputes it: “I had 30 in game 2”');
    // The form starts from the entered result; the organizer changes one number and sets it.
    const g2 = editor.querySelector<HTMLElement>('[data-game="2"]') as HTMLElement;
    const name = server.record?.players.find((p) => p.id === a)?.name;
    fireEvent.change(within(g2).getByRole('textbox', { name: `Destroyed by ${name}` }), {
      target: { value: '30' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Set this result' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Table 1 result' })).toBeNull(),
    );
    expect(server.sent.at(-1)).toMatchObject({ type: 'SetResult', round: 1, table: 1 });
    const counted = server.record?.rounds[0]?.tables[0]?.result;
    expect(counted?.counted).toBe(true);
    // Set over the players' entry: a correction, shown as one.
    await waitFor(() =>
      expect(document.querySelector('li[data-table="1"]')?.getAttribute('data-status')).toBe(
        'corrected',
      ),
    );
  });
});

describe('the organizer’s round tools', () => {
  it('GAP-XW-12: swaps two players of different tables before their results', async () => {
    escortEvent(4);
    server.apply({ kind: 'organizer' }, { type: 'PairRound' });
    const [t1, t2] = server.record?.rounds[0]?.tables ?? [];
    const a = t1?.players[0] ?? '';
    const c = t2?.players[0] ?? '';
    keepEvent(ID, (e) => ({ ...e, organizerToken: ORG }));
    render(<EventPage id={ID} />);
    await screen.findByRole('region', { name: 'Round 1 pairings' });
    fireEvent.click(screen.getByText('Swap two players'));
    fireEvent.change(screen.getByRole('combobox', { name: 'First player to swap' }), {
      target: { value: a },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Second player to swap' }), {
      target: { value: c },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Even if it makes a rematch/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(server.record?.rounds[0]?.tables[0]?.players).toContain(c));
    expect(server.sent.at(-1)).toEqual({ type: 'SwapPlayers', a, b: c, force: true });
    await waitFor(() =>
      expect(document.querySelector(`li[data-table="1"] [data-player=${c}]`)).not.toBeNull(),
    );
  });

  it('plays a top 4 cut after the Swiss rounds, to a winner shown with the standings', async () => {
    server.make({ name: 'Store night', format: 'standard', rounds: 1 });
    for (const name of ['Ann', 'Bob', 'Cyd', 'Dee', 'Eve'])
      server.apply({ kind: 'organizer' }, { type: 'Register', name });
    const win = (round: number) => {
      for (const t of server.record?.rounds.find((r) => r.number === round)?.tables ?? []) {
        const [x = '', y = ''] = t.players;
        server.apply(
          { kind: 'organizer' },
          {
            type: 'SetResult',
            round,
            table: t.number,
            result: { destroyed: { [x]: 60, [y]: 20 } },
          },
        );
      }
    };
    server.apply({ kind: 'organizer' }, { type: 'PairRound' });
    win(1);
    keepEvent(ID, (e) => ({ ...e, organizerToken: ORG }));
    const first = render(<EventPage id={ID} />);
    // The one planned round is played: the cut, or one more round, or the end.
    await screen.findByRole('button', { name: 'Plan one more round' });
    expect(screen.queryByRole('button', { name: /^Pair round/ })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Cut size' }), {
      target: { value: '4' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start the cut' }));
    const cut = await screen.findByRole('region', { name: 'Cut round 1 pairings' });
    expect(cut.querySelectorAll('li[data-table]')).toHaveLength(2);
    expect(server.sent.at(-1)).toEqual({ type: 'StartCut', size: 4 });
    first.unmount();
    win(2);
    render(<EventPage id={ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pair the next cut round' }));
    const final = await screen.findByRole('region', { name: 'Cut round 2 pairings' });
    // The final, entered on its form.
    fireEvent.click(within(final).getByRole('button', { name: /^Enter result/ }));
    const editor = await screen.findByRole('region', { name: 'Table 1 result' });
    const [x = '', y = ''] = server.record?.rounds.at(-1)?.tables[0]?.players ?? [];
    const box = (p: string) =>
      within(editor.querySelector<HTMLElement>(`[data-player=${p}]`) as HTMLElement).getByRole(
        'textbox',
        { name: 'Points destroyed' },
      );
    fireEvent.change(box(x), { target: { value: '35' } });
    fireEvent.change(box(y), { target: { value: '80' } });
    fireEvent.click(within(editor).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Enter this result' }));
    // The final's winner ends the event by itself.
    await waitFor(() => expect(server.record?.status).toBe('finished'));
    expect(screen.queryByRole('button', { name: 'Finish the event' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Standings' }));
    const champion = document.querySelector('.event-champion');
    expect(champion?.getAttribute('data-champion')).toBe(y);
    expect(document.querySelector('.standings tbody tr')?.getAttribute('data-player')).toBe(y);
  });
});

describe('a player’s page', () => {
  it('GAP-XW-12: shows the opponent’s entry to confirm, and confirms the submission seen', async () => {
    escortEvent(4);
    server.apply({ kind: 'organizer' }, { type: 'PairRound' });
    const [a = '', b = ''] = server.record?.rounds[0]?.tables[0]?.players ?? [];
    server.apply(
      { kind: 'player', player: a },
      { type: 'SubmitResult', round: 1, table: 1, result: escortResult(a, b) },
    );
    keepEvent(ID, (e) => ({ ...e, code: codeOf(b), player: b, asPlayer: true }));
    render(<EventPage id={ID} />);
    const mine = await screen.findByRole('region', { name: 'Your table' });
    expect(mine.querySelector('.my-table__where')?.textContent).toBe('Table 1');
    const nameA = server.record?.players.find((p) => p.id === a)?.name ?? '';
    expect(mine.querySelector('.my-table__vs')?.textContent).toBe(`vs ${nameA}`);
    expect(mine.querySelector('.my-result__who')?.textContent).toBe(
      `${nameA} entered this result. Is it right?`,
    );
    expect(mine.querySelector('.my-result__lines')?.textContent).toContain('Game 1:');
    fireEvent.click(within(mine).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(mine.querySelector('.my-result')?.getAttribute('data-state')).toBe('counted'),
    );
    expect(server.sent.at(-1)).toEqual({
      type: 'ConfirmResult',
      round: 1,
      table: 1,
      submission: server.record?.rounds[0]?.tables[0]?.result?.submission,
    });
    // Their round in the history, and themselves in the standings.
    expect(document.querySelector('.my-history tr[data-round="1"] th')?.textContent).toBe(nameA);
    expect(document.querySelector('.standings tr.is-you')?.getAttribute('data-player')).toBe(b);
  });

  it('disputes with a reason, and then says so', async () => {
    escortEvent(2);
    server.apply({ kind: 'organizer' }, { type: 'PairRound' });
    const [a = '', b = ''] = server.record?.rounds[0]?.tables[0]?.players ?? [];
    server.apply(
      { kind: 'player', player: a },
      { type: 'SubmitResult', round: 1, table: 1, result: escortResult(a, b) },
    );
    keepEvent(ID, (e) => ({ ...e, code: codeOf(b), player: b, asPlayer: true }));
    render(<EventPage id={ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dispute' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What is wrong?' }), {
      target: { value: 'Game 1 ended at time' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the dispute' }));
    await waitFor(() =>
      expect(document.querySelector('.my-result')?.getAttribute('data-state')).toBe('disputed'),
    );
    expect(server.sent.at(-1)).toMatchObject({
      type: 'DisputeResult',
      reason: 'Game 1 ended at time',
    });
    expect(document.querySelector('.my-result__who')?.textContent).toBe(
      'You disputed this result: the organizer will settle it.',
    );
  });

  it('XW-PE-27: a bye says what it is worth', async () => {
    escortEvent(3);
    server.apply({ kind: 'organizer' }, { type: 'PairRound' });
    const bye = server.record?.rounds[0]?.byes[0] ?? '';
    keepEvent(ID, (e) => ({ ...e, code: codeOf(bye), player: bye, asPlayer: true }));
    render(<EventPage id={ID} />);
    await waitFor(() => expect(document.querySelector('.my-table[data-seat=bye]')).not.toBeNull());
    expect(document.querySelector('.my-table')?.textContent).toContain(
      'It counts as 2 VP and 200 MOV.',
    );
  });
});

describe('the way in for players', () => {
  it('a typed code opens the player’s page; a wrong one says so', async () => {
    escortEvent(2);
    render(<EventPage id={ID} />);
    const box = await screen.findByRole('textbox', { name: 'Your code' });
    fireEvent.change(box, { target: { value: 'NOPE-NOPE-NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open my table' }));
    expect((await screen.findByRole('alert')).textContent).toContain('not one of this event’s');
    fireEvent.change(box, { target: { value: codeOf('p2') } });
    fireEvent.click(screen.getByRole('button', { name: 'Open my table' }));
    await waitFor(() => expect(document.querySelector('[data-as=player]')).not.toBeNull());
    expect(document.querySelector('.event-head__me')?.textContent).toBe('You: Pilot B');
    expect(keptEvent(ID)).toMatchObject({ code: codeOf('p2'), player: 'p2', asPlayer: true });
  });

  it('a join link keeps the code and goes to the event', async () => {
    escortEvent(2);
    render(<JoinPage id={ID} code={codeOf('p1')} />);
    await waitFor(() => expect(location.hash).toBe(`#/org/events/${ID}`));
    expect(keptEvent(ID)).toMatchObject({ code: codeOf('p1'), player: 'p1' });
    expect(keptEvents().map((e) => e.id)).toEqual([ID]);
  });

  it('a stale join link says to ask for a new code', async () => {
    escortEvent(2);
    render(<JoinPage id={ID} code="OLD0-OLD0-OLD0" />);
    expect((await screen.findByRole('alert')).textContent).toContain('no longer works');
  });
});

describe('what the pages say', () => {
  it('reads pasted names, with clubs, dropping list numbers and blank lines', () => {
    expect(pastedPlayers(' 1. Ann \n\n2) Bob, Rogue\n• Cyd,\n')).toEqual([
      { name: 'Ann' },
      { name: 'Bob', club: 'Rogue' },
      { name: 'Cyd' },
    ]);
  });

  it('tells a table entered by the organizer from one corrected over an earlier result', () => {
    escortEvent(4);
    server.apply({ kind: 'organizer' }, { type: 'PairRound' });
    const tables = server.record?.rounds[0]?.tables ?? [];
    const [t1, t2] = tables;
    if (!t1 || !t2) throw new Error('no tables');
    const [a = '', b = ''] = t1.players;
    const [c = '', d = ''] = t2.players;
    server.apply(
      { kind: 'organizer' },
      { type: 'SetResult', round: 1, table: 1, result: escortResult(a, b) },
    );
    server.apply(
      { kind: 'organizer' },
      { type: 'SetResult', round: 1, table: 2, result: escortResult(c, d) },
    );
    server.apply(
      { kind: 'organizer' },
      { type: 'SetResult', round: 1, table: 2, result: escortResult(d, c) },
    );
    const record = server.record as EventRecord;
    for (const actor of [{ kind: 'organizer' }, { kind: 'public' }] as const) {
      const view = kind.view(record, actor);
      const corrected = correctedTables(view);
      expect([...corrected], actor.kind).toEqual(['1:2']);
      const [v1, v2] = view.rounds[0]?.tables ?? [];
      if (!v1 || !v2) throw new Error('no tables');
      expect(statusOf(v1, 1, corrected)).toEqual({ state: 'entered' });
      expect(statusOf(v2, 1, corrected)).toEqual({ state: 'corrected' });
    }
  });

  it('keeps only well-formed entries in this browser', () => {
    localStorage.setItem(
      'drift:event:evt999999',
      '{"organizerToken":5,"codes":{"p1":"A","x":"B"}}',
    );
    localStorage.setItem('drift:event:evt888888', 'not json');
    expect(keptEvent('evt999999')).toEqual({ id: 'evt999999', codes: { p1: 'A' }, seen: 0 });
    expect(keptEvent('evt888888')).toBeNull();
    // Neither holds a token or a code: no event of this browser's.
    expect(keptEvents()).toEqual([]);
  });
});
