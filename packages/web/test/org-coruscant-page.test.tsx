// @vitest-environment happy-dom
/**
 * The Coruscant campaign page over the real tracker (a stand-in for the server's routes): what
 * the organizer, a player and anyone see and may do; a battle's outcome entered ship by ship with
 * its points shown before confirming; fleets after a battle; Reinforcement; Hidden Bases; the end.
 */
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CampaignPage } from '../src/org/coruscant/CampaignPage.tsx';
import { JoinPage } from '../src/org/coruscant/JoinPage.tsx';
import { keepOrganizer, keepParticipant, keptOrgRecord } from '../src/org/net.ts';
import {
  battleUnderWay,
  CAMPAIGN_ID,
  fakeServer,
  makeCampaign,
  ORGANIZER_TOKEN,
  planet,
  play,
  route,
} from './org-coruscant-fixtures.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Record = ReturnType<typeof makeCampaign>;

async function open(record: Record, as: 'organizer' | 'luke' | 'vader' | 'fett' | 'public') {
  const server = fakeServer(record);
  vi.stubGlobal('fetch', server.fetch);
  if (as === 'organizer') keepOrganizer('coruscant', CAMPAIGN_ID, ORGANIZER_TOKEN, 'Siege');
  else if (as !== 'public') {
    const code = { luke: 'LUKE-CODE-0001', vader: 'VADE-CODE-0002', fett: 'FETT-CODE-0003' }[as];
    keepParticipant('coruscant', CAMPAIGN_ID, as, code);
  }
  const page = render(<CampaignPage id={CAMPAIGN_ID} />);
  await waitFor(() =>
    expect(page.container.querySelector('[data-section=scoreboard]')).not.toBeNull(),
  );
  return { page, server, c: page.container };
}

const section = (c: HTMLElement, name: string) => {
  const s = c.querySelector<HTMLElement>(`[data-section=${name}]`);
  if (!s) throw new Error(`no section ${name}`);
  return s;
};

function markShip(
  form: HTMLElement,
  ship: string,
  fate: 'On the board' | 'Destroyed' | 'Withdrawn',
) {
  const row = form.querySelector<HTMLElement>(`[data-ship="${ship}"]`);
  if (!row) throw new Error(`no ship ${ship}`);
  fireEvent.click(within(row).getByRole('radio', { name: fate }));
}

describe('who is looking', () => {
  it('the organizer sees every power, the players’ codes and the change log', async () => {
    const { c } = await open(makeCampaign(), 'organizer');
    expect(c.querySelector('[data-you=organizer]')?.textContent).toContain('You are the organizer');
    expect(c.querySelectorAll('[data-code-for]')).toHaveLength(3);
    expect(c.querySelector('[data-section=log]')).not.toBeNull();
    expect(document.title).toBe('Siege of the Core · Drift');
  });

  it('a player sees who they are and what waits for them, and no organizer tools', async () => {
    const { c } = await open(battleUnderWay(), 'luke');
    const you = c.querySelector<HTMLElement>('[data-you=luke]');
    expect(you?.textContent).toContain('You are Luke (Red, Rebel, Rebel fleet)');
    expect(you?.querySelector('[data-todo]')?.textContent).toContain(
      'Enter the outcome of battle 1 at Trade route (r1).',
    );
    expect(c.querySelector('[data-section=codes]')).toBeNull();
    expect(c.querySelector('[data-section=log]')).toBeNull();
    // Only their own meeples: the player picker offers Luke alone.
    const pick = within(section(c, 'map')).getByRole('radio', { name: 'Place a meeple' });
    fireEvent.click(pick);
    const select = within(section(c, 'map')).getByLabelText('Player') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['luke']);
  });

  it('anyone reads the campaign, changes nothing, and may type a code in', async () => {
    const { c } = await open(battleUnderWay(), 'public');
    expect(c.querySelector('[data-you=public]')?.textContent).toContain('You are looking on');
    expect(c.querySelector('[data-outcome]')).toBeNull();
    expect(c.querySelector('.cc-record')).toBeNull();
    expect(c.textContent).toContain('Waiting for the players to enter the outcome.');
  });

  it('XW-CC-30: the scoreboard offers its CSV and JSON downloads to anyone', async () => {
    const { c } = await open(makeCampaign(), 'public');
    const board = section(c, 'scoreboard');
    for (const format of ['csv', 'json']) {
      const link = within(board).getByRole('link', { name: format.toUpperCase() });
      expect(link.getAttribute('href')).toBe(`/api/org/coruscant/${CAMPAIGN_ID}/export.${format}`);
      expect(link.hasAttribute('download')).toBe(true);
    }
  });

  it('a code the organizer replaced is forgotten and the page reads on as anyone', async () => {
    const server = fakeServer(makeCampaign());
    vi.stubGlobal('fetch', server.fetch);
    keepParticipant('coruscant', CAMPAIGN_ID, 'luke', 'OLD0-CODE-0000');
    const { container } = render(<CampaignPage id={CAMPAIGN_ID} />);
    await waitFor(() => expect(container.querySelector('[data-you=public]')).not.toBeNull());
    expect(container.textContent).toContain('no longer works');
    expect(keptOrgRecord('coruscant', CAMPAIGN_ID)?.participant).toBeUndefined();
  });
});

