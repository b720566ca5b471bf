// @vitest-environment happy-dom
/**
 * The event result forms of the five formats as a person fills them: each sends the JSON its
 * format reads (checked by reading it with the format's own plug-in), previews what it gives,
 * says why the format refuses it, and starts a correction from the result entered before.
 */
import {
  type Json,
  objectiveCard,
  parseEscortRound,
  parseObjectiveResult,
  scoreEscortRound,
} from '@drift/formats';
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeResult } from '../src/org/events/forms/describe.ts';
import { EscortForm, escortJson } from '../src/org/events/forms/EscortForm.tsx';
import { factsJson, squadObjectives } from '../src/org/events/forms/objectives.ts';
import { previewResult, withNames } from '../src/org/events/forms/preview.ts';
import { ResultEditor } from '../src/org/events/forms/ResultEditor.tsx';

afterEach(cleanup);

const PAIR = [
  { player: 'p1', name: 'Ann' },
  { player: 'p2', name: 'Bob' },
] as const;

const input = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name: label }) as HTMLInputElement;
const type = (el: HTMLInputElement, value: string) => fireEvent.change(el, { target: { value } });
const pick = (scope: HTMLElement, name: string) =>
  fireEvent.click(within(scope).getByRole('radio', { name }));
const fieldset = (container: HTMLElement, selector: string) => {
  const el = container.querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
};

/** The format's reading of what a form sent (throws when it refuses). */
function read(format: string, players: readonly string[], json: Json) {
  const p = previewResult(
    format,
    players.map((player) => ({ player, name: player })),
    json,
  );
  if (!p.ok) throw new Error(p.message);
  return p.scores;
}

