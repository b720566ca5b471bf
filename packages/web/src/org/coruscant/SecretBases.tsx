/**
 * Hidden Bases (XW-CC-34): an Imperial player hides the Death Star's planet, a Rebel their base's,
 * before the first tile after the start tile. Only that team and the organizer see it until the
 * final scoring reveals every one.
 */
import type { CoruscantView } from '@drift/formats';
import { useState } from 'react';
import { alignmentOf, nameOf, type Powers, teamLabel } from './can.ts';
import type { Act } from './useCampaign.ts';

export function SecretBases({
  view,
  powers,
  act,
}: {
  view: CoruscantView;
  powers: Powers;
  act: Act;
}) {
  const [planet, setPlanet] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  if (!view.options.hiddenBases) return null;
  const early = view.tiles.placed <= 1 && view.status === 'running';
  const choosers = view.players.filter(
    (p) => powers.actsFor.includes(p.id) && alignmentOf(view, p) !== null,
  );
  return (
    <section className="panel cc-secrets" aria-labelledby="cc-secrets" data-section="secrets">
      <h2 id="cc-secrets">Hidden Bases</h2>
      {view.secretBases.length === 0 ? (
        <p className="hint">
          {powers.organizer || powers.me
            ? 'No secret base written down yet.'
            : 'Secret until the final scoring.'}
        </p>
      ) : (
        <ul>
          {view.secretBases.map((b) => (
            <li key={b.team} data-secret={b.team}>
              {b.role === 'death-star' ? 'The Death Star' : 'The Rebel Base'} of{' '}
              {teamLabel(view, b.team)}: <strong>{b.planet}</strong>{' '}
              <span className="hint">(written down by {nameOf(view, b.chosenBy)})</span>
            </li>
          ))}
        </ul>
      )}
      {early &&
        choosers.map((p) => (
          <form
            key={p.id}
            className="cc-inline"
            onSubmit={async (e) => {
              e.preventDefault();
              setError(
                await act({ type: 'ChooseSecretBase', player: p.id, planet: planet[p.id] ?? '' }),
              );
            }}
          >
            <label>
              {alignmentOf(view, p) === 'imperial' ? 'Death Star' : 'Rebel Base'} planet for{' '}
              {p.name}{' '}
              <input
                value={planet[p.id] ?? ''}
                maxLength={40}
                onChange={(e) => setPlanet({ ...planet, [p.id]: e.target.value })}
              />
            </label>
            <button type="submit" className="btn btn--small">
              Write it down
            </button>
          </form>
        ))}
      {error && <p className="cc-why">{error}</p>}
    </section>
  );
}
