/** A natural 20: come back at any free Spawn Point (XB-RESP-03, XB-BORDER-10); a solo start (XS-SETUP-07). */
import { Dialog } from '../Dialog.tsx';
import { spawnHex } from '../spawn.ts';
import { hexName } from '../words.ts';
import type { PromptProps } from './types.ts';

export function ChooseSpawnDialog({
  prompt,
  answers,
  view,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'ChooseSpawn'>) {
  const spawns = answers.flatMap((c) => (c.type === 'ChooseSpawn' ? [c.spawn] : []));
  return (
    <Dialog
      kind="choose-spawn"
      title="Choose a Spawn Point"
      wide
      lead={
        <p>
          {prompt.reason === 'respawn'
            ? 'Your ship comes back into play: you rolled a 20, so you pick where.'
            : prompt.reason === 'start'
              ? 'Solo game: choose where your ship starts.'
              : 'The gate misfired on a 20: you pick the Spawn Point it throws you to.'}{' '}
          The free ones are marked on the board too.
        </p>
      }
      onPeek={onPeek}
    >
      <div className="choice-grid">
        {spawns.map((n) => {
          const hex = spawnHex(n, view, content);
          return (
            <button
              key={n}
              type="button"
              className="btn choice"
              disabled={busy}
              onClick={() => send({ type: 'ChooseSpawn', spawn: n })}
            >
              <strong>Spawn Point {n}</strong>
              <span>
                {hex ? hexName(hex, view, content).replace(/^Spawn Point \d+ in /, '') : ''}
              </span>
            </button>
          );
        })}
      </div>
    </Dialog>
  );
}