describe('the Political Escort form', () => {
  it('XW-PE-24, XW-PE-21, XW-PE-26: two games with the roles swapped, the VP and MOV shown before sending', () => {
    const sent = vi.fn();
    const { container, getByRole } = render(
      <EscortForm title="Table 1" entrants={PAIR} onSubmit={sent} />,
    );
    // Nothing to fill per game until someone defends first.
    expect(container.querySelector('[data-game]')).toBeNull();
    pick(fieldset(container, '[data-choice=defender]'), 'Bob');
    const g1 = fieldset(container, '[data-game="1"]');
    const g2 = fieldset(container, '[data-game="2"]');
    expect(g1.querySelector('legend')?.textContent).toBe('Game 1: Ann attacks, Bob defends');
    expect(g2.querySelector('legend')?.textContent).toBe('Game 2: Bob attacks, Ann defends');
    // Game 1: the shuttle escaped with 7 damage: half its 10 points of upgrades go to Ann (45 v 30).
    pick(g1, 'Shuttle escaped');
    type(input('Destroyed by Ann', g1), '40');
    type(input('Destroyed by Bob', g1), '30');
    type(input('Shuttle upgrade points', g1), '10');
    type(input('Shuttle damage', g1), '7');
    // Game 2: the shuttle destroyed: no damage to give, its upgrades go to Bob.
    pick(g2, 'Shuttle destroyed');
    expect(within(g2).queryByRole('textbox', { name: 'Shuttle damage' })).toBeNull();
    type(input('Destroyed by Bob', g2), '50');
    type(input('Destroyed by Ann', g2), '20');
    type(input('Shuttle upgrade points', g2), '8');
    expect(g1.querySelector('.escort-game__won')?.textContent).toBe('Bob wins game 1.');
    expect(g2.querySelector('.escort-game__won')?.textContent).toBe('Bob wins game 2.');
    const preview = fieldset(container, '.result-preview');
    expect(preview.querySelector('[data-player=p2]')?.textContent).toBe('Bob 2 VP, MOV 223');
    expect(preview.querySelector('[data-player=p1]')?.textContent).toBe('Ann 0 VP, MOV 177');
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    const json = sent.mock.calls[0]?.[0] as Json;
    expect(json).toEqual({
      games: [
        {
          attacker: 'p1',
          ending: 'escaped',
          destroyed: { p1: 40, p2: 30 },
          shuttle: { upgradePoints: 10, damage: 7 },
        },
        {
          attacker: 'p2',
          ending: 'destroyed',
          destroyed: { p2: 50, p1: 20 },
          shuttle: { upgradePoints: 8 },
        },
      ],
    });
    const round = parseEscortRound(json, ['p1', 'p2']);
    if (!round.ok) throw new Error(round.error.message);
    expect(scoreEscortRound(round.value).map((s) => s.measures.vp)).toEqual([0, 2]);
  });

  it('says what is still to fill in, and shows the format’s refusal in names, not ids', () => {
    const sent = vi.fn();
    const { container, getByRole } = render(
      <EscortForm title="Table 1" entrants={PAIR} onSubmit={sent} />,
    );
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    expect(sent).not.toHaveBeenCalled();
    expect(container.querySelector('.result-preview--bad')?.textContent).toContain(
      'Who defends first?',
    );
    // 95 destroyed plus 10 points of shuttle upgrades is more than a 100-point squad.
    pick(fieldset(container, '[data-choice=defender]'), 'Ann');
    for (const n of [1, 2]) {
      const g = fieldset(container, `[data-game="${n}"]`);
      pick(g, 'Time: neither');
      for (const who of ['Ann', 'Bob']) type(input(`Destroyed by ${who}`, g), '95');
      type(input('Shuttle upgrade points', g), '10');
      type(input('Shuttle damage', g), '8');
    }
    expect(container.querySelector('.result-preview--bad')?.textContent).toBe(
      "Game 1: Bob destroyed 95 points and the shuttle carries 10 in upgrades, more than the defender's 100-point squad",
    );
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    expect(sent).not.toHaveBeenCalled();
  });

  it('starts a correction from the result entered before', () => {
    const json = escortJson(
      'p1',
      ['p1', 'p2'],
      [
        { ending: 'time', byAttacker: '30', byDefender: '25', upgrades: '4', damage: '2' },
        { ending: 'escaped', byAttacker: '12', byDefender: '44', upgrades: '6', damage: '9' },
      ],
    );
    expect(json.missing).toEqual([]);
    const round = parseEscortRound(json.json, ['p1', 'p2']);
    if (!round.ok) throw new Error(round.error.message);
    const { container } = render(
      <EscortForm
        title="Table 1"
        entrants={PAIR}
        initial={round.value as unknown as Json}
        onSubmit={() => {}}
      />,
    );
    const g2 = fieldset(container, '[data-game="2"]');
    expect(input('Destroyed by Ann', g2).value).toBe('12');
    expect(input('Shuttle damage', g2).value).toBe('9');
    expect(within(g2).getByRole('radio', { name: 'Shuttle escaped' })).toHaveProperty(
      'checked',
      true,
    );
  });
});

describe('the Ace of Aces pod form', () => {
  const POD = ['p1', 'p2', 'p3', 'p4'].map((player, i) => ({
    player,
    name: ['Wedge', 'Fel', 'Vader', 'Kath'][i] as string,
  }));

  it('XW-AOA-26, XW-AOA-27: an ace at 20 VP means a winner, named; the winner is the most VP, then SD', () => {
    const sent = vi.fn();
    const { container, getByRole } = render(
      <ResultEditor format="ace-of-aces" title="Pod 1" entrants={POD} onSubmit={sent} />,
    );
    const figures: Record<string, [number, number]> = {
      p1: [22, 60],
      p2: [22, 71],
      p3: [6, 14],
      p4: [0, 0],
    };
    for (const [p, [vp, sd]] of Object.entries(figures)) {
      const block = fieldset(container, `.result-player[data-player=${p}]`);
      type(input('Victory Points', block), String(vp));
      type(input('Ships Destroyed', block), String(sd));
    }
    const winner = fieldset(container, '[data-choice=winner]');
    expect(winner.querySelector('legend')?.textContent).toContain('Anyone at 20 VP or more');
    pick(winner, 'Nobody reached 20');
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    expect(sent).not.toHaveBeenCalled();
    expect(getByRole('alert').textContent).toContain(
      'Wedge has 22 VP (20 or more): the game has a winner.',
    );
    pick(winner, 'Wedge');
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    expect(getByRole('alert').textContent).toContain(
      'Fel (22 VP, 71 SD) beats Wedge (22 VP, 60 SD).',
    );
    pick(winner, 'Fel');
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    const json = sent.mock.calls[0]?.[0] as Json;
    expect(json).toEqual({
      players: [
        { player: 'p1', vp: 22, sd: 60 },
        { player: 'p2', vp: 22, sd: 71 },
        { player: 'p3', vp: 6, sd: 14 },
        { player: 'p4', vp: 0, sd: 0 },
      ],
      winner: 'p2',
    });
    expect(read('ace-of-aces', ['p1', 'p2', 'p3', 'p4'], json).map((s) => s.measures.wins)).toEqual(
      [0, 1, 0, 0],
    );
  });
});

