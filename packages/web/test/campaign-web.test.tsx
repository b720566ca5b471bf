// @vitest-environment happy-dom
/**
 * The lobby's solo and campaign entries and the campaign page's parts, without a server: the
 * addresses, the solo match's body, the player token kept and replaced, the goal states and the
 * upgrade tracks (XC-CAMP-05, XC-UPG-01) as a player sees them.
 */
import { type CampaignRecord, chooseUpgrade, newCampaign, recordOutcome } from '@drift/xia';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRoute, routeHash } from '../src/app/router.ts';
import { GamesTable } from '../src/campaign/GamesTable.tsx';
import { GoalBoard, goalState } from '../src/campaign/GoalBoard.tsx';
import { UpgradeTracks } from '../src/campaign/UpgradeTracks.tsx';
import { soloBody } from '../src/lobby/solo.ts';
import { asPlayer, keptPlayer } from '../src/net/player.ts';

afterEach(cleanup);

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const NOW = '2026-03-01T10:00:00.000Z';

/** A campaign after a lost game for Quiet Hull and a won one for Pathfinder, Engine I taken. */
function played(): CampaignRecord {
  let r = must(newCampaign({ id: 'camp-0001', name: 'Rim', difficulty: 'hard', now: NOW }));
  r = must(
    recordOutcome(
      r,
      {
        won: false,
        goalMet: false,
        goal: 'quiet-hull',
        reasons: ['The NPCs reached 10 Fame first.'],
        fame: 4,
        npcFame: 10,
        ships: ['wayfarer'],
      },
      { now: NOW },
    ),
  );
  r = must(chooseUpgrade(r, 'engine', NOW));
  return must(
    recordOutcome(
      r,
      {
        won: true,
        goalMet: true,
        goal: 'pathfinder',
        reasons: [],
        fame: 12,
        npcFame: 8,
        ships: ['cobbler'],
      },
      { now: NOW },
    ),
  );
}

describe('addresses', () => {
  it('has the solo and campaign tabs and a campaign page, and writes them back', () => {
    expect(parseRoute('#/solo')).toEqual({ page: 'lobby', tab: 'solo' });
    expect(parseRoute('#/campaigns')).toEqual({ page: 'lobby', tab: 'campaigns' });
    expect(parseRoute('#/c/AbCdEf123')).toEqual({ page: 'campaign', id: 'AbCdEf123' });
    expect(parseRoute('#/c/x')).toEqual({ page: 'missing', path: '/c/x' });
    for (const hash of ['#/', '#/solo', '#/campaigns', '#/c/AbCdEf123'])
      expect(routeHash(parseRoute(hash))).toBe(hash);
  });
});

describe('a solo match from the lobby', () => {
  it('asks for one person seat, the difficulty, the Sellsword and the Fame target', () => {
    expect(soloBody({ difficulty: 'hard', sellsword: true, fameTarget: 12, name: '' })).toEqual({
      ruleset: 'xia',
      options: { fameTarget: 12, solo: { difficulty: 'hard', sellsword: true } },
      seats: [{ kind: 'person' }],
    });
  });
});

describe('the player token', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('is asked for once, kept, and replaced when the server no longer knows it', async () => {
    const tokens = ['first-token-0123456789', 'second-token-0123456789'];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        calls.push(path);
        return new Response(JSON.stringify({ token: tokens.shift() }), { status: 201 });
      }),
    );
    const seen: string[] = [];
    const first = await asPlayer(async (t) => {
      seen.push(t);
      return { ok: true, value: t };
    });
    expect(first).toEqual({ ok: true, value: 'first-token-0123456789' });
    expect(keptPlayer()).toBe('first-token-0123456789');
    // The server forgot it (a new database): a new token, the call made again.
    const again = await asPlayer(async (t) =>
      t === 'first-token-0123456789'
        ? { ok: false, error: { code: 'UnknownPlayer', message: 'not known' } }
        : { ok: true, value: t },
    );
    expect(again).toEqual({ ok: true, value: 'second-token-0123456789' });
    expect(keptPlayer()).toBe('second-token-0123456789');
    expect(calls).toEqual(['/api/players', '/api/players']);
    // Any other refusal is the caller's to show.
    const refused = await asPlayer(async () => ({
      ok: false as const,
      error: { code: 'NoCampaign', message: 'You have no campaign x.' },
    }));
    expect(refused).toMatchObject({ ok: false, error: { code: 'NoCampaign' } });
    expect(keptPlayer()).toBe('second-token-0123456789');
  });
});

describe('the campaign page', () => {
  it('XC-CAMP-07, XC-CAMP-10: shows each goal with its rules and reward, open, completed or to try again, and offers only those not done', () => {
    const r = played();
    expect(goalState(r, 'quiet-hull')).toBe('failed');
    expect(goalState(r, 'pathfinder')).toBe('completed');
    expect(goalState(r, 'the-fixer')).toBe('open');
    const picked: string[] = [];
    const { container } = render(
      <GoalBoard
        record={r}
        choosing={true}
        chosen="first-light"
        onChoose={(id) => picked.push(id)}
      />,
    );
    expect(container.querySelectorAll('.goal')).toHaveLength(10);
    expect(container.querySelector('[data-goal=quiet-hull]')?.textContent).toContain(
      'Never attack or ram.',
    );
    expect(container.querySelector('[data-goal=quiet-hull] .goal__reward')?.textContent).toBe(
      'Peace Dividend: Start each game with 2,000 more.',
    );
    expect(container.querySelector('[data-goal=pathfinder] input')).toBeNull();
    expect(container.querySelector('[data-goal=pathfinder]')?.textContent).toContain('Completed');
    expect(container.querySelector('[data-goal=quiet-hull]')?.textContent).toContain(
      'To try again',
    );
    const chart = container.querySelector('[data-goal=the-fixer] input');
    if (!chart) throw new Error('no chartmaker choice');
    fireEvent.click(chart);
    expect(picked).toEqual(['the-fixer']);
  });

  it('XC-CAMP-05, XC-UPG-01: while an upgrade is due, each track’s next tier is a button; taken tiers are lit', () => {
    const r = played();
    const taken: string[] = [];
    const { container, getByRole, queryByRole } = render(
      <UpgradeTracks record={r} due={true} busy={false} onTake={(t) => taken.push(t)} />,
    );
    expect(container.querySelector('[data-track=engine]')?.getAttribute('data-tier')).toBe('1');
    expect(container.querySelectorAll('[data-track=engine] .tier--taken')).toHaveLength(1);
    // Engine offers tier 2 (not 1 again, not 3); the others tier 1.
    expect(queryByRole('button', { name: 'Take Engine tier 1' })).toBeNull();
    expect(queryByRole('button', { name: 'Take Engine tier 3' })).toBeNull();
    fireEvent.click(getByRole('button', { name: 'Take Engine tier 2' }));
    fireEvent.click(getByRole('button', { name: 'Take Trade tier 1' }));
    expect(taken).toEqual(['engine', 'trade']);
    cleanup();
    const none = render(<UpgradeTracks record={r} due={false} busy={false} onTake={() => {}} />);
    expect(none.queryAllByRole('button')).toHaveLength(0);
  });

  it('XC-CAMP-09: lists the games with their result, Fame, score and upgrade', () => {
    const { container } = render(<GamesTable record={played()} />);
    const rows = [...container.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].slice(1, 6).map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['Quiet Hull', 'LostThe NPCs reached 10 Fame first.', '4–10', '−3', 'Engine I'],
      ['Pathfinder', 'Won, goal met', '12–8', '+4', '—'],
    ]);
  });
});
