// @vitest-environment happy-dom
/**
 * A new Coruscant campaign: pasted XWS read into card ids, the form's body as the tracker takes
 * it, the tracker's refusals placed beside the field at fault, and the page end to end against a
 * stand-in server (the organizer's token kept, the campaign page opened).
 */
import { createCoruscant } from '@drift/formats';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { squadCost } from '../src/org/coruscant/cards.ts';
import {
  type CampaignDraft,
  locate,
  newDraft,
  newPlayer,
  type PlayerDraft,
  playerIds,
  teamOfColour,
  toSetup,
  withColour,
} from '../src/org/coruscant/draft.ts';
import { NewCampaignPage } from '../src/org/coruscant/NewCampaignPage.tsx';
import { readXwsSquad, writeXwsSquad } from '../src/org/coruscant/xws.ts';
import { keptOrgRecord } from '../src/org/net.ts';
import { FLEETS, fleetXws } from './org-coruscant-fixtures.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function player(
  key: number,
  name: string,
  side: 'rebel' | 'imperial' | 'scum',
  colour: PlayerDraft['colour'],
): PlayerDraft {
  const p = withColour(newPlayer(key, []), colour);
  return {
    ...p,
    name,
    side,
    squads: FLEETS[side].map((ships) => ({ ships, xws: '' })),
  };
}

function draft(): CampaignDraft {
  return {
    ...newDraft(),
    name: 'Siege',
    players: [player(1, 'Luke', 'rebel', 'red'), player(2, 'Vader', 'imperial', 'black')],
  };
}

function refusal(d: CampaignDraft) {
  const r = createCoruscant(toSetup(d), { now: 1, seed: 't' });
  if (r.ok) throw new Error('accepted');
  return { error: r.error, at: locate(r.error, d) };
}

describe('XWS pasted into a squad', () => {
  it('reads pilots and upgrades by slot key into card ids, and writes them back', () => {
    const text =
      '{"faction":"rebel","pilots":[{"name":"wedgeantilles","ship":"xwing","upgrades":{"ept":["pushthelimit"],"amd":["r2d2"],"torpedo":["protontorpedoes"]}},{"name":"rookiepilot","ship":"xwing"}]}';
    const read = readXwsSquad(text);
    expect(read).toEqual({
      ok: true,
      side: 'rebel',
      name: null,
      ships: [
        { pilot: 0, upgrades: [18, 3, 1] },
        { pilot: 3, upgrades: [] },
      ],
    });
    if (read.ok) expect(squadCost(read.ships)).toBe(61);
    for (const side of ['rebel', 'imperial', 'scum'] as const)
      for (const ships of FLEETS[side]) {
        const again = readXwsSquad(writeXwsSquad(side, ships));
        expect(again.ok && again.ships).toEqual(ships);
      }
  });

  it('says which field of the XWS is wrong', () => {
    expect(readXwsSquad('not json')).toEqual({
      ok: false,
      message: 'This is not XWS: paste the JSON a squad builder exports.',
    });
    expect(readXwsSquad('{"faction":"jedi","pilots":[]}')).toMatchObject({
      message: 'faction: "jedi" is not rebel, imperial or scum',
    });
    expect(
      readXwsSquad(
        '{"faction":"rebels","pilots":[{"name":"rookiepilot","ship":"xwing"},{"name":"vader","ship":"xwing"}]}',
      ),
    ).toMatchObject({ message: 'pilots[1].name: no rebel pilot "vader" flies the xwing' });
    expect(
      readXwsSquad(
        '{"faction":"rebel","pilots":[{"name":"rookiepilot","ship":"xwing","upgrades":{"ept":["r2d2"]}}]}',
      ),
    ).toMatchObject({
      message: 'pilots[0].upgrades.ept[0]: R2-D2 goes in the Astromech slot, not the Elite slot',
    });
  });
});

