/**
 * A captain's ship mat: who flies what, credits, Fame, Bounty; the hold with outfits, cubes and
 * damage; Energy, markers and impulse; ability cards; missions (faces only where the view has
 * them: another captain's unrevealed missions come as card backs); Titles and tokens.
 */
import type { CaptainView, Cell, Content } from '@drift/xia';
import { captainName, interiorSpace, KILN_SELL_SPACE } from '@drift/xia';
import { useMemo } from 'react';
import { count, thousands } from '../look/format.ts';
import { seatColour } from '../look/palette.ts';
import { HoldGrid } from './HoldGrid.tsx';
import { cellKey, energyMax, holdModel, impulseValue } from './holdModel.ts';
import { MISSION_TYPE_NAMES, missionLegality, missionPay, nextStep } from './missionText.ts';
import './mat.css';

export interface ShipMatProps {
  readonly captain: CaptainView;
  readonly content: Content;
  readonly fameTarget: number;
  /** It is this captain's turn. */
  readonly active?: boolean;
  /** Hold cells the host marks for acting (where a damage marker may go). */
  readonly highlightedCells?: readonly Cell[];
  /** What activating a marked cell does, for its accessible name. */
  readonly cellActionLabel?: string;
  readonly onCellActivate?: (cell: Cell) => void;
}

const NO_CELLS: readonly Cell[] = [];

function Stat({
  label,
  value,
  note,
  kind,
  outlaw = false,
}: {
  label: string;
  value: string;
  note?: string;
  kind: string;
  outlaw?: boolean;
}) {
  return (
    <div
      className={`mat-stat mat-stat--${kind}${outlaw ? ' mat-stat--outlaw' : ''}`}
      data-stat={kind}
    >
      <dt>{label}</dt>
      <dd>
        <span className="mat-stat__value">{value}</span>
        {note && <span className="mat-stat__note">{note}</span>}
      </dd>
    </div>
  );
}

function EnergyMeter({ energy, max }: { energy: number; max: number }) {
  const steps = Array.from({ length: max }, (_, i) => i + 1);
  return (
    <div className="energy" data-energy={energy} data-energy-max={max}>
      <div className="mat-label">
        Energy <strong>{energy}</strong> / {max}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a segmented meter, drawn; the role gives its value. */}
      <div
        className="energy__meter"
        role="meter"
        aria-label="Energy"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={energy}
      >
        {steps.map((n) => (
          <span key={n} className={`energy__cell${n <= energy ? ' energy__cell--full' : ''}`} />
        ))}
      </div>
    </div>
  );
}

function Markers({
  armed,
  disarmed,
  spent,
  colour,
}: {
  armed: number;
  disarmed: number;
  spent: number;
  colour: string;
}) {
  const row = (n: number, kind: 'armed' | 'disarmed' | 'spent') =>
    Array.from({ length: n }, (_, i) => (
      <span
        // biome-ignore lint/suspicious/noArrayIndexKey: markers are interchangeable.
        key={i}
        className={`marker-chip marker-chip--${kind}`}
        data-marker={kind}
        style={kind === 'armed' ? { background: colour } : undefined}
      />
    ));
  return (
    <div className="markers">
      <div className="mat-label">Markers</div>
      <div className="markers__row">
        <span className="markers__name">Armed</span>
        <span className="markers__chips">{row(armed, 'armed')}</span>
        <span className="markers__count">{armed}</span>
      </div>
      <div className="markers__row">
        <span className="markers__name">Disarmed</span>
        <span className="markers__chips">{row(disarmed, 'disarmed')}</span>
        <span className="markers__count">{disarmed}</span>
      </div>
      <div className="markers__row">
        <span className="markers__name">On outfits</span>
        <span className="markers__chips">{row(spent, 'spent')}</span>
        <span className="markers__count">{spent}</span>
      </div>
    </div>
  );
}

