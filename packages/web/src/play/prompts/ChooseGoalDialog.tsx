/** A campaign game: choose the goal to attempt before the first turn (XC-CAMP-03). */
import { Dialog } from '../Dialog.tsx';
import { GoalCard } from './GoalCard.tsx';
import type { PromptProps } from './types.ts';

export function ChooseGoalDialog({ answers, busy, send, onPeek }: PromptProps<'ChooseGoal'>) {
  const goals = answers.flatMap((c) => (c.type === 'ChooseGoal' ? [c.goal] : []));
  return (
    <Dialog
      kind="choose-goal"
      wide
      title="Choose your goal"
      lead={
        <p>
          Its Fame target is this game’s. Win while keeping its special rules to earn its reward for
          the rest of the campaign.
        </p>
      }
      onPeek={onPeek}
    >
      <div className="card-row">
        {goals.map((goal) => (
          <GoalCard key={goal} goal={goal}>
            <button
              type="button"
              className="btn btn--primary card__act"
              disabled={busy}
              onClick={() => send({ type: 'ChooseGoal', goal })}
            >
              Attempt it
            </button>
          </GoalCard>
        ))}
      </div>
    </Dialog>
  );
}