describe('the form’s body', () => {
  it('XW-CC-05, XW-CC-07, XW-CC-09: five squads numbered 1 to 5, the large one of 125, as the tracker takes them', () => {
    const d = draft();
    const body = toSetup({
      ...d,
      players: [{ ...(d.players[0] as PlayerDraft), large: 3 }, d.players[1] as PlayerDraft],
    });
    const squads = body.players[0]?.fleet.squads ?? [];
    expect(squads.map((s) => [s.number, s.size])).toEqual([
      [1, 'small'],
      [2, 'small'],
      [3, 'large'],
      [4, 'small'],
      [5, 'small'],
    ]);
    const made = createCoruscant(toSetup(draft()), { now: 1, seed: 't' });
    expect(made.ok).toBe(true);
    if (made.ok)
      expect(made.value.state.players.map((p) => [p.id, p.squads.map((s) => s.limit)])).toEqual([
        ['luke', [125, 100, 100, 100, 100]],
        ['vader', [125, 100, 100, 100, 100]],
      ]);
  });

  it('XW-CC-02: team play takes each team from the colour groupings, ids from names', () => {
    expect(teamOfColour('teams-2', 'white')).toBe('Black-White');
    expect(teamOfColour('teams-3', 'blue')).toBe('Black-White-Blue');
    expect(teamOfColour('individual', 'red')).toBeNull();
    expect(
      playerIds([{ name: 'Luke S.' }, { name: 'luke s' }, { name: '' }] as PlayerDraft[]),
    ).toEqual(['luke-s', 'luke-s-2', 'p3']);
    const generic = (pilot: number) =>
      Array.from({ length: 5 }, () => ({ ships: [{ pilot, upgrades: [] }], xws: '' }));
    const four: CampaignDraft = {
      ...newDraft(),
      name: 'Teams',
      mode: 'teams-2',
      players: [
        { ...player(1, 'Red', 'rebel', 'red'), squads: generic(3) },
        { ...player(2, 'Green', 'rebel', 'green'), squads: generic(3) },
        { ...player(3, 'Black', 'imperial', 'black'), squads: generic(10) },
        { ...player(4, 'White', 'imperial', 'white'), squads: generic(10) },
      ],
    };
    const made = createCoruscant(toSetup(four), { now: 1, seed: 't' });
    expect(made.ok && made.value.state.teams).toEqual([
      { id: 'Red-Green', players: ['red', 'green'] },
      { id: 'Black-White', players: ['black', 'white'] },
    ]);
  });
});

describe('the tracker’s refusal beside the field at fault', () => {
  it('XW-CC-07: a squad over its points stands out in that squad', () => {
    const d = draft();
    const vader = d.players[1] as PlayerDraft;
    const heavy = {
      ...vader,
      squads: vader.squads.map((s, i) =>
        i === 2 ? { ...s, ships: [...s.ships, { pilot: 10, upgrades: [] }] } : s,
      ),
    };
    const r = refusal({ ...d, players: [d.players[0] as PlayerDraft, heavy] });
    expect(r.error.message).toBe(
      "Vader's squad 3 costs 103 points; a small squad may cost 100 (XW-CC-07).",
    );
    expect(r.at).toBe('p1.squad3');
  });

  it('XW-CC-08: a unique card twice in a fleet is put at that fleet', () => {
    const d = draft();
    const luke = d.players[0] as PlayerDraft;
    const twice = {
      ...luke,
      squads: luke.squads.map((s, i) =>
        i === 4 ? { ...s, ships: [{ pilot: 0, upgrades: [] }] } : s,
      ),
    };
    const r = refusal({ ...d, players: [twice, d.players[1] as PlayerDraft] });
    expect(r.error.code).toBe('UniqueTwice');
    expect(r.at).toBe('p0.fleet');
  });

  it('XW-CC-10: an obstacle pool over 6, an Epic ship counting 3, is put at the pool', () => {
    const d = draft();
    const vader = {
      ...(d.players[1] as PlayerDraft),
      obstacles: [
        { kind: 'epic' as const, name: 'Gozanti' },
        { kind: 'epic' as const, name: 'CR90' },
        { kind: 'asteroid' as const, name: 'Rock' },
      ],
    };
    const r = refusal({ ...d, players: [d.players[0] as PlayerDraft, vader] });
    expect(r.error.message).toContain('counts 7');
    expect(r.at).toBe('p1.obstacles');
  });

  it('XW-CC-06: a pilot of another side is put at its squad; a missing name at the name', () => {
    const d = draft();
    const luke = d.players[0] as PlayerDraft;
    const wrong = {
      ...luke,
      squads: luke.squads.map((s, i) =>
        i === 1 ? { ...s, ships: [{ pilot: 10, upgrades: [] }] } : s,
      ),
    };
    const r = refusal({ ...d, players: [wrong, d.players[1] as PlayerDraft] });
    expect(r.error.code).toBe('WrongFaction');
    expect(r.at).toBe('p0.squad2');
    expect(
      refusal({ ...d, players: [{ ...luke, name: ' ' }, d.players[1] as PlayerDraft] }).at,
    ).toBe('p0.name');
    expect(refusal({ ...d, name: '' }).at).toBe('name');
  });

  it('XW-CC-02: two players of one colour are put at the second one’s colour; one player at the list', () => {
    const d = draft();
    const r = refusal({
      ...d,
      players: [d.players[0] as PlayerDraft, { ...(d.players[1] as PlayerDraft), colour: 'red' }],
    });
    expect(r.at).toBe('p1.colour');
    expect(refusal({ ...d, players: [d.players[0] as PlayerDraft] }).at).toBe('players');
  });
});

