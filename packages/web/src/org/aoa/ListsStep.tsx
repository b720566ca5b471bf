/**
 * Stage 1, players and lists: a free table adds its 2-8 players by name; an event's pod has its
 * players already (and their registered squads when the event shows them). Each player's squad
 * becomes the ledger's list; the table goes on when every list can be flown.
 */
import { ACE_MAX_PLAYERS, ACE_MIN_PLAYERS } from '@drift/formats';
import { type FormEvent, useId, useState } from 'react';
import { SeatCard } from './SeatCard.tsx';
import { type AoaTable, seatId, tableLists } from './table.ts';

export function ListsStep({
  table,
  onChange,
  onDone,
  error,
}: {
  table: AoaTable;
  onChange: (table: AoaTable) => void;
  onDone: () => void;
  error: string | null;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const free = table.pod === undefined;
  const full = table.seats.length >= ACE_MAX_PLAYERS;
  const { lists, problems } = tableLists(table);
  const waiting = table.seats.filter((s) => problems[s.id] !== undefined).map((s) => s.name);

  const add = (e: FormEvent) => {
    e.preventDefault();
    const clean = name.trim();
    if (clean === '' || full) return;
    const taken = table.seats.map((s) => s.id);
    onChange({ ...table, seats: [...table.seats, { id: seatId(clean, taken), name: clean }] });
    setName('');
  };

  return (
    <section className="aoa-stage" aria-labelledby={`${id}-h`}>
      <div className="aoa-stage__head">
        <h2 id={`${id}-h`}>Players and lists</h2>
        <p className="hint">
          {free
            ? `Add ${ACE_MIN_PLAYERS} to ${ACE_MAX_PLAYERS} players, then give each a squad: paste it or pick it from the cards.`
            : 'The pod’s players. Give a squad to anyone the event does not show one for.'}
        </p>
      </div>
      {free && (
        <form className="aoa-add" onSubmit={add}>
          <label htmlFor={`${id}-name`}>Player’s name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={40}
            autoComplete="off"
            disabled={full}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="btn" disabled={full || name.trim() === ''}>
            Add player
          </button>
          {full && <span className="hint">{ACE_MAX_PLAYERS} players is the most.</span>}
        </form>
      )}
      {table.seats.length > 0 && (
        <ol className="aoa-seatcards">
          {table.seats.map((seat, i) => (
            <SeatCard
              key={seat.id}
              seat={seat}
              index={i}
              onSquad={(squad, source, text) =>
                onChange({
                  ...table,
                  seats: table.seats.map((s) => {
                    if (s.id !== seat.id) return s;
                    const { text: _old, ...rest } = s;
                    return { ...rest, squad, source, ...(text === undefined ? {} : { text }) };
                  }),
                })
              }
              {...(free
                ? {
                    onRemove: () =>
                      onChange({ ...table, seats: table.seats.filter((s) => s.id !== seat.id) }),
                  }
                : {})}
            />
          ))}
        </ol>
      )}
      <div className="aoa-stage__foot">
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button
          type="button"
          className="btn btn--primary btn--big"
          disabled={lists === null}
          onClick={onDone}
        >
          Lists ready: decide the initiative
        </button>
        {lists === null && (
          <p className="hint">
            {table.seats.length < ACE_MIN_PLAYERS
              ? `At least ${ACE_MIN_PLAYERS} players are needed.`
              : `Still waiting for a squad the ledger can fly: ${waiting.join(', ')}.`}
          </p>
        )}
      </div>
    </section>
  );
}
