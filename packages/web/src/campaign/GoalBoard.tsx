/**
 * The ten Goal cards (XC-CAMP-03, -06, -07, -08, -10): each with its Fame target, special rules
 * and reward, open, completed (its reward in force) or failed (to be tried again, with how
 * often). When a game may start, the open ones may be chosen ahead of the game.
 */
import { type CampaignRecord, goalInfos } from '@drift/xia';
import { useId } from 'react';

export type GoalState = 'completed' | 'failed' | 'open';

export function goalState(record: CampaignRecord, id: string): GoalState {
  if (record.completed.includes(id)) return 'completed';
  return (record.failed[id] ?? 0) > 0 ? 'failed' : 'open';
}

const BADGE: Readonly<Record<GoalState, string>> = {
  completed: 'Completed',
  failed: 'To try again',
  open: 'Open',
};

export function GoalBoard({
  record,
  choosing,
  chosen,
  onChoose,
}: {
  record: CampaignRecord;
  /** Whether a goal may be picked for the next game. */
  choosing: boolean;
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const name = useId();
  return (
    <ul className="goals" aria-label="Goal cards">
      {goalInfos().map((g, i) => {
        const state = goalState(record, g.id);
        const pickable = choosing && state !== 'completed';
        const failures = record.failed[g.id] ?? 0;
        const body = (
          <>
            <span className="goal__no">{i + 1}</span>
            <span className="goal__name">{g.name}</span>
            <span className="goal__fame" title="Fame to win this game">
              {g.fameTarget} Fame
            </span>
            <span className={`goal__badge goal__badge--${state}`}>
              {BADGE[state]}
              {state === 'failed' && failures > 1 ? ` (failed ${failures}×)` : ''}
            </span>
            <ul className="goal__rules" aria-label="Special rules">
              {g.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <span className="goal__reward">
              <strong>{g.reward.name}</strong>: {g.reward.text}
            </span>
          </>
        );
        return (
          <li
            key={g.id}
            className={`goal goal--${state}${chosen === g.id ? ' is-on' : ''}`}
            data-goal={g.id}
          >
            {pickable ? (
              <label className="goal__pick">
                <input
                  type="radio"
                  className="sr-only"
                  name={name}
                  value={g.id}
                  checked={chosen === g.id}
                  onChange={() => onChoose(g.id)}
                />
                {body}
              </label>
            ) : (
              <div className="goal__pick">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
