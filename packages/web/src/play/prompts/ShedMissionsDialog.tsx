/** Element F: a damaged M-Comp leaves too many active missions; discard down (XE-MOD-05). */
import { Dialog } from '../Dialog.tsx';
import { MissionCard } from './MissionCard.tsx';
import type { PromptProps } from './types.ts';

export function ShedMissionsDialog({
  prompt,
  answers,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'ShedMissions'>) {
  const cards = answers.flatMap((c) => (c.type === 'DiscardMission' ? [c.card] : []));
  return (
    <Dialog
      kind="shed-missions"
      wide
      title="Too many missions"
      lead={
        <p>
          Your ship can no longer hold all your missions: discard {prompt.count}{' '}
          {prompt.count === 1 ? 'mission' : 'missions'}.
        </p>
      }
      onPeek={onPeek}
    >
      <div className="card-row">
        {cards.map((card) => (
          <MissionCard key={card} card={card} content={content}>
            <button
              type="button"
              className="btn btn--primary card__act"
              disabled={busy}
              onClick={() => send({ type: 'DiscardMission', card })}
            >
              Discard it
            </button>
          </MissionCard>
        ))}
      </div>
    </Dialog>
  );
}