describe('a battle', () => {
  it('XW-CC-16, XW-CC-20: starts from a contested place and lists the obstacles each player brings', async () => {
    const record = play(
      makeCampaign(),
      { type: 'PlaceTile', tile: null, places: [route('r1')] },
      { type: 'PlaceMeeple', player: 'luke', squad: 2, place: 'r1' },
      { type: 'PlaceMeeple', player: 'vader', squad: 2, place: 'r1' },
    );
    const { c, server } = await open(record, 'vader');
    const row = section(c, 'map').querySelector<HTMLElement>('[data-place=r1]');
    expect(row?.textContent).toContain('Contested');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Start the battle' }));
    fireEvent.change(within(row as HTMLElement).getByLabelText(/CSW points of the feature/), {
      target: { value: '3' },
    });
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(c.querySelector('[data-battle=b1]')).not.toBeNull());
    expect(server.state.calls.at(-1)?.body).toEqual({
      revision: 0,
      command: {
        type: 'StartBattle',
        place: 'r1',
        participants: null,
        completion: { points: 3, symbols: [] },
      },
    });
    const battle = c.querySelector<HTMLElement>('[data-battle=b1]');
    expect(battle?.textContent).toContain('Luke (squad 2) against Vader (squad 2)');
    expect(battle?.querySelector('[data-bring=luke]')?.textContent).toBe('Luke brings 3');
    expect(battle?.textContent).toContain('3 obstacles per squad');
  });

  it('XW-CC-19, GAP-XW-10: shows each player’s battle points, +10 for the winner, before confirming', async () => {
    const { c, server } = await open(battleUnderWay(), 'luke');
    const form = c.querySelector<HTMLElement>('[data-outcome=b1]');
    if (!form) throw new Error('no outcome form');
    // Luke's four Rookies (21 each): two destroyed by Vader. Vader's eight Academy Pilots (12):
    // three destroyed by Luke, five Withdrawn.
    markShip(form, 'luke.2.1', 'Destroyed');
    markShip(form, 'luke.2.2', 'Destroyed');
    for (const i of [1, 2, 3]) markShip(form, `vader.2.${i}`, 'Destroyed');
    for (const i of [4, 5, 6, 7, 8]) markShip(form, `vader.2.${i}`, 'Withdrawn');
    // The only opponent is filled in as the destroyer.
    expect(
      (within(form).getByLabelText('Who destroyed Rookie Pilot (luke.2.1)') as HTMLSelectElement)
        .value,
    ).toBe('vader');
    expect(within(form).getByRole('button', { name: 'Review the outcome' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(form.querySelector('.cc-todo')?.textContent).toContain('Name the winner');
    fireEvent.click(
      within(form.querySelector('.cc-winner') as HTMLElement).getByRole('radio', { name: 'Luke' }),
    );
    const preview = () =>
      [...c.querySelectorAll('.cc-preview li')].map((li) => li.textContent?.replace(/\s+/g, ' '));
    expect(preview()).toEqual(['Luke36 destroyed + 10 for the win46', 'Vader42 destroyed42']);
    fireEvent.click(within(form).getByRole('button', { name: 'Review the outcome' }));
    const review = c.querySelector<HTMLElement>('[data-review=b1]');
    expect(review?.textContent).toContain('Winner');
    expect(review?.querySelector('dd')?.textContent).toBe(
      'Luke’s Rookie Pilot (21) ×2 by Vader; Vader’s Academy Pilot (12) ×3 by Luke',
    );
    expect(preview()).toEqual(['Luke36 destroyed + 10 for the win46', 'Vader42 destroyed42']);
    expect(server.state.calls.filter((x) => x.method === 'POST')).toHaveLength(0);
    fireEvent.click(
      within(review as HTMLElement).getByRole('button', { name: 'Confirm the outcome' }),
    );
    await waitFor(() => expect(c.querySelector('[data-battle=b1] .cc-result')).not.toBeNull());
    const sent = server.state.calls.at(-1)?.body as {
      command: { ships: unknown[]; winner: string };
    };
    expect(sent.command.winner).toBe('luke');
    expect(sent.command.ships).toContainEqual({ ship: 'vader.2.4', fate: 'withdrawn', by: null });
    expect(sent.command.ships).toContainEqual({ ship: 'luke.2.1', fate: 'destroyed', by: 'vader' });
    expect(sent.command.ships).toHaveLength(10);
    // The scoreboard: Luke 46 in battles + 30 for the route (3 CSW points ×10, XW-CC-11, 26).
    const luke = section(c, 'scoreboard').querySelector('tr[data-player=luke]');
    expect(luke?.querySelector('[data-col=total]')?.textContent).toBe('76');
    expect(luke?.querySelector('[data-col=battles]')?.textContent).toBe('46');
    expect(luke?.querySelector('[data-col=features]')?.textContent).toBe('30');
  });

  it('XW-CC-18: the review waits while two sides still have ships on the board', async () => {
    const { c } = await open(battleUnderWay(), 'organizer');
    const form = c.querySelector<HTMLElement>('[data-outcome=b1]') as HTMLElement;
    fireEvent.click(
      within(form.querySelector('.cc-winner') as HTMLElement).getByRole('radio', { name: 'Luke' }),
    );
    expect(form.querySelector('.cc-todo')?.textContent).toContain(
      'Ships of Luke and Vader are still on the board',
    );
    expect(within(form).getByRole('button', { name: 'Review the outcome' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('XW-CC-17, XW-CC-22, XW-CC-23: afterwards the fleet shows the destroyed ships struck and the Withdrawn back', async () => {
    const record = play(battleUnderWay(), {
      type: 'EnterBattleResult',
      battle: 'b1',
      ships: [
        { ship: 'luke.2.1', fate: 'destroyed', by: 'vader' },
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({
          ship: `vader.2.${i}`,
          fate: i <= 2 ? 'destroyed' : 'withdrawn',
          by: i <= 2 ? 'luke' : null,
        })),
      ],
      winner: 'luke',
    });
    const { c } = await open(record, 'public');
    const vader = section(c, 'fleets').querySelector<HTMLElement>(
      '[data-fleet=vader] [data-squad="2"]',
    );
    // Alike ships counted: two destroyed, six Withdrawn back in the squad.
    expect([...(vader?.querySelectorAll('[data-lost]') ?? [])].map((li) => li.textContent)).toEqual(
      ['Academy Pilot ×2 destroyed12 each'],
    );
    const back = vader?.querySelector('[data-ship="vader.2.3"]');
    expect(back?.getAttribute('data-count')).toBe('6');
    expect(back?.textContent).toBe('Academy Pilot ×6Withdrawn12 each');
    expect(vader?.textContent).toContain('Partial');
    expect(vader?.textContent).toContain('72 / 100');
    const result = c.querySelector('[data-battle=b1] .cc-result')?.textContent ?? '';
    expect(result).toContain('Luke won.');
    expect(result).toContain('Vader’s Academy Pilot (12) ×6: withdrawn');
    expect(result).toContain('Vader’s Academy Pilot (12) ×2: destroyed by Luke');
  });

  it('XW-CC-13: shows the tracker’s refusal of a second meeple off a Base beside the form', async () => {
    const record = play(
      makeCampaign(),
      { type: 'PlaceTile', tile: null, places: [route('r1')] },
      { type: 'PlaceMeeple', player: 'luke', squad: 2, place: 'r1' },
    );
    const { c, server } = await open(record, 'luke');
    const map = section(c, 'map');
    fireEvent.click(within(map).getByRole('radio', { name: 'Place a meeple' }));
    const send = within(map).getByRole('button', { name: 'Place the meeple' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(within(map).getByLabelText('Squad'), { target: { value: '3' } });
    fireEvent.change(within(map).getByLabelText('Place'), { target: { value: 'r1' } });
    fireEvent.click(send);
    await waitFor(() => expect(map.querySelector('.cc-why')).not.toBeNull());
    expect(map.querySelector('.cc-why')?.textContent).toBe(
      'Luke already has a meeple on Trade route (r1); only a Base of their faction takes a second one (XW-CC-13).',
    );
    expect(server.state.revision).toBe(0);
  });
});

describe('the map record', () => {
  it('XW-CC-11, XW-CC-12: a completed feature scores its CSW points ×10, a symbol bonus only for its faction', async () => {
    const record = play(
      makeCampaign(),
      { type: 'PlaceTile', tile: null, places: [route('r1')] },
      { type: 'PlaceMeeple', player: 'luke', squad: 2, place: 'r1' },
    );
    const { c, server } = await open(record, 'luke');
    const map = section(c, 'map');
    fireEvent.click(within(map).getByRole('radio', { name: 'Completed feature' }));
    fireEvent.change(within(map).getByLabelText('Feature'), { target: { value: 'r1' } });
    fireEvent.change(within(map).getByLabelText('CSW points'), { target: { value: '4' } });
    fireEvent.change(within(map).getByLabelText('Symbol bonus'), { target: { value: 'rebel' } });
    fireEvent.change(within(map).getByLabelText('Rebel bonus'), { target: { value: '2' } });
    fireEvent.click(within(map).getByRole('button', { name: 'Score the feature' }));
    await waitFor(() =>
      expect(map.querySelector('[data-place=r1]')?.textContent).toContain('Completed'),
    );
    expect(server.state.calls.filter((x) => x.method === 'POST').at(-1)?.body).toMatchObject({
      command: {
        type: 'CompleteFeature',
        place: 'r1',
        scoring: { points: 4, symbols: [{ faction: 'rebel', points: 2 }] },
        scorers: null,
      },
    });
    expect(
      section(c, 'scoreboard').querySelector('tr[data-player=luke] [data-col=features]')
        ?.textContent,
    ).toBe('60');
  });

  it('XW-CC-04: a tile opens its places (ids made up, a planet with its symbol) and may be the last', async () => {
    const { c, server } = await open(makeCampaign(), 'organizer');
    const map = section(c, 'map');
    fireEvent.click(within(map).getByRole('button', { name: 'Add a feature' }));
    fireEvent.click(within(map).getByRole('button', { name: 'Add a feature' }));
    fireEvent.change(within(map).getByLabelText('Feature 2: kind'), {
      target: { value: 'planet' },
    });
    fireEvent.change(within(map).getByLabelText('Feature 2: name'), {
      target: { value: 'Mustafar' },
    });
    fireEvent.change(within(map).getByLabelText('Feature 2: faction symbol'), {
      target: { value: 'imperial' },
    });
    fireEvent.click(within(map).getByLabelText('This is the last tile'));
    fireEvent.click(within(map).getByRole('button', { name: 'Record tile 2' }));
    await waitFor(() => expect(map.querySelector('[data-place=p1]')).not.toBeNull());
    expect(server.state.calls.filter((x) => x.method === 'POST').at(-1)?.body).toMatchObject({
      command: {
        type: 'PlaceTile',
        tile: null,
        places: [
          { id: 'r1', kind: 'trade-route', name: 'Trade route', symbol: null },
          { id: 'p1', kind: 'planet', name: 'Mustafar', symbol: 'imperial' },
        ],
        last: true,
      },
    });
    expect(map.querySelector('[data-place=p1]')?.textContent).toContain('Imperial Base');
    expect(map.querySelector('.cc-tiles')?.textContent).toBe(
      '2 tiles placed · the last tile is down',
    );
  });

  it('XW-CC-31: with the option, the Imperial holder destroys Alderaan for 20 + 10 per adjacent tile', async () => {
    const record = play(
      makeCampaign({ alderaan: true }),
      { type: 'PlaceTile', tile: null, places: [planet('p1', 'Alderaan')] },
      { type: 'PlaceMeeple', player: 'vader', squad: 1, place: 'p1' },
    );
    const { c } = await open(record, 'vader');
    const map = section(c, 'map');
    fireEvent.click(within(map).getByRole('radio', { name: 'Alderaan' }));
    fireEvent.change(within(map).getByLabelText('Adjacent tiles'), { target: { value: '3' } });
    fireEvent.click(within(map).getByRole('button', { name: 'Destroy Alderaan' }));
    await waitFor(() =>
      expect(map.querySelector('[data-place=p1]')?.textContent).toContain('Destroyed'),
    );
    const vader = section(c, 'scoreboard').querySelector('tr[data-player=vader]');
    expect(vader?.querySelector('[data-col=alderaan]')?.textContent).toBe('50');
  });
});

describe('the organizer’s corrections', () => {
  it('corrects an entered outcome: the points follow, the old outcome is the starting point', async () => {
    const record = play(battleUnderWay(), {
      type: 'EnterBattleResult',
      battle: 'b1',
      ships: [1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({
        ship: `vader.2.${i}`,
        fate: 'withdrawn',
        by: null,
      })),
      winner: 'luke',
    });
    const { c, server } = await open(record, 'organizer');
    const battle = c.querySelector<HTMLElement>('[data-battle=b1]') as HTMLElement;
    fireEvent.click(within(battle).getByRole('button', { name: 'Correct this outcome' }));
    const form = battle.querySelector<HTMLElement>('[data-outcome=b1]') as HTMLElement;
    expect(form.querySelector('[data-ship="vader.2.1"]')?.getAttribute('data-fate')).toBe(
      'withdrawn',
    );
    markShip(form, 'vader.2.1', 'Destroyed');
    fireEvent.click(within(form).getByRole('button', { name: 'Review the outcome' }));
    fireEvent.click(within(battle).getByRole('button', { name: 'Confirm the correction' }));
    await waitFor(() =>
      expect(battle.querySelector('.cc-result')?.textContent).toContain('Luke 22'),
    );
    expect(server.state.calls.filter((x) => x.method === 'POST').at(-1)?.body).toMatchObject({
      command: { type: 'CorrectBattle', battle: 'b1', winner: 'luke' },
    });
  });

  it('adjusts a score with a reason', async () => {
    const { c } = await open(makeCampaign(), 'organizer');
    const board = section(c, 'scoreboard');
    fireEvent.change(within(board).getByLabelText('Player'), { target: { value: 'fett' } });
    fireEvent.change(within(board).getByLabelText('Points'), { target: { value: '-5' } });
    fireEvent.change(within(board).getByLabelText('Reason'), {
      target: { value: 'late to the table' },
    });
    fireEvent.click(within(board).getByRole('button', { name: 'Adjust' }));
    await waitFor(() =>
      expect(board.querySelector('tr[data-player=fett] [data-col=total]')?.textContent).toBe('−5'),
    );
    expect(board.querySelector('tr[data-player=fett] [data-col=adjustments]')?.textContent).toBe(
      '−5',
    );
  });
});

describe('Reinforcement, Hidden Bases and the end', () => {
  /** Luke's large squad loses Wedge (unique, with R2-D2) and wins; then stands on Yavin 4. */
  function wedgeLost(): Record {
    return play(
      makeCampaign(),
      { type: 'PlaceTile', tile: null, places: [route('r1'), planet('p1', 'Yavin 4', 'rebel')] },
      { type: 'PlaceMeeple', player: 'luke', squad: 1, place: 'r1' },
      { type: 'PlaceMeeple', player: 'vader', squad: 4, place: 'r1' },
      { type: 'StartBattle', place: 'r1', participants: null, completion: null },
      {
        type: 'EnterBattleResult',
        battle: 'b1',
        ships: [
          { ship: 'luke.1.1', fate: 'destroyed', by: 'vader' },
          ...[1, 2, 3, 4].map((i) => ({ ship: `vader.4.${i}`, fate: 'destroyed', by: 'luke' })),
        ],
        winner: 'luke',
      },
      { type: 'CompleteFeature', place: 'r1', scoring: { points: 2, symbols: [] }, scorers: null },
      { type: 'PlaceMeeple', player: 'luke', squad: 1, place: 'p1' },
    );
  }

  it('XW-CC-25: a partial squad on a friendly Base is Reinforced, the lost unique as a generic', async () => {
    const { c, server } = await open(wedgeLost(), 'luke');
    const squad = section(c, 'fleets').querySelector<HTMLElement>(
      '[data-fleet=luke] [data-squad="1"]',
    );
    if (!squad) throw new Error('no squad');
    expect(c.querySelector('[data-fleet=luke] [data-lost-uniques]')?.textContent).toBe(
      'Gone for good: Wedge Antilles, R2-D2',
    );
    expect(c.querySelector('[data-todo]')?.textContent).toContain('Squad 1 is on a friendly Base');
    fireEvent.click(within(squad).getByRole('button', { name: 'Reinforce' }));
    const generic = within(squad).getByRole('combobox') as HTMLSelectElement;
    expect(generic.selectedOptions[0]?.textContent).toBe('Rookie Pilot (21)');
    fireEvent.click(within(squad).getByRole('button', { name: 'Reinforce squad 1' }));
    await waitFor(() => expect(squad.querySelector('[data-lost]')).toBeNull());
    expect(server.state.calls.at(-1)?.body).toMatchObject({
      command: { type: 'Reinforce', player: 'luke', squad: 1, replacements: [], addShips: [] },
    });
    expect(squad.textContent).toContain('Rookie Pilot');
    expect(squad.textContent).not.toContain('Partial');
  });

  it('XW-CC-34: a secret base is seen by its team and the organizer only, until the end', async () => {
    const record = play(makeCampaign({ hiddenBases: true }), [
      { kind: 'player', player: 'vader' },
      { type: 'ChooseSecretBase', player: 'vader', planet: 'Hoth' },
    ]);
    const vader = await open(record, 'vader');
    expect(vader.c.querySelector('[data-secret=vader]')?.textContent).toContain(
      'The Death Star of Vader: Hoth',
    );
    cleanup();
    localStorage.clear();
    const luke = await open(record, 'luke');
    expect(section(luke.c, 'secrets').textContent).not.toContain('Hoth');
    expect(luke.c.querySelector('[data-todo]')?.textContent).toContain(
      'Write down your secret base',
    );
    cleanup();
    localStorage.clear();
    const org = await open(record, 'organizer');
    expect(section(org.c, 'secrets').textContent).toContain('Hoth');
    // The log never names it.
    expect(org.server.state.record.history.map((h) => h.lines.join(' ')).join(' ')).not.toContain(
      'Hoth',
    );
  });

  it('XW-CC-27, XW-CC-28, XW-CC-29: the final scoring of held places ×10 decides the winner', async () => {
    const record = play(
      makeCampaign(),
      {
        type: 'PlaceTile',
        tile: null,
        places: [planet('p1', 'Yavin 4', 'rebel'), planet('p2', 'Tatooine')],
      },
      { type: 'PlaceMeeple', player: 'luke', squad: 3, place: 'p1' },
      { type: 'PlaceMeeple', player: 'fett', squad: 3, place: 'p2' },
      { type: 'PlaceTile', tile: 'end', places: [], last: true },
    );
    const { c, server } = await open(record, 'organizer');
    const end = section(c, 'end');
    expect(end.querySelectorAll('[data-final-place]')).toHaveLength(2);
    fireEvent.change(within(end).getByLabelText('CSW points of Yavin 4'), {
      target: { value: '5' },
    });
    fireEvent.change(within(end).getByLabelText('CSW points of Tatooine'), {
      target: { value: '3' },
    });
    fireEvent.click(within(end).getByRole('button', { name: /Score the end/ }));
    await waitFor(() => expect(c.querySelector('[data-winner]')).not.toBeNull());
    expect(server.state.calls.filter((x) => x.method === 'POST').at(-1)?.body).toMatchObject({
      command: {
        type: 'FinalScoring',
        places: [
          { place: 'p1', scoring: { points: 5, symbols: [] } },
          { place: 'p2', scoring: { points: 3, symbols: [] } },
        ],
      },
    });
    expect(c.querySelector('[data-winner]')?.textContent).toContain('Luke wins on points');
    expect(c.querySelector('[data-winner]')?.textContent).toContain(
      '1. Luke 50 · 2. Fett 30 · 3. Vader 0',
    );
    expect(c.querySelector('[data-section=end]')).toBeNull();
    expect(c.querySelector('.cc-record')).toBeNull();
  });

  it('XW-CC-29, GAP-XW-11: a tie goes to a final battle, one squad each, then its winner', async () => {
    const record = play(
      makeCampaign(),
      {
        type: 'PlaceTile',
        tile: null,
        places: [planet('p1', 'Yavin 4'), planet('p2', 'Tatooine')],
      },
      { type: 'PlaceMeeple', player: 'luke', squad: 3, place: 'p1' },
      { type: 'PlaceMeeple', player: 'fett', squad: 3, place: 'p2' },
      { type: 'PlaceTile', tile: null, places: [], last: true },
      {
        type: 'FinalScoring',
        places: [
          { place: 'p1', scoring: { points: 4, symbols: [] } },
          { place: 'p2', scoring: { points: 4, symbols: [] } },
        ],
      },
    );
    const { c } = await open(record, 'organizer');
    const fb = c.querySelector<HTMLElement>('[data-final-battle]') as HTMLElement;
    expect(fb.textContent).toContain('Luke, Fett tie on points');
    fireEvent.change(within(fb).getByLabelText('Luke’s squad for the final battle'), {
      target: { value: '2' },
    });
    fireEvent.click(
      within(fb.querySelector('[data-contender=luke]') as HTMLElement).getByRole('button'),
    );
    await waitFor(() =>
      expect(fb.querySelector('[data-contender=luke]')?.textContent).toContain('Luke’s squad 2'),
    );
    fireEvent.change(within(fb).getByLabelText('Fett’s squad for the final battle'), {
      target: { value: '1' },
    });
    fireEvent.click(
      within(fb.querySelector('[data-contender=fett]') as HTMLElement).getByRole('button'),
    );
    await waitFor(() =>
      expect(within(fb).queryByLabelText('Winner of the final battle')).not.toBeNull(),
    );
    fireEvent.change(within(fb).getByLabelText('Winner of the final battle'), {
      target: { value: 'fett' },
    });
    fireEvent.click(within(fb).getByRole('button', { name: 'Enter the result' }));
    await waitFor(() =>
      expect(c.querySelector('[data-winner]')?.textContent).toContain(
        'Fett wins in the final battle',
      ),
    );
  });
});

describe('codes and the join link', () => {
  it('the organizer gives a player a code and its link, kept to show again', async () => {
    const { c } = await open(makeCampaign(), 'organizer');
    const row = c.querySelector<HTMLElement>('[data-code-for=fett]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Give a code' }));
    await waitFor(() => expect(row.querySelector('code')?.textContent).toBe('FETT-CODE-0003'));
    expect((within(row).getByLabelText('Link for Fett') as HTMLInputElement).value).toMatch(
      /#\/org\/coruscant\/camp-web-01\/join\/FETT-CODE-0003$/,
    );
    expect(keptOrgRecord('coruscant', CAMPAIGN_ID)?.codes).toEqual({ fett: 'FETT-CODE-0003' });
  });

  it('the join page keeps a player’s code and opens the campaign without it in the address', async () => {
    const server = fakeServer(makeCampaign());
    vi.stubGlobal('fetch', server.fetch);
    location.hash = `#/org/coruscant/${CAMPAIGN_ID}/join/VADE-CODE-0002`;
    render(<JoinPage id={CAMPAIGN_ID} code="VADE-CODE-0002" />);
    await waitFor(() => expect(location.hash).toBe(`#/org/coruscant/${CAMPAIGN_ID}`));
    expect(keptOrgRecord('coruscant', CAMPAIGN_ID)).toMatchObject({
      participant: { player: 'vader', code: 'VADE-CODE-0002' },
      name: 'Siege of the Core',
    });
  });

  it('a join link with a code that is no one’s says so and keeps nothing', async () => {
    const server = fakeServer(makeCampaign());
    vi.stubGlobal('fetch', server.fetch);
    const { container } = render(<JoinPage id={CAMPAIGN_ID} code="NOPE-NOPE-NOPE" />);
    await waitFor(() => expect(container.querySelector('.error')).not.toBeNull());
    expect(container.textContent).toContain('This token is not known here.');
    expect(keptOrgRecord('coruscant', CAMPAIGN_ID)).toBeNull();
  });
});
