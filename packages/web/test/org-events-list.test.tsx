// @vitest-environment happy-dom
/**
 * The events list (`#/org/events`) over a stand-in for the server's public list: this browser's
 * events and the server's, newest first, each a link to its page; a new event; a player's code
 * typed for an event (or the join link pasted) leads to the join page; the event pages'
 * "Events" crumb leads back here.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventPage } from '../src/org/events/EventPage.tsx';
import { EventsPage } from '../src/org/events/EventsPage.tsx';
import { JoinPage } from '../src/org/events/JoinPage.tsx';
import { joinTarget } from '../src/org/events/list.ts';
import { NewEventPage } from '../src/org/events/NewEventPage.tsx';

const summary = (name: string, status: string, players: number) => ({
  name,
  format: 'ace-of-aces',
  formatName: 'Ace of Aces',
  status,
  players,
  rounds: 0,
});

/** The server's list as GET /api/org/events answers it (most recently changed first). */
const LISTED = [
  {
    id: 'evt-old-01',
    revision: 9,
    createdAt: 1_000,
    updatedAt: 9_000,
    summary: summary('Old Cup', 'finished', 8),
  },
  {
    id: 'evt-new-03',
    revision: 1,
    createdAt: 3_000,
    updatedAt: 3_500,
    summary: summary('New Cup', 'registration', 1),
  },
  {
    id: 'evt-mid-02',
    revision: 4,
    createdAt: 2_000,
    updatedAt: 4_000,
    summary: summary('Mid Cup', 'running', 4),
  },
];

function keep(id: string, entry: Record<string, unknown>): void {
  localStorage.setItem(`drift:event:${id}`, JSON.stringify({ codes: {}, ...entry }));
}

let calls: string[];

