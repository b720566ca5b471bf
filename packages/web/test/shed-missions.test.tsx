// @vitest-environment happy-dom
/** Element F's decision in the browser: discarding down after an M-Comp stops (XE-MOD-05). */
import { createXia, type XiaCommand } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShedMissionsDialog } from '../src/play/prompts/ShedMissionsDialog.tsx';
import type { PromptProps } from '../src/play/prompts/types.ts';

afterEach(cleanup);

const content = createXia(corePack()).content;

describe('element F dialogs', () => {
  it('XE-MOD-05: each active mission offers a discard; the count is shown', () => {
    const sent: XiaCommand[] = [];
    const [a, b] = content.pack.missions.map((m) => m.id) as [string, string];
    const props = {
      prompt: { kind: 'ShedMissions', seat: 1, count: 1 },
      answers: [
        { type: 'DiscardMission', card: a },
        { type: 'DiscardMission', card: b },
      ],
      content,
      busy: false,
      send: (c: XiaCommand) => sent.push(c),
      onPeek: () => {},
    } as unknown as PromptProps<'ShedMissions'>;
    render(<ShedMissionsDialog {...props} />);
    expect(screen.getByText(/discard 1 mission\./)).toBeTruthy();
    fireEvent.click(screen.getAllByText('Discard it')[1] as HTMLElement);
    expect(sent).toEqual([{ type: 'DiscardMission', card: b }]);
  });
});
