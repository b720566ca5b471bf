// @vitest-environment happy-dom
/** Element B's decisions in the browser: a captain in need (XE-EXPL-07) and a pair (XE-EXPL-09). */
import type { XiaCommand } from '@drift/xia';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CaptainInNeedDialog, TradeTokensDialog } from '../src/play/prompts/TokenDialogs.tsx';
import type { PromptProps } from '../src/play/prompts/types.ts';

afterEach(cleanup);

/** The props a dialog reads here; the rest are never touched by these two. */
function props<K extends 'CaptainInNeed' | 'TradeTokens'>(
  prompt: PromptProps<K>['prompt'],
  sent: XiaCommand[],
): PromptProps<K> {
  return {
    prompt,
    answers: [],
    busy: false,
    send: (c: XiaCommand) => sent.push(c),
    onPeek: () => {},
  } as unknown as PromptProps<K>;
}

describe('element B dialogs', () => {
  it('XE-EXPL-07: the captain in need names the delivery point; both answers are sent', () => {
    const sent: XiaCommand[] = [];
    const prompt = { kind: 'CaptainInNeed', seat: 1, card: 'm-1', point: 7 } as const;
    render(<CaptainInNeedDialog {...props<'CaptainInNeed'>(prompt, sent)} />);
    expect(screen.getByText('Mission Point 7')).toBeTruthy();
    fireEvent.click(screen.getByText('Take them aboard'));
    fireEvent.click(screen.getByText('Leave them'));
    expect(sent).toEqual([
      { type: 'CaptainInNeed', accept: true },
      { type: 'CaptainInNeed', accept: false },
    ]);
  });

  it('XE-EXPL-09: a pair is traded for 1 Fame or 2,000', () => {
    const sent: XiaCommand[] = [];
    render(<TradeTokensDialog {...props<'TradeTokens'>({ kind: 'TradeTokens', seat: 1 }, sent)} />);
    fireEvent.click(screen.getByText('Take 1 Fame'));
    fireEvent.click(screen.getByText('Take 2,000'));
    expect(sent).toEqual([
      { type: 'TradeTokens', reward: 'fame' },
      { type: 'TradeTokens', reward: 'credits' },
    ]);
  });
});