function stubServer(answer: (path: string) => Response | Promise<Response>): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      return answer(path);
    }),
  );
}

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  localStorage.clear();
  location.hash = '';
  stubServer((path) =>
    path.startsWith('/api/org/events?')
      ? json(200, { records: LISTED })
      : json(404, { code: 'NoOrgRecord', message: 'No such event.' }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const names = (section: HTMLElement) =>
  [...section.querySelectorAll('li')].map((li) => li.getAttribute('data-event'));
const section = (c: HTMLElement, name: string) =>
  c.querySelector<HTMLElement>(`[data-section=${name}]`) as HTMLElement;

describe('the events list', () => {
  it('shows this browser’s events and the server’s, newest first, each linking to its page', async () => {
    keep('evt-mine-1', { name: 'My Night', organizerToken: 'tok', seen: 10 });
    keep('evt-mid-02', { name: 'Mid Cup', code: 'AAAA-BBBB-CCCC', player: 'p2', seen: 20 });
    keep('evt-gone-1', { name: 'Forgotten', seen: 30 }); // neither token nor code: not held
    const { container: c } = render(<EventsPage />);
    await waitFor(() => expect(names(section(c, 'server'))).toHaveLength(3));
    expect(calls).toEqual(['/api/org/events?limit=50']);
    expect(names(section(c, 'server'))).toEqual(['evt-new-03', 'evt-mid-02', 'evt-old-01']);
    expect(names(section(c, 'yours'))).toEqual(['evt-mid-02', 'evt-mine-1']);
    const mid = section(c, 'yours').querySelector('[data-event=evt-mid-02]') as HTMLElement;
    expect(mid.textContent).toBe('Mid CupAce of Aces · Running · 4 playersYou play');
    const mine = section(c, 'yours').querySelector('[data-event=evt-mine-1]') as HTMLElement;
    expect(mine.textContent).toBe('My NightYou organize');
    expect(within(mine).getByRole('link', { name: 'My Night' }).getAttribute('href')).toBe(
      '#/org/events/evt-mine-1',
    );
    const old = section(c, 'server').querySelector('[data-event=evt-old-01]') as HTMLElement;
    expect(within(old).getByRole('link').getAttribute('href')).toBe('#/org/events/evt-old-01');
    expect(old.textContent).toBe('Old CupAce of Aces · Finished · 8 players');
    expect(screen.getByRole('link', { name: 'New event' }).getAttribute('href')).toBe(
      '#/org/events/new',
    );
    expect(document.title).toBe('Events · Drift');
  });

  it('says when the server does not answer, and still lists this browser’s events', async () => {
    keep('evt-mine-1', { name: 'My Night', organizerToken: 'tok', seen: 10 });
    stubServer(() => Promise.reject(new Error('down')));
    const { container: c } = render(<EventsPage />);
    await waitFor(() =>
      expect(within(section(c, 'server')).getByRole('alert').textContent).toMatch(
        /server does not answer/,
      ),
    );
    expect(names(section(c, 'yours'))).toEqual(['evt-mine-1']);
  });

  it('says so when there is nothing yet', async () => {
    stubServer(() => json(200, { records: [] }));
    const { container: c } = render(<EventsPage />);
    await waitFor(() =>
      expect(section(c, 'server').textContent).toContain('No events on this server yet.'),
    );
    expect(section(c, 'yours').textContent).toContain('None in this browser yet');
  });

  it('a code typed for the event picked, or a join link pasted, opens the join page', async () => {
    render(<EventsPage />);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    const code = screen.getByLabelText('Your code or join link');
    const join = screen.getByRole('button', { name: 'Join' });
    fireEvent.change(code, { target: { value: '7KQM-3XPA-D9RT' } });
    fireEvent.click(join);
    expect(screen.getByRole('alert').textContent).toBe('Pick the event you play in, then open it.');
    expect(location.hash).toBe('');
    fireEvent.change(screen.getByLabelText('Event'), { target: { value: 'evt-mid-02' } });
    fireEvent.change(code, { target: { value: '7KQM' } });
    fireEvent.click(join);
    expect(screen.getByRole('alert').textContent).toMatch(/^A code looks like 7KQM-3XPA-D9RT/);
    fireEvent.change(code, { target: { value: ' 7KQM-3XPA-D9RT ' } });
    fireEvent.click(join);
    expect(location.hash).toBe('#/org/events/evt-mid-02/join/7KQM-3XPA-D9RT');
    fireEvent.change(code, {
      target: { value: 'https://drift.example/#/org/events/evt-old-01/join/ABCD-EFGH-JKLM' },
    });
    fireEvent.click(join);
    expect(location.hash).toBe('#/org/events/evt-old-01/join/ABCD-EFGH-JKLM');
  });

  it('reads typed codes and pasted links without throwing', () => {
    expect(joinTarget('', 'evt-1')).toEqual({
      ok: false,
      message: 'Type the code the organizer gave you.',
    });
    expect(joinTarget('https://x/#/org/coruscant/camp-web-01', null)).toEqual({
      ok: false,
      message: 'That link is not an event’s join link.',
    });
    expect(joinTarget('not a code!', 'evt-1')).toMatchObject({ ok: false });
    // Spaces typed between the groups are dropped.
    expect(joinTarget('7kqm 3xpa d9rt', 'evt-abc-1')).toEqual({
      ok: true,
      route: { page: 'org-event-join', id: 'evt-abc-1', code: '7kqm3xpad9rt' },
    });
  });
});

describe('the "Events" crumb', () => {
  const crumb = () =>
    within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
      name: 'Events',
    });

  it('leads to the events list from an event, a new event and a join link', async () => {
    render(<EventPage id="evt-none-1" />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No such event' })).toBeTruthy(),
    );
    expect(crumb().getAttribute('href')).toBe('#/org/events');
    cleanup();
    render(<NewEventPage />);
    expect(crumb().getAttribute('href')).toBe('#/org/events');
    cleanup();
    render(<JoinPage id="evt-none-1" code="7KQM-3XPA-D9RT" />);
    expect(crumb().getAttribute('href')).toBe('#/org/events');
  });
});
