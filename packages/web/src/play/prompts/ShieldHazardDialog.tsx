/** A hazard is about to hurt the ship: raise shields against it, or not (XB-OTYP-06, XB-OTYP-07). */
import { count } from '../../look/format.ts';
import { Dialog } from '../Dialog.tsx';
import { SpaceTicks } from './SpaceTicks.tsx';
import type { PromptProps } from './types.ts';
import { setKey, spaceOptions, useSpaceChoice } from './useChoice.ts';

const HAZARD_WORDS = {
  asteroid: { what: 'Asteroids', hurt: 'damage' },
  nebula: { what: 'The nebula', hurt: 'Energy lost' },
  harvest: { what: 'Harvesting the nebula', hurt: 'Energy lost' },
  ice: { what: 'The ice', hurt: 'Ice damage' },
} as const;

export function ShieldHazardDialog({
  prompt,
  answers,
  me,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'ShieldHazard'>) {
  const sets = answers.flatMap((c) => (c.type === 'ShieldHazard' ? [c.use] : []));
  const options = spaceOptions(sets, me, content);
  const choice = useSpaceChoice(sets);
  const words = HAZARD_WORDS[prompt.hazard];
  const armed = me.markers.filter((m) => m.at === 'armed').length;
  const chosen = sets.find((s) => setKey(s) === choice.key);
  return (
    <Dialog
      kind="shield-hazard"
      title="Shields up?"
      lead={
        <p>
          {words.what} will cost you <strong>{prompt.amount}</strong> ({words.hurt}). Each shield
          you raise spends an armed marker and rolls its die; the total is taken off. You have{' '}
          {count(armed, 'armed marker')}.
        </p>
      }
      onPeek={onPeek}
      actions={
        <>
          {/* Nothing ticked: taking it unshielded is the one thing to do, so it leads. */}
          <button
            type="button"
            className={`btn${choice.ticked.size === 0 ? ' btn--primary' : ''}`}
            disabled={busy}
            onClick={() => send({ type: 'ShieldHazard', use: [] })}
          >
            No shields
          </button>
          {choice.ticked.size > 0 && (
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy || !chosen || chosen.length === 0}
              onClick={() => chosen && send({ type: 'ShieldHazard', use: chosen })}
            >
              Raise {count(choice.ticked.size, 'shield')}
            </button>
          )}
        </>
      }
    >
      {options.length > 0 ? (
        <SpaceTicks
          options={options}
          ticked={choice.ticked}
          onToggle={choice.toggle}
          legend="Shields to raise"
        />
      ) : (
        <p className="hint">No shield can be raised now.</p>
      )}
      {!choice.valid && choice.ticked.size > 0 && (
        <p className="hint hint--bad">That many shields needs more armed markers.</p>
      )}
    </Dialog>
  );
}
