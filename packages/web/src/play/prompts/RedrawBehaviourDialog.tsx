/** After destroying an NPC: keep its behaviour, or draw it a new Behavior card (XS-BEHV-06). */
import { behaviourCard, behaviourOf } from '@drift/xia';
import { Dialog } from '../Dialog.tsx';
import type { PromptProps } from './types.ts';

export function RedrawBehaviourDialog({
  prompt,
  view,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'RedrawBehaviour'>) {
  const npc = content.npc(prompt.npc).name;
  const current = view.solo?.behaviours[prompt.npc];
  const behaviour = current ? behaviourOf(current.card, current.behaviour) : undefined;
  const card = current ? behaviourCard(current.card).name : undefined;
  return (
    <Dialog
      kind="redraw-behaviour"
      title={`The ${npc} is destroyed`}
      lead={<p>Keep its behaviour, or draw it a new Behavior card?</p>}
      onPeek={onPeek}
      actions={
        <>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => send({ type: 'RedrawBehaviour', redraw: false })}
          >
            Keep it
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            onClick={() => send({ type: 'RedrawBehaviour', redraw: true })}
          >
            Draw a new one
          </button>
        </>
      }
    >
      {behaviour && (
        <p>
          Now: <strong>{behaviour.name}</strong> ({card}) — {behaviour.text}
        </p>
      )}
    </Dialog>
  );
}
