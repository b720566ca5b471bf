/** A failed mission roll may be rolled again by discarding a completed mission of its type (XB-MISS-04). */
import { Dialog } from '../Dialog.tsx';
import { MissionCard } from './MissionCard.tsx';
import type { PromptProps } from './types.ts';

export function UseExperienceDialog({
  prompt,
  answers,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'UseExperience'>) {
  const cards = answers.flatMap((c) => (c.type === 'UseExperience' && c.card ? [c.card] : []));
  return (
    <Dialog
      kind="use-experience"
      wide
      title="Use your experience?"
      lead={
        <p>
          The roll for <strong>{content.mission(prompt.mission).name}</strong> failed. Discard a
          completed mission of the same kind to roll again, or keep the roll.
        </p>
      }
      onPeek={onPeek}
      actions={
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() => send({ type: 'UseExperience', card: null })}
        >
          Keep the roll
        </button>
      }
    >
      <div className="card-row">
        {cards.map((card) => (
          <MissionCard key={card} card={card} content={content}>
            <button
              type="button"
              className="btn btn--primary card__act"
              disabled={busy}
              onClick={() => send({ type: 'UseExperience', card })}
            >
              Discard it and roll again
            </button>
          </MissionCard>
        ))}
      </div>
    </Dialog>
  );
}
