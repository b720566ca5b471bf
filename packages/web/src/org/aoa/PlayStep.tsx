/**
 * Stage 3, play: the round and phase with the button that closes it, what the table enters now
 * (an attack, a respawn, the Final Salvo's winner), the orders, the VP race, the ships and
 * whether each may fire, and the ledger with undo. When the game is won the result shows on top.
 */
import type { AceGame } from '@drift/formats';
import { useState } from 'react';
import { AoaTablePanel } from './AoaTablePanel.tsx';
import { AttackForm } from './AttackForm.tsx';
import type { EventKey } from './api.ts';
import { Orders, ShipsTable } from './Board.tsx';
import { Ledger } from './Ledger.tsx';
import { seatsOf } from './play.ts';
import { RespawnForm } from './RespawnForm.tsx';
import { ResultPanel } from './ResultPanel.tsx';
import type { AoaTable } from './table.ts';
import { ADVANCE_WORDS, entryText, PHASE_HINTS, PHASE_NAMES } from './words.ts';

function TieBreak({
  players,
  onEnter,
}: {
  players: readonly string[];
  onEnter: (entry: unknown) => boolean;
}) {
  return (
    <section className="panel aoa-tie" aria-label="Final Salvo">
      <h3>{players.join(' and ')} are tied on Victory Points and Ships Destroyed</h3>
      <p>
        Break the tie with a Final Salvo or, time permitting, a duel of the primary pilots with
        their upgrades. Who won it?
      </p>
      <div className="aoa-actions">
        {players.map((p) => (
          <span key={p} className="aoa-tie__player">
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => onEnter({ type: 'tie-break', winner: p, by: 'final-salvo' })}
            >
              {p} won the Final Salvo
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => onEnter({ type: 'tie-break', winner: p, by: 'duel' })}
            >
              {p} won the duel
            </button>
          </span>
        ))}
      </div>
    </section>
  );
}

export function PlayStep({
  table,
  game,
  eventKey,
  onEnter,
  onUndo,
  onSent,
  error,
}: {
  table: AoaTable;
  game: AceGame;
  eventKey: EventKey | null;
  onEnter: (entry: unknown) => boolean;
  onUndo: () => void;
  onSent: (sent: NonNullable<AoaTable['sent']>) => void;
  error: string | null;
}) {
  const [timeUp, setTimeUp] = useState(false);
  const pending = game.pending[0];
  const won = game.outcome.kind === 'won';
  const salvo = game.outcome.kind === 'final-salvo' ? game.outcome.players : null;
  const last = table.entries[table.entries.length - 1];
  const lastText = last === undefined ? null : entryText(last, game);
  const atTwenty = game.scores.filter((s) => s.vp >= 20).map((s) => s.player);

  if (won) {
    return (
      <div className="aoa-play">
        <ResultPanel table={table} game={game} eventKey={eventKey} onSent={onSent} />
        <div className="aoa-play__grid aoa-play__grid--over">
          <AoaTablePanel seats={seatsOf(game)} title="Victory Points" />
          <Ledger game={game} lastEntry={lastText} onUndo={onUndo} />
        </div>
      </div>
    );
  }

  return (
    <div className="aoa-play">
      {timeUp && <ResultPanel table={table} game={game} eventKey={eventKey} onSent={onSent} />}
      <div className="panel aoa-phase" data-phase={game.phase}>
        <div className="aoa-phase__now">
          <span className="aoa-phase__round">Round {game.round}</span>
          <strong className="aoa-phase__name">{PHASE_NAMES[game.phase]}</strong>
          <span className="hint">{PHASE_HINTS[game.phase]}</span>
        </div>
        <div className="aoa-phase__acts">
          {!salvo && (
            <button
              type="button"
              className="btn btn--primary btn--big"
              data-advance={game.phase}
              disabled={pending !== undefined}
              onClick={() => onEnter({ type: 'advance' })}
            >
              {ADVANCE_WORDS[game.phase]}
            </button>
          )}
          <button
            type="button"
            className="btn btn--quiet btn--small"
            aria-pressed={timeUp}
            onClick={() => setTimeUp((t) => !t)}
          >
            {timeUp ? 'Hide the result' : 'Time called: show the result now'}
          </button>
        </div>
        {game.phase === 'end' && atTwenty.length > 0 && !salvo && (
          <p className="aoa-phase__note" role="status">
            {atTwenty.join(' and ')} at 20 VP or more: the game ends when the End Phase is done.
          </p>
        )}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="aoa-play__grid">
        <div className="aoa-play__main">
          {pending ? (
            <RespawnForm
              key={`${pending.player}-${game.ships.length}`}
              game={game}
              pending={pending}
              onEnter={onEnter}
            />
          ) : salvo ? (
            <TieBreak players={salvo} onEnter={onEnter} />
          ) : game.phase === 'activation' || game.phase === 'combat' ? (
            <AttackForm key={game.phase} game={game} onEnter={onEnter} />
          ) : null}
          <Orders game={game} />
          <ShipsTable game={game} />
        </div>
        <div className="aoa-play__side">
          <AoaTablePanel seats={seatsOf(game)} title="Victory Points" />
          <Ledger game={game} lastEntry={lastText} onUndo={onUndo} />
        </div>
      </div>
    </div>
  );
}
