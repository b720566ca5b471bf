// @vitest-environment happy-dom
/** A campaign game's goal in the browser: the ChooseGoal dialog and its log lines (XC-CAMP-03). */
import { createXia, type XiaCommand } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChooseGoalDialog } from '../src/play/prompts/ChooseGoalDialog.tsx';
import type { PromptProps } from '../src/play/prompts/types.ts';
import { commandWords } from '../src/play/words.ts';

afterEach(cleanup);

const content = createXia(corePack()).content;

describe('the campaign goal dialog', () => {
  it('XC-CAMP-03, XC-CAMP-10: each open goal shows its target, rules and reward, and is chosen by a click', () => {
    const sent: XiaCommand[] = [];
    const props = {
      prompt: { kind: 'ChooseGoal', seat: 0, goals: ['quiet-hull', 'self-made'] },
      answers: [
        { type: 'ChooseGoal', goal: 'quiet-hull' },
        { type: 'ChooseGoal', goal: 'self-made' },
      ],
      content,
      busy: false,
      send: (c: XiaCommand) => sent.push(c),
      onPeek: () => {},
    } as unknown as PromptProps<'ChooseGoal'>;
    render(<ChooseGoalDialog {...props} />);
    expect(screen.getByText('Choose your goal')).toBeTruthy();
    expect(screen.getByText('Never attack or ram.')).toBeTruthy();
    expect(screen.getByText('12 Fame')).toBeTruthy();
    expect(screen.getByText(/Start each game with 1 Fame\./)).toBeTruthy();
    fireEvent.click(screen.getAllByText('Attempt it')[1] as HTMLElement);
    expect(sent).toEqual([{ type: 'ChooseGoal', goal: 'self-made' }]);
  });

  it('XC-CAMP-03: the command reads as the goal and its target', () => {
    const words = commandWords({ type: 'ChooseGoal', goal: 'old-faithful' }, {
      content,
      me: undefined,
    } as never);
    expect(words).toEqual({ label: 'Attempt Old Faithful', detail: '8 Fame to win' });
  });
});
