// @vitest-environment happy-dom
/**
 * Result entry at the table: the checks (what was typed → whole numbers, or messages naming the
 * player and the field), and the two forms as a player uses them on a phone.
 */
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkDraft,
  emptyDraft,
  type ResultSpec,
  readWhole,
  setChoice,
  setScore,
} from '../src/org/results/check.ts';
import { PodResultForm, TableResultForm } from '../src/org/results/ResultForm.tsx';
import { AOA_ENTRANTS, AOA_FIELDS, PE_CHOICES, PE_FIELDS, PE_TABLE } from './org-fixtures.ts';

afterEach(cleanup);

const PE: ResultSpec = { entrants: PE_TABLE, fields: PE_FIELDS, choices: PE_CHOICES };

describe('reading what was typed', () => {
  it('takes whole numbers with spaces or a typographic minus, and says why anything else is not one', () => {
    expect(readWhole(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(readWhole('−3')).toEqual({ ok: true, value: -3 });
    expect(readWhole('')).toEqual({ ok: false, why: 'is missing' });
    expect(readWhole('3.5')).toEqual({ ok: false, why: 'must be a whole number' });
    expect(readWhole('1e3')).toEqual({ ok: false, why: 'must be a whole number' });
    expect(readWhole('99999999999999999999')).toEqual({ ok: false, why: 'is too large' });
  });

  it('gives a result only when every field and choice is good, naming each problem', () => {
    let d = emptyDraft(PE);
    expect(checkDraft(d, PE)).toEqual({
      entry: null,
      problems: [
        { player: 'p-ten', field: 'destroyed', message: 'Ten Numb: Points destroyed is missing.' },
        {
          player: 'p-whisper',
          field: 'destroyed',
          message: '"Whisper": Points destroyed is missing.',
        },
        { field: 'end', message: 'How did the game end? Choose one.' },
      ],
    });
    d = setScore(d, 'p-ten', 'destroyed', '-4');
    d = setScore(d, 'p-whisper', 'destroyed', '250');
    d = setChoice(d, 'end', 'fled');
    expect(checkDraft(d, PE).problems.map((p) => p.message)).toEqual([
      'Ten Numb: Points destroyed must be at least 0.',
      '"Whisper": Points destroyed must be at most 200.',
      'How did the game end? Choose one.',
    ]);
    d = setScore(setScore(d, 'p-ten', 'destroyed', '54'), 'p-whisper', 'destroyed', '0');
    d = setChoice(d, 'end', 'escaped');
    expect(checkDraft(d, PE)).toEqual({
      entry: {
        scores: { 'p-ten': { destroyed: 54 }, 'p-whisper': { destroyed: 0 } },
        choices: { end: 'escaped' },
      },
      problems: [],
    });
  });

  it('asks for a choice in a sentence that reads well, whether its label is a question or not', () => {
    const spec: ResultSpec = {
      entrants: [],
      fields: [],
      choices: [{ key: 'winner', label: 'Winner', options: [{ value: 'a', text: 'A' }] }],
    };
    expect(checkDraft(emptyDraft(spec), spec).problems).toEqual([
      { field: 'winner', message: 'Winner: choose one.' },
    ]);
    expect(checkDraft(setChoice(emptyDraft(spec), 'winner', 'a'), spec).entry).toEqual({
      scores: {},
      choices: { winner: 'a' },
    });
  });

  it('never throws on anything typed, and accepts exactly the whole numbers in range', () => {
    const spec: ResultSpec = {
      entrants: [{ player: 'a', name: 'A' }],
      fields: [{ key: 'vp', label: 'VP', min: 0, max: 60 }],
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.integer({ min: -100, max: 100 }).map(String),
          fc.constantFrom('-0', '−7', ' 60 ', '61', '007', '+3', '0x1'),
        ),
        (text) => {
          const { entry, problems } = checkDraft(setScore(emptyDraft(spec), 'a', 'vp', text), spec);
          const t = text.trim();
          const n = Number(t) || 0;
          const good = /^-?\d+$/.test(t) && n >= 0 && n <= 60;
          expect(entry !== null).toBe(good);
          expect(problems.length).toBe(good ? 0 : 1);
          if (entry) expect(entry.scores.a?.vp).toBe(n);
          else expect(problems[0]?.message).toMatch(/^A: VP /);
        },
      ),
    );
  });
});

