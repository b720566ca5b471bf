/** Drawn mission cards: keep one face down, or none (XB-MISS-01). */
import { Dialog } from '../Dialog.tsx';
import { MissionCard } from './MissionCard.tsx';
import type { PromptProps } from './types.ts';

export function KeepMissionDialog({
  prompt,
  answers,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'KeepMission'>) {
  const cards = answers.flatMap((c) => (c.type === 'KeepMission' && c.card ? [c.card] : []));
  const none = answers.some((c) => c.type === 'KeepMission' && c.card === null);
  const drawn = Array.isArray(prompt.cards) ? prompt.cards.length : prompt.cards;
  return (
    <Dialog
      kind="keep-mission"
      wide
      title="Keep a mission?"
      lead={
        <p>
          You drew {drawn === 1 ? 'one card' : `${drawn} cards`}. Keep one face down: only you know
          it until it is done. Outlaw missions raise your Bounty.
        </p>
      }
      onPeek={onPeek}
      actions={
        none ? (
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => send({ type: 'KeepMission', card: null })}
          >
            Keep none
          </button>
        ) : undefined
      }
    >
      <div className="card-row">
        {cards.map((card) => (
          <MissionCard key={card} card={card} content={content}>
            <button
              type="button"
              className="btn btn--primary card__act"
              disabled={busy}
              onClick={() => send({ type: 'KeepMission', card })}
            >
              Keep {content.mission(card).name}
            </button>
          </MissionCard>
        ))}
      </div>
    </Dialog>
  );
}
