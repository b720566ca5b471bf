/**
 * The map record: tiles placed, the places they opened with the meeples on them, Bases, what is
 * completed (×10 points) or contested; a contested place starts its battle here.
 */
import type { CoruscantPlaceView, CoruscantView } from '@drift/formats';
import { useState } from 'react';
import type { Powers } from './can.ts';
import { MapForms } from './MapForms.tsx';
import { Meeple } from './Meeple.tsx';
import type { Act } from './useCampaign.ts';
import { FACTION_NAME, PLACE_KIND } from './words.ts';

const STATUS: Readonly<Record<CoruscantPlaceView['status'], string>> = {
  open: 'Open',
  completed: 'Completed',
  joined: 'Joined to another',
  destroyed: 'Destroyed',
};

function StartBattle({ place, act }: { place: CoruscantPlaceView; act: Act }) {
  const [open, setOpen] = useState(false);
  const [points, setPoints] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open)
    return (
      <button type="button" className="btn btn--primary btn--small" onClick={() => setOpen(true)}>
        Start the battle
      </button>
    );
  return (
    <form
      className="cc-inline"
      onSubmit={async (e) => {
        e.preventDefault();
        const n = points.trim() === '' ? null : Number(points);
        const refused = await act({
          type: 'StartBattle',
          place: place.id,
          participants: null,
          completion: n === null ? null : { points: n, symbols: [] },
        });
        setError(refused);
        if (!refused) setOpen(false);
      }}
    >
      <label>
        Completes the feature for{' '}
        <input
          className="cc-num"
          inputMode="numeric"
          aria-label="CSW points of the feature this battle completes"
          value={points}
          onChange={(ev) => setPoints(ev.target.value.replace(/\D/g, ''))}
        />{' '}
        CSW points <span className="hint">(empty if it does not)</span>
      </label>
      <button type="submit" className="btn btn--primary btn--small">
        Start
      </button>
      {error && <p className="cc-why">{error}</p>}
    </form>
  );
}

export function MapPanel({ view, powers, act }: { view: CoruscantView; powers: Powers; act: Act }) {
  const places = view.places.filter((p) => p.status !== 'joined');
  const mayStart = (p: CoruscantPlaceView) =>
    p.contested &&
    view.status === 'running' &&
    (powers.organizer || p.meeples.some((m) => m.player === powers.me));
  return (
    <section className="panel cc-map" aria-labelledby="cc-map" data-section="map">
      <div className="org-part__head">
        <h2 id="cc-map">Map</h2>
        <p className="cc-tiles" data-tiles={view.tiles.placed}>
          {view.tiles.placed} tile{view.tiles.placed === 1 ? '' : 's'} placed
          {view.options.tiles !== null && ` of ${view.options.tiles}`}
          {view.tiles.last && ' · the last tile is down'}
        </p>
      </div>
      {places.length === 0 ? (
        <p className="hint">
          Only the start tile so far. Record each tile and the places it opens.
        </p>
      ) : (
        <div
          className="table-scroll"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a phone scrolls the table sideways; keys must scroll it too.
          tabIndex={0}
        >
          <table className="org-table cc-places">
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Meeples</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {places.map((p) => (
                <tr
                  key={p.id}
                  data-place={p.id}
                  className={p.contested ? 'is-contested' : undefined}
                >
                  <th scope="row" className="org-table__name">
                    {p.name}
                    {p.kind !== 'planet' && <span className="hint"> ({p.id})</span>}
                    <span className="cc-places__kind">
                      {p.name === PLACE_KIND[p.kind] ? '' : PLACE_KIND[p.kind]}
                      {p.baseOf.length > 0 && (
                        <span className="cc-chip cc-chip--base">
                          {p.baseOf.map((f) => FACTION_NAME[f]).join(', ')} Base
                        </span>
                      )}
                    </span>
                  </th>
                  <td className="cc-places__meeples">
                    {p.meeples.map((m) => (
                      <Meeple
                        key={`${m.player}-${m.squad}`}
                        view={view}
                        player={m.player}
                        squad={m.squad}
                      />
                    ))}
                  </td>
                  <td>
                    {p.battle ? (
                      <button
                        type="button"
                        className="cc-chip cc-chip--live cc-chip--btn"
                        onClick={() =>
                          document.getElementById(`battle-${p.battle}`)?.scrollIntoView()
                        }
                      >
                        Battle {p.battle?.replace(/^b/, '')} under way
                      </button>
                    ) : p.contested ? (
                      <span className="cc-contested">
                        <span className="cc-chip cc-chip--warn">Contested</span>
                        {mayStart(p) && <StartBattle place={p} act={act} />}
                      </span>
                    ) : (
                      STATUS[p.status]
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {powers.actsFor.length > 0 && view.status === 'running' && (
        <MapForms view={view} powers={powers} act={act} />
      )}
    </section>
  );
}
