/**
 * Choices of a number: re-arm markers spent on shields after a defence (XB-OTYP-09,
 * XB-CMBT-06), or arm markers with Energy just given by a rescuer (XB-STRD-02).
 */
import { captainName } from '@drift/xia';
import { count } from '../../look/format.ts';
import { Dialog } from '../Dialog.tsx';
import type { PromptProps } from './types.ts';

export function RearmShieldsDialog({
  prompt,
  answers,
  me,
  busy,
  send,
  onPeek,
}: PromptProps<'RearmShields'>) {
  const counts = answers
    .flatMap((c) => (c.type === 'RearmShields' ? [c.count] : []))
    .sort((a, b) => a - b);
  return (
    <Dialog
      kind="rearm-shields"
      wide
      title="Re-arm your shields?"
      lead={
        <p>
          {count(prompt.count, 'marker')} went to your shields. Each can go back to Armed now for 1
          Energy (you have {me.energy}).
        </p>
      }
      onPeek={onPeek}
      actions={counts.map((n) => (
        <button
          key={n}
          type="button"
          className={`btn${n === counts[counts.length - 1] ? ' btn--primary' : ''}`}
          disabled={busy}
          onClick={() => send({ type: 'RearmShields', count: n })}
        >
          {n === 0 ? 'Leave them' : `Re-arm ${n} (${n} Energy)`}
        </button>
      ))}
    >
      <p className="hint">Armed markers fire weapons, raise shields and start engines.</p>
    </Dialog>
  );
}

export function ArmAfterRescueDialog({
  prompt,
  answers,
  me,
  busy,
  send,
  onPeek,
}: PromptProps<'ArmAfterRescue'>) {
  const counts = answers
    .flatMap((c) => (c.type === 'ArmAfterRescue' ? [c.count] : []))
    .sort((a, b) => a - b);
  return (
    <Dialog
      kind="arm-after-rescue"
      wide
      title="Rescued! Arm markers?"
      lead={
        <p>
          {captainName(prompt.rescuer)} gave you Energy (you now have {me.energy}). Arm markers with
          it right away, 1 Energy each, or keep the Energy.
        </p>
      }
      onPeek={onPeek}
      actions={counts.map((n) => (
        <button
          key={n}
          type="button"
          className={`btn${n === counts[counts.length - 1] ? ' btn--primary' : ''}`}
          disabled={busy}
          onClick={() => send({ type: 'ArmAfterRescue', count: n })}
        >
          {n === 0 ? 'Keep the Energy' : `Arm ${n} (${n} Energy)`}
        </button>
      ))}
    >
      <p className="hint">Armed markers fire weapons, raise shields and start engines.</p>
    </Dialog>
  );
}