describe('the standard and Whack-a-’Gorth forms', () => {
  it('GAP-XW-12: points destroyed each and a squad wiped out', () => {
    const sent = vi.fn();
    const { container, getByRole } = render(
      <ResultEditor format="standard" title="Table 3" entrants={PAIR} onSubmit={sent} />,
    );
    type(input('Points destroyed', fieldset(container, '[data-player=p1]')), '20');
    type(input('Points destroyed', fieldset(container, '[data-player=p2]')), '100');
    pick(fieldset(container, '[data-choice=eliminated]'), 'Ann did');
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    const json = sent.mock.calls[0]?.[0] as Json;
    expect(json).toEqual({ destroyed: { p1: 20, p2: 100 }, eliminated: ['p1'] });
    expect(read('standard', ['p1', 'p2'], json).map((s) => s.measures.tp)).toEqual([0, 1]);
  });

  it('XW-WAG-08: each Exogorth killed adds 10 to the points destroyed', () => {
    const sent = vi.fn();
    const { container, getByRole } = render(
      <ResultEditor format="whack-a-gorth" title="Table 1" entrants={PAIR} onSubmit={sent} />,
    );
    const [ann, bob] = [
      fieldset(container, '[data-player=p1]'),
      fieldset(container, '[data-player=p2]'),
    ];
    type(input('Points destroyed', ann), '30');
    type(input('Exogorths killed', ann), '2');
    type(input('Points destroyed', bob), '45');
    type(input('Exogorths killed', bob), '0');
    pick(fieldset(container, '[data-choice=eliminated]'), 'No');
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    const json = sent.mock.calls[0]?.[0] as Json;
    expect(json).toEqual({ destroyed: { p1: 30, p2: 45 }, exogorthKills: { p1: 2, p2: 0 } });
    expect(read('whack-a-gorth', ['p1', 'p2'], json)[0]?.measures).toMatchObject({
      tp: 1,
      mov: 105,
      exogorths: 2,
    });
  });
});

