/**
 * One numbered squad of a fleet: its ships with their cost, filled by pasting XWS or by picking
 * pilots (and upgrades) from the card data; the points against the meeple's limit as you go.
 */
import type { Side } from '@drift/formats';
import { useId, useState } from 'react';
import {
  pilotName,
  pilotsBySide,
  type ShipDraft,
  shipPoints,
  squadCost,
  upgradeName,
  upgradesFor,
} from './cards.ts';
import type { SquadDraft } from './draft.ts';
import { Why } from './Field.tsx';
import { readXwsSquad } from './xws.ts';

export function SquadEditor({
  number,
  large,
  side,
  squad,
  problem,
  onChange,
  onLarge,
}: {
  number: number;
  large: boolean;
  side: Side;
  squad: SquadDraft;
  problem?: string | null | undefined;
  onChange: (squad: SquadDraft) => void;
  onLarge: () => void;
}) {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);
  const [pick, setPick] = useState('');
  const [pasting, setPasting] = useState(false);
  const limit = large ? 125 : 100;
  const cost = squadCost(squad.ships);
  const setShips = (ships: readonly ShipDraft[]) => onChange({ ...squad, ships });

  const readPaste = () => {
    const read = readXwsSquad(squad.xws);
    if (!read.ok) {
      setNote(read.message);
      return;
    }
    setShips(read.ships);
    setPasting(false);
    setNote(
      read.side === side
        ? null
        : `This squad is ${read.side}; the fleet flies ${side}. Change the fleet’s side or the squad.`,
    );
  };

  return (
    <section
      className={`cc-squad${problem ? ' is-bad' : ''}`}
      data-squad={number}
      aria-label={`Squad ${number}`}
    >
      <header className="cc-squad__head">
        <h4>Squad {number}</h4>
        <label className="cc-squad__large">
          <input
            type="radio"
            checked={large}
            onChange={onLarge}
            name={`${id}-large`}
            aria-label={`Squad ${number} is the large meeple’s`}
          />
          Large
        </label>
        <span className={`cc-points${cost > limit ? ' is-over' : ''}`} data-points={cost}>
          {cost} / {limit}
        </span>
      </header>
      {squad.ships.length === 0 ? (
        <p className="hint">No ships yet.</p>
      ) : (
        <ul className="cc-ships">
          {squad.ships.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ship is its place in the squad's list.
            <li key={`${i}-${s.pilot}`}>
              <span className="cc-ships__name">
                {pilotName(s.pilot)}
                {s.upgrades.length > 0 && (
                  <span className="cc-ships__ups"> + {s.upgrades.map(upgradeName).join(', ')}</span>
                )}
              </span>
              <span className="cc-ships__pts">{shipPoints(s)}</span>
              <UpgradePick
                pilot={s.pilot}
                onPick={(u) =>
                  setShips(
                    squad.ships.map((x, j) =>
                      j === i ? { ...x, upgrades: [...x.upgrades, u] } : x,
                    ),
                  )
                }
              />
              <button
                type="button"
                className="btn btn--quiet btn--small"
                aria-label={`Remove ${pilotName(s.pilot)} from squad ${number}`}
                onClick={() => setShips(squad.ships.filter((_, j) => j !== i))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <Why problem={problem} />
      {note && <p className="cc-why">{note}</p>}
      <div className="cc-squad__add">
        <select
          aria-label={`Pilot to add to squad ${number}`}
          value={pick}
          onChange={(e) => setPick(e.target.value)}
        >
          <option value="">Pick a pilot…</option>
          {pilotsBySide(side).map((g) => (
            <optgroup key={g.ship} label={g.name}>
              {g.pilots.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.points})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <button
          type="button"
          className="btn btn--small"
          disabled={pick === ''}
          onClick={() => {
            setShips([...squad.ships, { pilot: Number(pick), upgrades: [] }]);
            setPick('');
          }}
        >
          Add
        </button>
      </div>
      <details
        className="cc-squad__xws"
        open={pasting}
        onToggle={(e) => setPasting(e.currentTarget.open)}
      >
        <summary>Paste XWS</summary>
        <textarea
          aria-label={`XWS of squad ${number}`}
          rows={3}
          value={squad.xws}
          placeholder='{"faction":"rebel","pilots":[{"name":"rookiepilot","ship":"xwing"}]}'
          onChange={(e) => onChange({ ...squad, xws: e.target.value })}
        />
        <button
          type="button"
          className="btn btn--small"
          disabled={squad.xws.trim() === ''}
          onClick={readPaste}
        >
          Use this XWS
        </button>
      </details>
    </section>
  );
}

function UpgradePick({ pilot, onPick }: { pilot: number; onPick: (upgrade: number) => void }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button
        type="button"
        className="btn btn--quiet btn--small"
        aria-label={`Add an upgrade to ${pilotName(pilot)}`}
        title="Add an upgrade"
        onClick={() => setOpen(true)}
      >
        +
      </button>
    );
  return (
    <select
      aria-label={`Upgrade for ${pilotName(pilot)}`}
      value=""
      onChange={(e) => {
        if (e.target.value) onPick(Number(e.target.value));
        setOpen(false);
      }}
      onBlur={() => setOpen(false)}
    >
      <option value="">Upgrade…</option>
      {upgradesFor(pilot).map((u) => (
        <option key={u.id} value={u.id}>
          {u.slot}: {u.name} ({u.points})
        </option>
      ))}
    </select>
  );
}
