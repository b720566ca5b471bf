/**
 * Solo play's decisions: where an arriving opponent sits round the table (XS-NPC-01), where
 * the System Expanse reveals a sector (XS-EXPN-01), and after destroying an NPC, whether to keep
 * its behaviour or draw a new one (XS-BEHV-06).
 */
import { behaviourCard, behaviourOf } from '@drift/xia';
import { Dialog } from '../Dialog.tsx';
import type { PromptProps } from './types.ts';

export function SeatNpcDialog({
  prompt,
  answers,
  view,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'SeatNpc'>) {
  const seating = view.solo?.seating ?? [];
  const name = (id: string) => `the ${content.npc(id).name}`;
  const positions = answers.flatMap((c) => (c.type === 'SeatNpc' ? [c.position] : []));
  return (
    <Dialog
      kind="seat-npc"
      title={`Seat ${name(prompt.npc)}`}
      lead={
        <p>
          {name(prompt.npc)} enters play. Choose where it sits, clockwise from you: the order sets
          whom your missions aim at.
        </p>
      }
      onPeek={onPeek}
    >
      <div className="choice-grid">
        {positions.map((position) => {
          const order = [...seating.slice(0, position), prompt.npc, ...seating.slice(position)];
          return (
            <button
              key={position}
              type="button"
              className="btn choice"
              disabled={busy}
              onClick={() => send({ type: 'SeatNpc', position })}
            >
              <strong>
                {position === 0 ? 'Right after you' : `After ${name(seating[position - 1] ?? '')}`}
              </strong>
              <span>You, {order.map(name).join(', ')}</span>
            </button>
          );
        })}
      </div>
    </Dialog>
  );
}

export function ChooseExpanseDialog({
  prompt,
  view,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'ChooseExpanse'>) {
  const sectorAt = (slot: { q: number; r: number }) => {
    const placed = view.board.sectors.find((s) => s.slot.q === slot.q && s.slot.r === slot.r);
    return placed ? content.sector(placed.id).name : 'a sector';
  };
  return (
    <Dialog
      kind="choose-expanse"
      title="System Expanse"
      wide
      lead={
        <p>
          A new sector joins the map where it touches the most sectors. Choose the place and the
          neighbour whose edge symbol it matches.
        </p>
      }
      onPeek={onPeek}
    >
      <div className="choice-grid">
        {prompt.options.map((o) => (
          <button
            key={`${o.slot.q},${o.slot.r}:${o.from.q},${o.from.r}`}
            type="button"
            className="btn choice"
            disabled={busy}
            onClick={() => send({ type: 'ChooseExpanse', slot: o.slot, from: o.from })}
          >
            <strong>Beside {sectorAt(o.from)}</strong>
            <span>Matching its {o.symbol} edge</span>
          </button>
        ))}
      </div>
    </Dialog>
  );
}

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