describe('the form for a table of two', () => {
  it('sends the numbers and the choice once all are good, after showing what to fix', () => {
    const sent = vi.fn();
    const { getByRole, getAllByLabelText, container } = render(
      <TableResultForm
        title="Table 2"
        entrants={PE_TABLE}
        fields={PE_FIELDS}
        choices={PE_CHOICES}
        onSubmit={sent}
      />,
    );
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    expect(sent).not.toHaveBeenCalled();
    const alert = getByRole('alert');
    expect(alert.textContent).toContain('3 things to fix:');
    expect(alert.textContent).toContain('Ten Numb: Points destroyed is missing.');
    const [ten, whisper] = getAllByLabelText('Points destroyed') as HTMLInputElement[];
    if (!ten || !whisper) throw new Error('no fields');
    expect(ten.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(ten.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Ten Numb: Points destroyed is missing.',
    );
    expect(ten.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(ten, { target: { value: '54' } });
    fireEvent.change(whisper, { target: { value: '21' } });
    fireEvent.click(getByRole('radio', { name: 'Shuttle escaped' }));
    expect(ten.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    expect(sent).toHaveBeenCalledWith({
      scores: { 'p-ten': { destroyed: 54 }, 'p-whisper': { destroyed: 21 } },
      choices: { end: 'escaped' },
    });
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows a field’s problem once it is left, not while the player has yet to reach it', () => {
    const { getAllByLabelText, container } = render(
      <TableResultForm
        title="Table 2"
        entrants={PE_TABLE}
        fields={PE_FIELDS}
        onSubmit={() => {}}
      />,
    );
    const [ten] = getAllByLabelText('Points destroyed') as HTMLInputElement[];
    if (!ten) throw new Error('no field');
    expect(container.querySelector('.result-field__why')).toBeNull();
    fireEvent.change(ten, { target: { value: '5.5' } });
    fireEvent.blur(ten);
    expect([...container.querySelectorAll('.result-field__why')].map((p) => p.textContent)).toEqual(
      ['Ten Numb: Points destroyed must be a whole number.'],
    );
  });

  it('steps with − and + inside the field’s bounds', () => {
    const { getByRole, getAllByLabelText } = render(
      <TableResultForm
        title="Table 1"
        entrants={PE_TABLE}
        fields={[{ key: 'vp', label: 'Victory Points', max: 2, hint: 'One for each game won' }]}
        onSubmit={() => {}}
      />,
    );
    const [ten] = getAllByLabelText('Victory Points') as HTMLInputElement[];
    // At a table of two each field carries its hint, read with it.
    expect(document.getElementById(ten?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'One for each game won',
    );
    const more = getByRole('button', { name: 'One more: Victory Points, Ten Numb' });
    const less = getByRole('button', { name: 'One less: Victory Points, Ten Numb' });
    fireEvent.click(more);
    expect(ten?.value).toBe('1');
    fireEvent.click(more);
    fireEvent.click(more);
    expect(ten?.value).toBe('2');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(less);
    fireEvent.click(less);
    expect(ten?.value).toBe('0');
    expect((less as HTMLButtonElement).disabled).toBe(true);
  });

  it('runs the format’s own check, shows the server’s refusal, and holds while sending', () => {
    const sent = vi.fn();
    const spec = { entrants: PE_TABLE, fields: PE_FIELDS };
    const filled = setScore(
      setScore(emptyDraft(spec), 'p-ten', 'destroyed', '10'),
      'p-whisper',
      'destroyed',
      '10',
    );
    const { getByRole, rerender } = render(
      <TableResultForm
        title="Table 5"
        {...spec}
        initial={filled}
        validate={(e) =>
          e.scores['p-ten']?.destroyed === e.scores['p-whisper']?.destroyed
            ? [{ field: '', message: 'A game of Political Escort always has a winner.' }]
            : []
        }
        onSubmit={sent}
      />,
    );
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    expect(sent).not.toHaveBeenCalled();
    expect(getByRole('alert').textContent).toContain(
      'A game of Political Escort always has a winner.',
    );
    rerender(
      <TableResultForm
        title="Table 5"
        {...spec}
        initial={filled}
        onSubmit={sent}
        busy
        error="Table 5 already has a confirmed result."
      />,
    );
    const send = getByRole('button', { name: 'Sending…' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(getByRole('alert').textContent).toBe('Table 5 already has a confirmed result.');
  });
});

describe('the form for a pod', () => {
  it('has one block per player with every field, and sends them all', () => {
    const sent = vi.fn();
    const { container, getByRole } = render(
      <PodResultForm title="Pod 1" entrants={AOA_ENTRANTS} fields={AOA_FIELDS} onSubmit={sent} />,
    );
    const blocks = [...container.querySelectorAll<HTMLElement>('.result-player')];
    expect(blocks.map((b) => b.getAttribute('data-player'))).toEqual(
      AOA_ENTRANTS.map((e) => e.player),
    );
    expect(container.querySelector('.result-form--pod')).not.toBeNull();
    blocks.forEach((b, i) => {
      fireEvent.change(within(b).getByLabelText('Victory Points'), {
        target: { value: String(i * 5) },
      });
      fireEvent.change(within(b).getByLabelText('Ships Destroyed'), {
        target: { value: String(i * 20) },
      });
    });
    // The hints once, above the players, not under each player's fields.
    expect(container.querySelector('.result-form__key')?.textContent).toBe(
      'Victory Points+1 for each damage, +5 for each killShips DestroyedPoints of the ships this player destroyed',
    );
    expect(container.querySelector('.result-player .result-field__hint')).toBeNull();
    fireEvent.click(getByRole('button', { name: 'Submit result' }));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0]).toEqual({
      scores: Object.fromEntries(AOA_ENTRANTS.map((e, i) => [e.player, { vp: i * 5, sd: i * 20 }])),
      choices: {},
    });
  });
});
