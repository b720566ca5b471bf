// @vitest-environment happy-dom
/** The lobby's expansion choices: only elements the server plays, sent as letters. */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBody } from '../src/lobby/createMatch.ts';
import { ElementsField } from '../src/lobby/ElementsField.tsx';
import type { RulesetInfo } from '../src/net/protocol.ts';

const info = (built: string[]): RulesetInfo => ({
  id: 'xia',
  content: { name: 'core', version: '1', hash: 'h' },
  seats: { min: 3, max: 5 },
  fameTarget: { min: 3, max: 30, presets: [5, 10], default: 10, firstGameDefault: 5 },
  presets: ['standard', 'firstGame'],
  elements: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id) => ({
    id,
    name: `Element ${id}`,
    built: built.includes(id),
  })),
  bots: [],
});

function Harness({ built }: { built: string[] }) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <>
      <ElementsField info={info(built)} chosen={chosen} onChange={setChosen} />
      <output>{chosen.join(',')}</output>
    </>
  );
}

describe('the lobby’s expansion elements', () => {
  afterEach(cleanup);

  it('shows nothing while the server plays no element', () => {
    const { container } = render(<Harness built={[]} />);
    expect(container.querySelector('fieldset')).toBeNull();
  });

  it('offers only the built elements (two players goes with the table of two) and keeps the letters sorted', () => {
    const { container, getByLabelText } = render(<Harness built={['G', 'D', 'C']} />);
    const offered = [...container.querySelectorAll('[data-element]')].map((el) =>
      el.getAttribute('data-element'),
    );
    expect(offered).toEqual(['C', 'G']);
    fireEvent.click(getByLabelText(/G\. Element G/));
    fireEvent.click(getByLabelText(/C\. Element C/));
    expect(container.querySelector('output')?.textContent).toBe('C,G');
    fireEvent.click(getByLabelText(/G\. Element G/));
    expect(container.querySelector('output')?.textContent).toBe('C');
  });

  it('sends the chosen letters with the options, and no key when none', () => {
    const form = {
      seats: [{ kind: 'here', name: '' } as const],
      fameTarget: 5,
      firstGame: false,
      npcs: true,
    };
    expect(createBody({ ...form, elements: ['D', 'G'] }).options).toMatchObject({
      elements: ['D', 'G'],
    });
    expect('elements' in createBody({ ...form, elements: [] }).options).toBe(false);
    // A table of two plays element D with whatever else was chosen.
    const two = {
      ...form,
      seats: [{ kind: 'here', name: '' } as const, { kind: 'bot', bot: 'random' } as const],
    };
    expect(createBody({ ...two, elements: ['G'] }).options.elements).toEqual(['D', 'G']);
  });
});
