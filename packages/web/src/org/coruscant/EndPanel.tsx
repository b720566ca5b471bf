/**
 * The end of the campaign: once the last tile is down and its battles fought, the organizer
 * enters the CSW final scoring of every place meeples still hold (XW-CC-27, 28); a tie goes to a
 * final battle, each tied player or team fielding one squad (XW-CC-29, GAP-XW-11).
 */
import type { CoruscantView, CswFaction } from '@drift/formats';
import { useState } from 'react';
import { nameOf, type Powers, placeLabel, teamLabel } from './can.ts';
import { ScoringFields, scoringOf } from './MapForms.tsx';
import { Meeple } from './Meeple.tsx';
import type { Act } from './useCampaign.ts';

type Score = { points: string; symbol: CswFaction | ''; bonus: string };
const EMPTY: Score = { points: '', symbol: '', bonus: '' };

function FinalScoring({ view, act }: { view: CoruscantView; act: Act }) {
  const held = view.places.filter((p) => p.status === 'open' && p.meeples.length > 0);
  const [scores, setScores] = useState<Record<string, Score>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="cc-final"
      data-final-scoring
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const refused = await act({
          type: 'FinalScoring',
          places: held.map((p) => ({ place: p.id, scoring: scoringOf(scores[p.id] ?? EMPTY) })),
        });
        setBusy(false);
        setError(refused);
      }}
    >
      <h3>Final scoring</h3>
      <p className="hint">
        The last tile is down. Enter the CSW points of each place meeples still hold (0 if none);
        its holders score them ×10, then the winner is decided.
      </p>
      {held.length === 0 && <p>No meeple is left on the map.</p>}
      {held.map((p) => (
        <fieldset key={p.id} className="cc-final__place" data-final-place={p.id}>
          <legend>
            {placeLabel(view, p.id)}{' '}
            {p.meeples.map((m) => (
              <Meeple
                key={`${m.player}-${m.squad}`}
                view={view}
                player={m.player}
                squad={m.squad}
              />
            ))}
          </legend>
          <div className="cc-form__fields">
            <ScoringFields
              {...(scores[p.id] ?? EMPTY)}
              label={`CSW points of ${placeLabel(view, p.id)}`}
              onChange={(v) => setScores({ ...scores, [p.id]: v })}
            />
          </div>
        </fieldset>
      ))}
      {error && (
        <p className="cc-why" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Sending…' : 'Score the end and decide the winner'}
      </button>
    </form>
  );
}

function FinalBattle({ view, powers, act }: { view: CoruscantView; powers: Powers; act: Act }) {
  const fb = view.finalBattle;
  const [squad, setSquad] = useState<Record<string, string>>({});
  const [winner, setWinner] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!fb) return null;
  const send = async (command: unknown) => setError(await act(command));
  const waiting = fb.contenders.filter((t) => !fb.picks.some((p) => p.team === t));
  const mayDecide =
    waiting.length === 0 && (powers.organizer || fb.picks.some((p) => p.player === powers.me));
  return (
    <div className="cc-finalbattle" data-final-battle>
      <h3>The final battle</h3>
      <p>
        {fb.contenders.map((t) => teamLabel(view, t)).join(', ')} tie on points: each fields one
        squad in one last battle.{fb.refought > 0 ? ` Fought ${fb.refought + 1} times so far.` : ''}
      </p>
      <ul>
        {fb.contenders.map((t) => {
          const pick = fb.picks.find((p) => p.team === t);
          const mine = view.players.filter((p) => p.team === t && powers.actsFor.includes(p.id));
          return (
            <li key={t} data-contender={t}>
              <strong>{teamLabel(view, t)}</strong>:{' '}
              {pick
                ? `${nameOf(view, pick.player)}’s squad ${pick.squad}`
                : mine.length === 0
                  ? 'still to pick'
                  : mine.map((p) => (
                      <span key={p.id} className="cc-inline">
                        <select
                          aria-label={`${p.name}’s squad for the final battle`}
                          value={squad[p.id] ?? ''}
                          onChange={(e) => setSquad({ ...squad, [p.id]: e.target.value })}
                        >
                          <option value="">{p.name}: pick a squad…</option>
                          {p.squads
                            .filter((s) => !s.lost)
                            .map((s) => (
                              <option key={s.number} value={s.number}>
                                Squad {s.number} ({s.points} points)
                              </option>
                            ))}
                        </select>
                        <button
                          type="button"
                          className="btn btn--small"
                          disabled={!squad[p.id]}
                          onClick={() =>
                            send({
                              type: 'PickFinalBattleSquad',
                              player: p.id,
                              squad: Number(squad[p.id]),
                            })
                          }
                        >
                          Field it
                        </button>
                      </span>
                    ))}
            </li>
          );
        })}
      </ul>
      {mayDecide && (
        <div className="cc-inline">
          <select
            aria-label="Winner of the final battle"
            value={winner}
            onChange={(e) => setWinner(e.target.value)}
          >
            <option value="">Who won?</option>
            {fb.picks.map((p) => (
              <option key={p.player} value={p.player}>
                {nameOf(view, p.player)}
              </option>
            ))}
            <option value="none">No winner: fight it again</option>
          </select>
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={winner === ''}
            onClick={() =>
              send({ type: 'EnterFinalBattle', winner: winner === 'none' ? null : winner })
            }
          >
            Enter the result
          </button>
        </div>
      )}
      {error && (
        <p className="cc-why" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function EndPanel({ view, powers, act }: { view: CoruscantView; powers: Powers; act: Act }) {
  const running = view.battles.some((b) => b.status === 'running');
  if (view.status === 'final-battle')
    return (
      <section className="panel cc-end" data-section="end">
        <FinalBattle view={view} powers={powers} act={act} />
      </section>
    );
  if (view.status !== 'running' || !view.tiles.last) return null;
  return (
    <section className="panel cc-end" data-section="end">
      {running ? (
        <p>The last tile is down: once its battles are fought, the organizer scores the end.</p>
      ) : powers.organizer ? (
        <FinalScoring view={view} act={act} />
      ) : (
        <p>The last tile is down: the organizer enters the final scoring.</p>
      )}
    </section>
  );
}