describe('the Objective Play form', () => {
  const listed = { objectives: ['spice-run', 'Station Defense', 'hidden-jedi'] };

  it('XW-OBJ-01: a squad’s three objectives are read by id or name; anything else gives none', () => {
    expect(squadObjectives(listed)).toEqual(['spice-run', 'station-defense', 'hidden-jedi']);
    expect(
      squadObjectives({
        vendor: { drift: { objectives: ['minefield', 'graveyard', 'torpedo-run'] } },
      }),
    ).toEqual(['minefield', 'graveyard', 'torpedo-run']);
    expect(squadObjectives({ objectives: ['minefield'] })).toBeNull();
    expect(squadObjectives({ objectives: ['minefield', 'chess', 'graveyard'] })).toBeNull();
    expect(squadObjectives(undefined)).toBeNull();
  });

  it('XW-OBJ-02, XW-OBJ-03: the first player picks from the second’s list; the card’s facts are asked and scored', () => {
    const sent = vi.fn();
    const { container, getByRole } = render(
      <ResultEditor
        format="objective-play"
        title="Table 2"
        entrants={PAIR}
        squads={{ p2: listed }}
        onSubmit={sent}
      />,
    );
    pick(fieldset(container, '[data-choice=first]'), 'Ann');
    const offered = fieldset(container, '[data-choice=objective]');
    expect([...offered.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'Spice Run',
      'Station Defense',
      'Hidden Jedi',
    ]);
    pick(offered, 'Station Defense');
    expect(container.querySelector('.objective-summary')?.textContent).toContain('station');
    pick(fieldset(container, '[data-choice=stationDestroyed]'), 'No');
    type(input('Points destroyed', fieldset(container, '[data-player=p1]')), '40');
    type(input('Points destroyed', fieldset(container, '[data-player=p2]')), '35');
    pick(fieldset(container, '[data-choice=eliminated]'), 'No');
    // The station stands: 12 points to Bob, 47 v 40.
    expect(container.querySelector('.result-preview')?.textContent).toContain('Bob wins.');
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    const json = sent.mock.calls[0]?.[0] as Json;
    expect(json).toEqual({
      first: 'p1',
      objective: 'station-defense',
      destroyed: { p1: 40, p2: 35 },
      facts: { stationDestroyed: false },
    });
    const r = parseObjectiveResult(json, ['p1', 'p2']);
    expect(r.ok && r.value.objectivePoints).toEqual([0, 12]);
  });

  it('offers every objective when the second player’s squad names none, and asks per-player counts', () => {
    const { container } = render(
      <ResultEditor format="objective-play" title="Table 2" entrants={PAIR} onSubmit={() => {}} />,
    );
    pick(fieldset(container, '[data-choice=first]'), 'Bob');
    const select = container.querySelector<HTMLSelectElement>('#objective-pick');
    expect(select?.options).toHaveLength(15);
    expect(container.querySelector('.objective-pick .result-field__hint')?.textContent).toContain(
      'Ann registered no squad naming three objectives',
    );
    fireEvent.change(select as HTMLSelectElement, { target: { value: 'recon-mission' } });
    expect(input('Recon tokens collected — Ann')).toBeDefined();
    expect(input('Obstacles on the board at setup (if not the usual)')).toBeDefined();
  });

  it('reads the facts the table typed, per player, leaving optional ones out', () => {
    const card = objectiveCard('recon-mission');
    if (!card) throw new Error('no Recon Mission');
    const names = (p: string) => (p === 'p1' ? 'Ann' : 'Bob');
    expect(factsJson(card, { tokens: { p1: '2', p2: '1' } }, ['p1', 'p2'], names)).toEqual({
      facts: { tokens: { p1: 2, p2: 1 } },
      missing: [],
    });
    expect(factsJson(card, { tokens: { p1: '2' } }, ['p1', 'p2'], names).missing).toEqual([
      'Recon tokens collected (Bob)',
    ]);
  });
});

describe('results in words', () => {
  it('say each game of an escort round, and name players rather than ids', () => {
    const json = escortJson(
      'p2',
      ['p1', 'p2'],
      [
        { ending: 'escaped', byAttacker: '40', byDefender: '30', upgrades: '10', damage: '7' },
        { ending: 'destroyed', byAttacker: '50', byDefender: '20', upgrades: '8', damage: '' },
      ],
    ).json;
    const round = parseEscortRound(json, ['p1', 'p2']);
    if (!round.ok) throw new Error(round.error.message);
    const lines = describeResult('political-escort', round.value as unknown as Json, (p) =>
      p === 'p1' ? 'Ann' : 'Bob',
    );
    expect(lines).toEqual([
      'Game 1: Ann attacked, Bob defended; the shuttle escaped. Destroyed: Ann 40 + 5, Bob 30 (shuttle upgrades 10, damage 7). Bob won.',
      'Game 2: Bob attacked, Ann defended; the shuttle was destroyed. Destroyed: Bob 50 + 8, Ann 20 (shuttle upgrades 8). Bob won.',
    ]);
    expect(withNames('Game 2: "p1" defended; p12 is not here', PAIR)).toBe(
      'Game 2: Ann defended; p12 is not here',
    );
  });
});
