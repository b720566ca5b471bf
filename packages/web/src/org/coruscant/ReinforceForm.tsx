/**
 * Reinforcement of a partial squad on a friendly Base (XW-CC-25): the lost ships come back; a
 * lost unique pilot as a generic of its ship (the cheapest unless another is picked; a dearer
 * one is paid Reinforcement); with paid Reinforcement (XW-CC-36) ships may be bought on top.
 */
import {
  type CoruscantPlayerView,
  type CoruscantSquadView,
  type CoruscantView,
  pilotById,
  reinforcementGenerics,
} from '@drift/formats';
import { useState } from 'react';
import { pilotsBySide } from './cards.ts';
import type { Act } from './useCampaign.ts';

export function ReinforceForm({
  view,
  player,
  squad,
  act,
  onDone,
}: {
  view: CoruscantView;
  player: CoruscantPlayerView;
  squad: CoruscantSquadView;
  act: Act;
  onDone: () => void;
}) {
  const [picks, setPicks] = useState<Record<string, number>>({});
  const [added, setAdded] = useState<number[]>([]);
  const [add, setAdd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paid = view.options.paidReinforcement;

  const send = async () => {
    setBusy(true);
    const refused = await act({
      type: 'Reinforce',
      player: player.id,
      squad: squad.number,
      replacements: Object.entries(picks).map(([ship, pilot]) => ({ ship, pilot })),
      addUpgrades: [],
      addShips: added.map((pilot) => ({ pilot, upgrades: [] })),
    });
    setBusy(false);
    setError(refused);
    if (!refused) onDone();
  };

  return (
    <div className="cc-reinforce" data-reinforce={`${player.id}.${squad.number}`}>
      <h5>Reinforce squad {squad.number}</h5>
      <ul>
        {squad.lostShips.map((lost) => {
          if (!lost.unique)
            return (
              <li key={lost.id}>
                {lost.name} returns
                {lost.upgrades.some((u) => u.unique) ? ' without its unique upgrades' : ''}.
              </li>
            );
          const generics = reinforcementGenerics(lost, player.side);
          if (generics.length === 0)
            return <li key={lost.id}>{lost.name} has no generic pilot: it stays lost.</li>;
          const cheapest = generics[0];
          return (
            <li key={lost.id}>
              <label>
                {lost.name} (unique) returns as{' '}
                <select
                  value={picks[lost.id] ?? cheapest?.id}
                  onChange={(e) => setPicks({ ...picks, [lost.id]: Number(e.target.value) })}
                >
                  {generics.map((g, i) => (
                    <option key={g.id} value={g.id} disabled={i > 0 && !paid}>
                      {g.name} ({g.points}){i > 0 ? ' — paid' : ''}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          );
        })}
      </ul>
      {paid && (
        <div className="cc-inline">
          <select aria-label="Ship to buy" value={add} onChange={(e) => setAdd(e.target.value)}>
            <option value="">Buy a ship (1 VP a point)…</option>
            {pilotsBySide(player.side).map((g) => (
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
            disabled={add === ''}
            onClick={() => {
              setAdded([...added, Number(add)]);
              setAdd('');
            }}
          >
            Add
          </button>
          {added.length > 0 && (
            <span className="hint">
              Buying: {added.map((id) => pilotById(id)?.name ?? id).join(', ')}
            </span>
          )}
        </div>
      )}
      {error && (
        <p className="cc-why" role="alert">
          {error}
        </p>
      )}
      <div className="cc-acts">
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={busy}
          onClick={send}
        >
          {busy ? 'Sending…' : `Reinforce squad ${squad.number}`}
        </button>
        <button type="button" className="btn btn--quiet btn--small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </div>
  );
}
