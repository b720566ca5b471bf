/**
 * A battle's outcome, ship by ship: on the board, destroyed (and by whom) or Withdrawn; then the
 * winner. The battle points each player would score, +10 for the win, show as you mark, and once
 * more on the review before the outcome is confirmed.
 */
import type { CampaignBattle, CampaignShipFate, CoruscantView } from '@drift/formats';
import { useState } from 'react';
import { Segmented } from '../../app/Segmented.tsx';
import { nameOf } from './can.ts';
import {
  fieldedShips,
  mark,
  markOf,
  type OutcomeDraft,
  opponentsOf,
  outcomeCommand,
  outcomeProblems,
  type PointsLine,
  previewPoints,
  startDraft,
} from './outcome.ts';
import type { Act } from './useCampaign.ts';
import { countAlike, FATE_NAME, times } from './words.ts';

const FATES: readonly { value: CampaignShipFate; text: string }[] = [
  { value: 'survived', text: FATE_NAME.survived },
  { value: 'destroyed', text: FATE_NAME.destroyed },
  { value: 'withdrawn', text: FATE_NAME.withdrawn },
];

export function PointsPreview({
  view,
  lines,
}: {
  view: CoruscantView;
  lines: readonly PointsLine[];
}) {
  return (
    <ul className="cc-preview" aria-label="Battle points">
      {lines.map((l) => (
        <li key={l.player} data-player={l.player}>
          <span className="cc-preview__who">{nameOf(view, l.player)}</span>
          <span className="cc-preview__sum">
            {l.destroyed} destroyed{l.bonus > 0 ? ` + ${l.bonus} for the win` : ''}
          </span>
          <strong className="cc-preview__total">{l.total}</strong>
        </li>
      ))}
    </ul>
  );
}

export function OutcomeForm({
  view,
  battle,
  act,
  correct = false,
  onDone,
}: {
  view: CoruscantView;
  battle: CampaignBattle;
  act: Act;
  /** The organizer's correction of an entered outcome. */
  correct?: boolean;
  onDone?: () => void;
}) {
  const [draft, setDraft] = useState<OutcomeDraft>(() => startDraft(battle));
  const [review, setReview] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ships = fieldedShips(view, battle);
  const problems = outcomeProblems(view, battle, draft);
  const points = previewPoints(view, battle, draft);
  const withShips = battle.participants.filter((p) =>
    ships.some((s) => s.owner === p.player && markOf(draft, s.ship).fate === 'survived'),
  );

  const confirm = async () => {
    setBusy(true);
    const refused = await act(outcomeCommand(battle, draft, view, correct));
    setBusy(false);
    if (refused) {
      setError(refused);
      setReview(false);
    } else onDone?.();
  };

  if (review) {
    const gone = (fate: CampaignShipFate) =>
      countAlike(
        ships.filter((s) => markOf(draft, s.ship).fate === fate),
        (s) => `${s.owner}/${s.name}/${s.points}/${markOf(draft, s.ship).by}`,
      ).map(({ item: s, count }) => {
        const by = markOf(draft, s.ship).by;
        return `${nameOf(view, s.owner)}’s ${times(`${s.name} (${s.points})`, count)}${fate === 'destroyed' && by ? ` by ${nameOf(view, by)}` : ''}`;
      });
    const destroyed = gone('destroyed');
    const withdrawn = gone('withdrawn');
    return (
      <section className="cc-review" data-review={battle.id} aria-label="Review the outcome">
        <h4>Check before confirming</h4>
        <dl className="cc-facts">
          <dt>Destroyed</dt>
          <dd>{destroyed.length ? destroyed.join('; ') : 'none'}</dd>
          <dt>Withdrawn</dt>
          <dd>{withdrawn.length ? withdrawn.join('; ') : 'none'}</dd>
          <dt>Winner</dt>
          <dd>{draft.winner === 'none' ? 'No winner' : nameOf(view, draft.winner)}</dd>
        </dl>
        <PointsPreview view={view} lines={points} />
        <div className="cc-acts">
          <button type="button" className="btn btn--primary" disabled={busy} onClick={confirm}>
            {busy ? 'Sending…' : correct ? 'Confirm the correction' : 'Confirm the outcome'}
          </button>
          <button type="button" className="btn btn--quiet" onClick={() => setReview(false)}>
            Change it
          </button>
        </div>
      </section>
    );
  }

  return (
    <form
      className="cc-outcome"
      data-outcome={battle.id}
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length === 0) setReview(true);
      }}
    >
      <h4>{correct ? 'Correct the outcome' : 'Enter the outcome'}</h4>
      {error && (
        <p className="cc-why" role="alert">
          {error}
        </p>
      )}
      {battle.participants.map((p) => (
        <fieldset key={p.player} className="cc-side" data-side={p.player}>
          <legend>
            {nameOf(view, p.player)} · squad{p.squads.length > 1 ? 's' : ''} {p.squads.join(', ')}
          </legend>
          <ul className="cc-marks">
            {ships
              .filter((s) => s.owner === p.player)
              .map((s) => {
                const m = markOf(draft, s.ship);
                const them = opponentsOf(view, battle, s.owner);
                return (
                  <li key={s.ship} data-ship={s.ship} data-fate={m.fate}>
                    <span className="cc-marks__ship">
                      {s.name} <span className="hint">({s.points})</span>
                    </span>
                    <Segmented
                      small
                      label={`${s.name} (${s.ship})`}
                      options={FATES}
                      value={m.fate}
                      onChange={(fate) => setDraft(mark(view, battle, draft, s, { fate }))}
                    />
                    {m.fate !== 'destroyed' && <span aria-hidden="true" />}
                    {m.fate === 'destroyed' && (
                      <select
                        aria-label={`Who destroyed ${s.name} (${s.ship})`}
                        value={m.by === null ? 'nobody' : m.by}
                        onChange={(e) =>
                          setDraft(
                            mark(view, battle, draft, s, {
                              by: e.target.value === 'nobody' ? null : e.target.value,
                            }),
                          )
                        }
                      >
                        <option value="">Destroyed by…</option>
                        {them.map((o) => (
                          <option key={o} value={o}>
                            by {nameOf(view, o)}
                          </option>
                        ))}
                        <option value="nobody">by nobody (no points)</option>
                      </select>
                    )}
                  </li>
                );
              })}
          </ul>
        </fieldset>
      ))}
      <div className="cc-winner">
        <span className="cc-field__label">Winner</span>
        <Segmented
          label="Winner"
          options={[
            ...withShips.map((p) => ({ value: p.player, text: nameOf(view, p.player) })),
            { value: 'none', text: 'No winner' },
          ]}
          value={draft.winner}
          onChange={(winner) => setDraft({ ...draft, winner })}
        />
      </div>
      <PointsPreview view={view} lines={points} />
      {problems.length > 0 && (
        <ul className="cc-todo">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className="cc-acts">
        <button type="submit" className="btn btn--primary" disabled={problems.length > 0}>
          Review the outcome
        </button>
        {onDone && correct && (
          <button type="button" className="btn btn--quiet" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
