/**
 * Each player's fleet: five numbered squads with their ships and points, the ships lost since
 * the squad was last whole, ships that Withdrew from their latest battle, wiped-out squads, the
 * unique cards gone for good, and where each meeple stands; a partial squad on a friendly Base
 * may be Reinforced from here.
 */
import type {
  CampaignBattleShip,
  CampaignShip,
  CoruscantPlayerView,
  CoruscantSquadView,
  CoruscantView,
} from '@drift/formats';
import { type CSSProperties, useState } from 'react';
import { isFriendlyBase, type Powers, placeLabel } from './can.ts';
import { ReinforceForm } from './ReinforceForm.tsx';
import type { Act } from './useCampaign.ts';
import {
  COLOUR_CSS,
  COLOUR_INK,
  COLOUR_NAME,
  countAlike,
  FACTION_NAME,
  SIDE_NAME,
  times,
} from './words.ts';

/** Ships alike: same pilot, same upgrades. */
const shipKey = (s: CampaignShip) => `${s.pilotId}:${s.upgrades.map((u) => u.id).join(',')}`;

/** Each ship's latest battle fate (to mark Withdrawn ships) and the battle it was in. */
function latestFates(
  view: CoruscantView,
): Map<string, { fate: CampaignBattleShip['fate']; battle: string }> {
  const out = new Map<string, { fate: CampaignBattleShip['fate']; battle: string }>();
  for (const b of view.battles) {
    for (const s of b.result?.ships ?? []) out.set(s.ship, { fate: s.fate, battle: b.id });
  }
  return out;
}

function where(view: CoruscantView, squad: CoruscantSquadView): string {
  if (squad.lost) return 'Wiped out: its meeple is out of the game';
  if (squad.place === null) return 'Meeple in the supply';
  return `Meeple on ${placeLabel(view, squad.place)}`;
}

function Squad({
  view,
  player,
  squad,
  fates,
  mayReinforce,
  act,
}: {
  view: CoruscantView;
  player: CoruscantPlayerView;
  squad: CoruscantSquadView;
  fates: ReturnType<typeof latestFates>;
  mayReinforce: boolean;
  act: Act;
}) {
  const [open, setOpen] = useState(false);
  const onBase = squad.partial && isFriendlyBase(view, player, squad.place);
  return (
    <li
      className={`cc-fsquad${squad.lost ? ' is-lost' : ''}${squad.partial ? ' is-partial' : ''}`}
      data-squad={squad.number}
    >
      <header className="cc-fsquad__head">
        <span className="cc-fsquad__n">{squad.number}</span>
        <span className="cc-fsquad__size">{squad.size === 'large' ? 'Large' : 'Small'}</span>
        <span className="cc-points">
          {squad.points} / {squad.limit}
        </span>
        {squad.lost && <span className="cc-chip cc-chip--bad">Wiped out</span>}
        {squad.partial && <span className="cc-chip cc-chip--warn">Partial</span>}
      </header>
      <p className="cc-fsquad__where">{where(view, squad)}</p>
      <ul className="cc-fships">
        {countAlike(
          squad.ships,
          (s) => `${shipKey(s)}/${fates.get(s.id)?.fate === 'withdrawn'}`,
        ).map(({ item: s, count }) => {
          const f = fates.get(s.id);
          return (
            <li key={s.id} data-ship={s.id} data-count={count}>
              <span>
                {times(s.name, count)}
                {s.upgrades.length > 0 && (
                  <span className="hint"> + {s.upgrades.map((u) => u.name).join(', ')}</span>
                )}
              </span>
              {f?.fate === 'withdrawn' && (
                <span className="cc-chip" title={`Withdrew from battle ${f.battle.slice(1)}`}>
                  Withdrawn
                </span>
              )}
              <span className="cc-fships__pts">{count > 1 ? `${s.points} each` : s.points}</span>
            </li>
          );
        })}
        {countAlike(squad.lostShips, shipKey).map(({ item: s, count }) => (
          <li key={s.id} className="is-gone" data-lost={s.id} data-count={count}>
            <span>
              <s>{times(s.name, count)}</s> <span className="hint">destroyed</span>
            </span>
            <span className="cc-fships__pts">{count > 1 ? `${s.points} each` : s.points}</span>
          </li>
        ))}
      </ul>
      {squad.partial &&
        mayReinforce &&
        view.status === 'running' &&
        !open &&
        (onBase ? (
          <button type="button" className="btn btn--small" onClick={() => setOpen(true)}>
            Reinforce
          </button>
        ) : (
          <p className="hint">Reinforces on a friendly Base.</p>
        ))}
      {open && (
        <ReinforceForm
          view={view}
          player={player}
          squad={squad}
          act={act}
          onDone={() => setOpen(false)}
        />
      )}
    </li>
  );
}

export function FleetsPanel({
  view,
  powers,
  act,
}: {
  view: CoruscantView;
  powers: Powers;
  act: Act;
}) {
  const fates = latestFates(view);
  const players = [...view.players].sort(
    (a, b) => Number(b.id === powers.me) - Number(a.id === powers.me),
  );
  return (
    <section className="panel cc-fleets" aria-labelledby="cc-fleets" data-section="fleets">
      <h2 id="cc-fleets">Fleets</h2>
      <div className="cc-fleet-list">
        {players.map((p) => (
          <details
            key={p.id}
            className="cc-pfleet"
            data-fleet={p.id}
            open={powers.me === null || powers.me === p.id}
            style={
              {
                '--meeple': COLOUR_CSS[p.colour],
                '--meeple-ink': COLOUR_INK[p.colour],
              } as CSSProperties
            }
          >
            <summary className="cc-pfleet__head">
              <span className="cc-meeple" aria-hidden="true" />
              <h3>{p.name}</h3>
              <span className="hint">
                {COLOUR_NAME[p.colour]} · {FACTION_NAME[p.cswFaction]} · {SIDE_NAME[p.side]} ·{' '}
                {p.squads.filter((s) => !s.lost).length} squads,{' '}
                {p.squads.reduce((n, s) => n + s.ships.length, 0)} ships
              </span>
            </summary>
            {p.lostUniques.length > 0 && (
              <p className="cc-uniques" data-lost-uniques>
                Gone for good: {p.lostUniques.join(', ')}
              </p>
            )}
            <ol className="cc-fsquads">
              {p.squads.map((s) => (
                <Squad
                  key={s.number}
                  view={view}
                  player={p}
                  squad={s}
                  fates={fates}
                  mayReinforce={powers.actsFor.includes(p.id)}
                  act={act}
                />
              ))}
            </ol>
          </details>
        ))}
      </div>
    </section>
  );
}