describe('the new-campaign page', () => {
  function paste(c: HTMLElement, player: number, squad: number, text: string) {
    const box = c.querySelector<HTMLElement>(
      `[data-player-form="${player}"] [data-squad="${squad}"]`,
    ) as HTMLElement;
    fireEvent.change(within(box).getByLabelText(`XWS of squad ${squad}`), {
      target: { value: text },
    });
    fireEvent.click(within(box).getByRole('button', { name: 'Use this XWS' }));
    return box;
  }

  it('XW-CC-07: fills fleets from pasted XWS with points as you go, refuses beside the squad, then creates', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        posted.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify({
            id: 'camp-new-01',
            organizerToken: 'tok-0123456789abcdef',
            revision: 0,
            createdAt: 1,
            view: {},
          }),
          { status: 201 },
        );
      }),
    );
    const { container: c } = render(<NewCampaignPage />);
    const names = c.querySelectorAll<HTMLInputElement>('[data-player-form] .cc-player__who input');
    fireEvent.change(within(c).getAllByLabelText('Name')[0] as HTMLElement, {
      target: { value: 'Siege' },
    });
    fireEvent.change(names[0] as HTMLElement, { target: { value: 'Luke' } });
    fireEvent.change(names[1] as HTMLElement, { target: { value: 'Vader' } });
    // The first player takes red (a Rebel, flying Rebels), the second black.
    const first = c.querySelector<HTMLElement>('[data-player-form="0"]') as HTMLElement;
    fireEvent.change(within(first).getByLabelText('CSW colour'), { target: { value: 'red' } });
    expect((within(first).getByLabelText('Fleet side') as HTMLSelectElement).value).toBe('rebel');
    const second = c.querySelector<HTMLElement>('[data-player-form="1"]') as HTMLElement;
    fireEvent.change(within(second).getByLabelText('CSW colour'), { target: { value: 'black' } });
    for (const [p, side] of [
      [0, 'rebel'],
      [1, 'imperial'],
    ] as const)
      for (const [i, text] of fleetXws(side).entries()) paste(c, p, i + 1, text);
    const squad1 = c.querySelector('[data-player-form="0"] [data-squad="1"]');
    expect(squad1?.querySelector('[data-points]')?.textContent).toBe('90 / 125');
    expect(squad1?.textContent).toContain(
      'Wedge Antilles + Push the Limit, R2-D2, Proton Torpedoes',
    );
    // One Academy Pilot too many in Vader's squad 3 (7 × 13 + 12 = 103).
    const box = paste(
      c,
      1,
      3,
      writeXwsSquad('imperial', [...(FLEETS.imperial[2] ?? []), { pilot: 10, upgrades: [] }]),
    );
    expect(box.querySelector('[data-points]')?.textContent).toBe('103 / 100');
    fireEvent.click(within(c).getByRole('button', { name: 'Create the campaign' }));
    await waitFor(() => expect(box.querySelector('.cc-why')).not.toBeNull());
    expect(box.querySelector('.cc-why')?.textContent).toBe(
      "Vader's squad 3 costs 103 points; a small squad may cost 100 (XW-CC-07).",
    );
    expect(posted).toHaveLength(0);
    // A pasted squad of another side is flagged at once.
    paste(c, 1, 3, fleetXws('rebel')[1] ?? '');
    expect(box.textContent).toContain('This squad is rebel; the fleet flies imperial.');
    paste(c, 1, 3, fleetXws('imperial')[2] ?? '');
    fireEvent.click(within(c).getByRole('button', { name: 'Create the campaign' }));
    await waitFor(() => expect(location.hash).toBe('#/org/coruscant/camp-new-01'));
    expect(posted).toEqual([toSetup({ ...draft(), name: 'Siege' })]);
    expect(keptOrgRecord('coruscant', 'camp-new-01')).toMatchObject({
      organizerToken: 'tok-0123456789abcdef',
      name: 'Siege',
    });
  });

  it('picks pilots and upgrades from the card data, and adds players up to five', () => {
    const { container: c } = render(<NewCampaignPage />);
    const first = c.querySelector<HTMLElement>('[data-player-form="0"]') as HTMLElement;
    fireEvent.change(within(first).getByLabelText('Fleet side'), { target: { value: 'rebel' } });
    const box = c.querySelector<HTMLElement>(
      '[data-player-form="0"] [data-squad="2"]',
    ) as HTMLElement;
    fireEvent.change(within(box).getByLabelText('Pilot to add to squad 2'), {
      target: { value: '5' },
    });
    fireEvent.click(within(box).getByRole('button', { name: 'Add' }));
    fireEvent.click(within(box).getByRole('button', { name: 'Add an upgrade to Luke Skywalker' }));
    fireEvent.change(within(box).getByLabelText('Upgrade for Luke Skywalker'), {
      target: { value: '2' },
    });
    expect(box.textContent).toContain('Luke Skywalker + R2 Astromech');
    expect(box.querySelector('[data-points]')?.textContent).toBe('29 / 100');
    const add = within(c).getByRole('button', { name: 'Add a player' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    expect(c.querySelectorAll('[data-player-form]')).toHaveLength(5);
    expect(add).toHaveProperty('disabled', true);
    fireEvent.click(within(c).getByRole('checkbox', { name: /CSW expansion/ }));
    expect(add).toHaveProperty('disabled', false);
  });
});