export function ShipMat({
  captain,
  content,
  fameTarget,
  active = false,
  highlightedCells = NO_CELLS,
  cellActionLabel = 'Place a damage marker here',
  onCellActivate,
}: ShipMatProps) {
  const hold = useMemo(() => holdModel(captain, content), [captain, content]);
  const highlighted = useMemo(() => new Set(highlightedCells.map(cellKey)), [highlightedCells]);
  const colour = seatColour(captain.seat);
  const ship = captain.ship ? content.ship(captain.ship) : null;
  const armed = captain.markers.filter((m) => m.at === 'armed').length;
  const disarmed = captain.markers.filter((m) => m.at === 'disarmed').length;
  const spent = captain.markers.filter((m) => m.at === 'used').length;
  const name = captainName(captain.seat);
  const max = energyMax(captain, content);
  const impulse = impulseValue(captain, content);
  const stranded = captain.energy === 0 && armed === 0;

  return (
    <article
      className={`mat${active ? ' mat--active' : ''}`}
      style={{ '--seat': colour } as React.CSSProperties}
      aria-label={`${name}'s ship mat`}
      data-seat={captain.seat}
    >
      <header className="mat__head">
        <div className="mat__who">
          <span className="mat__seat">{name}</span>
          <h3 className="mat__ship">{ship ? ship.name : 'No ship yet'}</h3>
          {ship && <span className="mat__tier">Tier {ship.tier}</span>}
          {active && <span className="mat__turn">Playing now</span>}
          {interiorSpace(captain.at) >= 0 && (
            <span className="mat__docked">
              Docked in The Kiln, space {interiorSpace(captain.at) + 1}
              {interiorSpace(captain.at) === KILN_SELL_SPACE ? ' (Sell)' : ''}
            </span>
          )}
        </div>
        <dl className="mat__stats">
          <Stat kind="credits" label="Credits" value={thousands(captain.credits)} />
          <Stat kind="fame" label="Fame" value={`${captain.fame}`} note={`of ${fameTarget}`} />
          <Stat
            kind="bounty"
            outlaw={captain.bounty > 0}
            label="Bounty"
            value={captain.bounty > 0 ? thousands(captain.bounty) : '0'}
            note={captain.bounty > 0 ? 'Outlaw' : 'Innocent'}
          />
        </dl>
      </header>

      {!ship && (
        <p className="mat__none">
          Still choosing a ship: the hold, Energy and markers come with it.
        </p>
      )}

      {ship && (
        <div className="mat__body">
          <section className="mat__hold" aria-label="Hold">
            <div className="mat-label">
              Hold{' '}
              <span className="mat-label__note">
                {count(hold.free, 'free space')} of {hold.cells.length}
              </span>
            </div>
            <HoldGrid
              hold={hold}
              seatColour={colour}
              highlighted={highlighted}
              highlightLabel={cellActionLabel}
              onCellActivate={onCellActivate}
            />
            <ul className="outfits">
              {hold.outfits.map((o) => (
                <li key={o.uid} className={`outfits__item outfits__item--${o.def.type}`}>
                  <span className="outfits__swatch" aria-hidden="true" />
                  <span className="outfits__name">{o.def.name}</span>
                  <span className="outfits__die">
                    d{o.def.die}
                    {o.damage > 0 && <span className="outfits__hurt"> −{o.damage}</span>}
                  </span>
                  <span className="outfits__use">
                    {o.use.filter((u) => !u.marker && !u.damaged).length}/{o.use.length} free
                  </span>
                </li>
              ))}
              {hold.outfits.length === 0 && <li className="outfits__none">No outfits</li>}
            </ul>
          </section>

          <section className="mat__systems" aria-label="Systems">
            <EnergyMeter energy={captain.energy} max={max} />
            <Markers armed={armed} disarmed={disarmed} spent={spent} colour={colour} />
            <div
              className={`impulse impulse--${captain.impulseReady ? 'ready' : 'used'}`}
              data-impulse={captain.impulseReady ? 'ready' : 'used'}
            >
              <span className="impulse__token" aria-hidden="true">
                {impulse}
              </span>
              <span>
                <strong>Impulse {impulse}</strong>
                <br />
                {captain.impulseReady ? `Ready: move up to ${impulse} free` : 'Used this turn'}
              </span>
            </div>
            {stranded && <p className="mat__warn">Stranded: no Energy and no armed markers.</p>}
            {captain.awaitingRespawn && (
              <p className="mat__warn">Destroyed: comes back at a Spawn Point next turn.</p>
            )}
          </section>
        </div>
      )}

      <section className="mat__cards" aria-label="Cards">
        {captain.abilities.map((a) => {
          const def = content.ability(a.id);
          return (
            <div
              key={a.id}
              className={`card ability${a.exhausted ? ' ability--exhausted' : ''}`}
              data-ability={a.exhausted ? 'exhausted' : 'ready'}
            >
              <div className="card__kind">Ability · {a.exhausted ? 'Exhausted' : 'Ready'}</div>
              <div className="card__title">
                {def.name}
                <span className="card__cost">{def.energy} Energy</span>
              </div>
              <p className="card__text">{def.text}</p>
            </div>
          );
        })}
        {captain.missions.active.map((m, i) => {
          if ('hidden' in m) {
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: face-down cards have nothing else to tell them apart.
              <div key={`hidden${i}`} className="card mission mission--back" data-mission="hidden">
                <div className="card__kind">Mission</div>
                <div className="mission__back" aria-hidden="true">
                  ✦
                </div>
                <p className="card__text">Face down: only {name} knows it.</p>
              </div>
            );
          }
          const def = content.mission(m.card);
          const legality = missionLegality(def);
          return (
            <div
              key={m.card}
              className={`card mission mission--${legality.toLowerCase()}`}
              data-mission={m.revealed ? 'revealed' : 'secret'}
            >
              <div className="card__kind">
                {legality} mission · {MISSION_TYPE_NAMES[def.type]}
                {m.revealed ? ' · face up' : ' · secret'}
              </div>
              <div className="card__title">{def.name}</div>
              <p className="card__text">{def.text}</p>
              {missionPay(def) && <p className="mission__pay">{missionPay(def)}</p>}
              <p className="mission__next">
                <strong>Next:</strong> {nextStep(def, m, content)}
              </p>
            </div>
          );
        })}
      </section>

      <footer className="mat__foot">
        <span>
          Titles:{' '}
          {captain.titles.length > 0
            ? captain.titles.map((t) => content.title(t).name).join(', ')
            : 'none'}
        </span>
        <span>Exploration tokens: {captain.explorationTokens.length}</span>
        <span>Missions done: {captain.missions.completed.length}</span>
      </footer>
    </article>
  );
}
