/**
 * The end of the game: who won and how, the pod result (`aceResultOf`) laid out to check, and
 * sending it to the event with this browser's key: the organizer's token sets it (SetResult),
 * a participant's code submits it for the others to confirm (SubmitResult). Without a key, or at
 * a free table, the result is shown to copy.
 */
import { type AceGame, type AceResult, aceResultOf, parseAceResult } from '@drift/formats';
import { useState } from 'react';
import { Link } from '../Link.tsx';
import { type EventKey, sendResult } from './api.ts';
import type { AoaTable } from './table.ts';

const HOW: Readonly<Record<string, string>> = {
  'only-at-20': 'the only player at 20 Victory Points or more',
  'most-vp': 'the most Victory Points of those at 20 or more',
  'ships-destroyed': 'tied on Victory Points, ahead on Ships Destroyed',
  'final-salvo': 'won the Final Salvo',
  duel: 'won the duel',
};

/** The result with the event's player ids (a free table keeps the names). */
export function eventResult(table: AoaTable, game: AceGame): AceResult {
  const result = aceResultOf(game);
  const idOf = (seat: string) => table.seats.find((s) => s.id === seat)?.eventPlayer ?? seat;
  return {
    players: result.players.map((l) => ({ ...l, player: idOf(l.player) })),
    winner: result.winner === null ? null : idOf(result.winner),
  };
}

/** The result as plain lines, to read out or paste. */
export function resultText(table: AoaTable, game: AceGame): string {
  const result = aceResultOf(game);
  const lines = result.players.map(
    (l) =>
      `${l.player}: ${l.vp} VP, ${l.sd} Ships Destroyed${l.player === result.winner ? ' (winner)' : ''}`,
  );
  const where = table.pod ? `Round ${table.pod.round}, pod ${table.pod.table}\n` : '';
  return `${where}${lines.join('\n')}\n`;
}

export function ResultPanel({
  table,
  game,
  eventKey,
  onSent,
}: {
  table: AoaTable;
  game: AceGame;
  eventKey: EventKey | null;
  onSent: (sent: NonNullable<AoaTable['sent']>) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const result = aceResultOf(game);
  const outcome = game.outcome.kind === 'won' ? game.outcome : null;
  const pod = table.pod;
  const forEvent = eventResult(table, game);
  const check = pod
    ? parseAceResult(
        forEvent,
        forEvent.players.map((l) => l.player),
      )
    : null;

  const send = async () => {
    if (!pod || !eventKey) return;
    setBusy(true);
    setError(null);
    const sent = await sendResult(pod.event, eventKey, pod.round, pod.table, forEvent);
    setBusy(false);
    if (!sent.ok) setError(sent.error.message);
    else onSent({ at: Date.now(), as: eventKey.as, revision: sent.value.revision });
  };

  return (
    <section className="panel aoa-result" aria-label="Result">
      {outcome ? (
        <p className="aoa-result__winner" role="status">
          <span aria-hidden="true">★</span> <strong>{outcome.winner}</strong> wins the game:{' '}
          {HOW[outcome.by]}. The game ended in round {game.round}.
        </p>
      ) : (
        <p className="aoa-result__early">
          Time called in round {game.round}: nobody has won, and the result stands as scored so far.
        </p>
      )}
      <table className="aoa-result__table">
        <caption>
          {pod ? `Result of pod ${pod.table}, round ${pod.round}` : 'Result'}: check it before it
          goes anywhere
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">
              <abbr title="Victory Points">VP</abbr>
            </th>
            <th scope="col">
              <abbr title="Ships Destroyed">SD</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {result.players.map((l) => (
            <tr key={l.player} className={l.player === result.winner ? 'is-winner' : undefined}>
              <th scope="row">
                {l.player}
                {l.player === result.winner && <span className="aoa-tag aoa-tag--now">winner</span>}
              </th>
              <td>{l.vp}</td>
              <td>{l.sd}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {check && !check.ok && (
        <p className="error" role="alert">
          The event would refuse this result: {check.error.message}
        </p>
      )}
      {pod && table.sent ? (
        <div className="aoa-result__sent" role="status">
          <p>
            {table.sent.as === 'organizer'
              ? 'The result is set on the event and counts now.'
              : 'The result is submitted: the other players of the pod confirm it on their event page.'}
          </p>
          <Link to={{ page: 'org-event', id: pod.event }} className="btn">
            Back to the event
          </Link>
        </div>
      ) : pod && eventKey ? (
        <div className="aoa-actions">
          <button
            type="button"
            className="btn btn--primary btn--big"
            disabled={busy || (check !== null && !check.ok)}
            onClick={send}
          >
            {busy
              ? 'Sending…'
              : eventKey.as === 'organizer'
                ? 'Submit to the event (as organizer)'
                : 'Submit to the event'}
          </button>
          {error && (
            <p className="error" role="alert">
              The event refused it: {error}
            </p>
          )}
        </div>
      ) : (
        <div className="aoa-result__copy">
          <p className="hint">
            {pod
              ? 'This browser holds no code for the event: enter this result on the event page, or give it to the organizer.'
              : 'A free table: note the result or copy it.'}
          </p>
          <textarea
            readOnly
            aria-label="The result, to copy"
            rows={result.players.length + 1}
            value={resultText(table, game)}
          />
        </div>
      )}
    </section>
  );
}
