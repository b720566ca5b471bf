// @vitest-environment happy-dom
/**
 * The organized-play components over made-up data (test/org-fixtures.ts): standings with a
 * format's columns, a round's pairings and where each result stands, and the Ace of Aces table
 * helper. Result entry is in org-results.test.tsx.
 */
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AoaTablePanel } from '../src/org/aoa/AoaTablePanel.tsx';
import { figure, rankedBy } from '../src/org/columns.ts';
import { PairingsView } from '../src/org/tables/PairingsView.tsx';
import { StandingsTable } from '../src/org/tables/StandingsTable.tsx';
import { statusText } from '../src/org/tables/status.ts';
import {
  AOA_COLUMNS,
  AOA_POD,
  AOA_SEATS,
  AOA_STANDINGS,
  PE_BYES,
  PE_COLUMNS,
  PE_ROUND,
  PE_STANDINGS,
} from './org-fixtures.ts';

afterEach(cleanup);

const cells = (row: Element) => [...row.children].map((c) => c.textContent);

describe('the standings table', () => {
  it('shows rank, name and the format’s columns with their labels, in the order given', () => {
    const { container } = render(<StandingsTable columns={PE_COLUMNS} rows={PE_STANDINGS} />);
    const head = container.querySelector('thead tr');
    if (!head) throw new Error('no head');
    expect(cells(head)).toEqual(['#', 'Player', 'VP', 'MOV', 'Def. wins']);
    expect(head.querySelector('abbr[title="Margin of Victory"]')?.textContent).toBe('MOV');
    const rows = [...container.querySelectorAll('tbody tr')];
    expect(cells(rows[0] as Element)).toEqual(['1', 'Luke Skywalker', '4', '486', '2']);
    expect(cells(rows[3] as Element)).toEqual(['4', 'Boba Fett', '1', '−14', '0']);
    expect(container.querySelector('.org-part__legend')?.textContent).toBe(
      'Ranked by Victory Points (VP), then Margin of Victory (MOV), then Wins as defender (Def. wins).',
    );
  });

  it('keeps dropped players in the table, greyed and marked, and finds you', () => {
    const { container } = render(
      <StandingsTable columns={AOA_COLUMNS} rows={AOA_STANDINGS} you="p-kath" />,
    );
    const vader = container.querySelector('tr[data-player="p-vader"]');
    expect(vader?.className).toBe('is-dropped');
    expect(vader?.querySelector('th')?.textContent).toBe('Darth VaderDropped');
    expect(container.querySelectorAll('tr.is-dropped')).toHaveLength(1);
    expect(container.querySelector('tr.is-you')?.getAttribute('data-player')).toBe('p-kath');
  });

  it('shows a dash for a measure a row lacks, and waits politely before the first round', () => {
    const { container, rerender } = render(
      <StandingsTable
        columns={AOA_COLUMNS}
        rows={[{ player: 'p-x', name: 'Late Joiner', rank: 7, measures: { vp: 0 } }]}
      />,
    );
    expect(cells(container.querySelector('tbody tr') as Element)).toEqual([
      '7',
      'Late Joiner',
      '0',
      '—',
    ]);
    rerender(<StandingsTable columns={AOA_COLUMNS} rows={[]} />);
    expect(container.querySelector('table')).toBeNull();
    expect(container.textContent).toContain('No standings yet');
  });

  it('puts the export buttons it is given beside the title', () => {
    const { getByRole } = render(
      <StandingsTable
        columns={AOA_COLUMNS}
        rows={AOA_STANDINGS}
        title="Standings after round 2"
        exports={
          <>
            <button type="button">CSV</button>
            <button type="button">JSON</button>
          </>
        }
      />,
    );
    const section = getByRole('region', { name: 'Standings after round 2' });
    const acts = section.querySelector('.org-part__acts');
    expect([...(acts?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'CSV',
      'JSON',
    ]);
  });

  it('writes figures as a scoresheet does', () => {
    expect([figure(12), figure(-3), figure(0), figure(undefined), figure(Number.NaN)]).toEqual([
      '12',
      '−3',
      '0',
      '—',
      '—',
    ]);
    expect(rankedBy([{ key: 'pts', label: 'Points' }])).toBe('Points');
  });
});

describe('the pairings view', () => {
  it('shows each table’s players and roles and where its result stands, in words', () => {
    const { container } = render(<PairingsView round={2} tables={PE_ROUND} byes={PE_BYES} />);
    const status = [...container.querySelectorAll('[data-table]')].map((t) => [
      t.getAttribute('data-table'),
      t.getAttribute('data-status'),
      t.querySelector('.status')?.textContent,
    ]);
    expect(status).toEqual([
      ['1', 'confirmed', 'Confirmed'],
      ['2', 'submitted', 'Submitted by Ten Numb, awaiting "Whisper"'],
      ['3', 'awaiting', 'Awaiting result'],
      ['4', 'corrected', 'Corrected by the organizer: MOV entered the wrong way round'],
    ]);
    const t1 = container.querySelector('[data-table="1"]') as HTMLElement;
    expect([...t1.querySelectorAll('.pairing__players li')].map((li) => li.textContent)).toEqual([
      'Luke SkywalkerAttacker, then defender',
      'Boba FettDefender, then attacker',
    ]);
    expect(t1.querySelector('.pairing__result')?.textContent).toBe(
      'Luke 2 VP, MOV 236 · Boba 0 VP, MOV −36',
    );
    expect(container.querySelector('[data-table="3"] .pairing__result')).toBeNull();
  });

  it('counts the results in (confirmed or corrected) and lists the byes with their worth', () => {
    const { container } = render(<PairingsView round={2} tables={PE_ROUND} byes={PE_BYES} />);
    expect(container.querySelector('.pairings__progress')?.textContent).toBe('2 of 4 results in');
    const bye = container.querySelector('[data-bye="p-rexler"]');
    expect(bye?.textContent).toBe('Rexler Brath2 VP and 200 MOV');
    expect(container.querySelector('.pairings__byes h3')?.textContent).toBe('Bye');
  });

  it('names a pod as a pod, lists everyone still to confirm, and takes buttons per table', () => {
    const { container, getByRole } = render(
      <PairingsView
        round={1}
        unit="Pod"
        tables={AOA_POD}
        you="p-kath"
        actions={(t) => <button type="button">Confirm {t.table}</button>}
      />,
    );
    const pod = getByRole('listitem', { name: 'Pod 1' });
    expect(pod.querySelector('.status')?.textContent).toBe(
      'Submitted by Soontir Fel, awaiting Wedge Antilles, Kath Scarlet, Jake Farrell and Dace Bonearm',
    );
    expect(pod.querySelectorAll('.pairing__players li')).toHaveLength(5);
    expect(pod.querySelector('li.is-you')?.getAttribute('data-player')).toBe('p-kath');
    expect(within(pod).getByRole('button').textContent).toBe('Confirm 1');
    expect(container.querySelector('.pairings__byes')).toBeNull();
    expect(container.querySelector('.pairings__progress')?.textContent).toBe('0 of 1 results in');
  });

  it('falls back to the player id when a status names someone not at the table', () => {
    expect(
      statusText({ state: 'submitted', by: 'p-ghost', awaiting: [] }, [
        { player: 'p-a', name: 'A' },
      ]),
    ).toBe('Submitted by p-ghost');
    expect(statusText({ state: 'corrected' }, [])).toBe('Corrected by the organizer');
  });
});

describe('the Ace of Aces table helper', () => {
  it('lists the players in the initiative order given, with the pilot each flies now', () => {
    const { container } = render(<AoaTablePanel seats={AOA_SEATS} title="Pod 1, round 2" />);
    const rows = [...container.querySelectorAll('.aoa-seat')];
    expect(rows.map((r) => r.querySelector('.aoa-seat__order')?.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(rows.map((r) => r.querySelector('.aoa-seat__pilot')?.textContent)).toEqual([
      'Jake Farrell PS 7',
      'Fel’s Wrath PS 5',
      'Wedge Antilles PS 9',
      'Spice Runner PS 1',
    ]);
    expect(container.querySelector('[data-player="p-wedge"] .aoa-seat__wing')?.textContent).toBe(
      'Wingman: Rookie Pilot (PS 2)',
    );
  });

  it('says who respawns next for each player, or that no one does', () => {
    const { container } = render(<AoaTablePanel seats={AOA_SEATS} />);
    const next = (p: string) =>
      container.querySelector(`[data-player="${p}"] .aoa-seat__next`)?.textContent;
    expect(next('p-fel')).toBe('Next: Saber Squadron Pilot (PS 4), 1 upgrade');
    expect(next('p-jake')).toBe('Next: Green Squadron Pilot (PS 3), 2 upgrades');
    expect(next('p-dace')).toBe('No respawn left');
  });

  it('draws each player’s VP as a bar to 20, full once there, and says who got there', () => {
    const { container } = render(<AoaTablePanel seats={AOA_SEATS} />);
    const bar = (p: string) => container.querySelector<HTMLElement>(`[data-player="${p}"] .vp-bar`);
    const vp = (p: string) =>
      container.querySelector(`[data-player="${p}"] .aoa-seat__vp`)?.textContent;
    expect(vp('p-fel')).toBe('14 / 20 VP');
    expect(bar('p-fel')?.querySelector<HTMLElement>('.vp-bar__fill')?.style.width).toBe('70%');
    expect(bar('p-fel')?.className).toBe('vp-bar');
    expect(vp('p-wedge')).toBe('21 / 20 VP');
    expect(bar('p-wedge')?.className).toBe('vp-bar is-there');
    expect(bar('p-wedge')?.querySelector<HTMLElement>('.vp-bar__fill')?.style.width).toBe('100%');
    expect(container.querySelector('[data-player="p-wedge"] .aoa-seat__sd')?.textContent).toBe(
      '61 SD',
    );
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Wedge Antilles has reached 20 VP.',
    );
  });

  it('tells how a tie at the goal is settled when several are there', () => {
    const both = AOA_SEATS.map((s) => (s.player === 'p-fel' ? { ...s, vp: 20 } : s));
    const { container } = render(<AoaTablePanel seats={both} />);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      '2 players have reached 20 VP: most VP wins, then Ships Destroyed.',
    );
  });
});
