/**
 * Element B's decisions: a captain in need (XE-EXPL-07) and a pair of tokens (XE-EXPL-09);
 * element E's reward of a sifted Relic (XE-RELIC-03).
 */
import { relicWords } from '../../mat/relicText.ts';
import { Dialog } from '../Dialog.tsx';
import type { PromptProps } from './types.ts';

export function CaptainInNeedDialog({ prompt, busy, send, onPeek }: PromptProps<'CaptainInNeed'>) {
  return (
    <Dialog
      kind="captain-in-need"
      title="A captain in need"
      lead={
        <p>
          A stranded captain asks to be flown to <strong>Mission Point {prompt.point}</strong>.
        </p>
      }
      onPeek={onPeek}
      actions={
        <>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => send({ type: 'CaptainInNeed', accept: false })}
          >
            Leave them
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            onClick={() => send({ type: 'CaptainInNeed', accept: true })}
          >
            Take them aboard
          </button>
        </>
      }
    >
      <p>
        Delivering them there (an action) earns 1 Fame and 1,000. They take your mission slot: a
        mission you hold is discarded.
      </p>
    </Dialog>
  );
}

export function TradeTokensDialog({ busy, send, onPeek }: PromptProps<'TradeTokens'>) {
  return (
    <Dialog
      kind="trade-tokens"
      title="Two exploration tokens"
      lead={<p>A pair of face-up tokens is traded in.</p>}
      onPeek={onPeek}
      actions={
        <>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => send({ type: 'TradeTokens', reward: 'credits' })}
          >
            Take 2,000
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            onClick={() => send({ type: 'TradeTokens', reward: 'fame' })}
          >
            Take 1 Fame
          </button>
        </>
      }
    >
      <p>Both tokens leave the game. Choose your reward.</p>
    </Dialog>
  );
}

/** Element E: a sifted Relic, face up: 1 Fame or its reward (XE-RELIC-03). */
export function SiftRewardDialog({ busy, send, onPeek, prompt }: PromptProps<'SiftReward'>) {
  const relic = relicWords(prompt.relic);
  return (
    <Dialog
      kind="sift-reward"
      title="A Relic sifted"
      lead={
        <p>
          You turn the Relic face up: <strong>{relic.name}</strong>. Keep its reward, or trade it
          for 1 Fame.
        </p>
      }
      onPeek={onPeek}
      actions={
        <>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => send({ type: 'ChooseRelicReward', reward: 'reward' })}
          >
            Take {relic.reward}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            onClick={() => send({ type: 'ChooseRelicReward', reward: 'fame' })}
          >
            Take 1 Fame
          </button>
        </>
      }
    >
      <p>Cubes or a Mod that do not fit your hold are lost.</p>
    </Dialog>
  );
}
