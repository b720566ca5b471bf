/**
 * Entering an attack: who fired, at whom, and what it removed. Damage scores an Assist (+1 VP,
 * XW-AOA-17); the attack that destroys a ship is a Kill instead (+5 VP and its cost as Ships
 * Destroyed, XW-AOA-18). A ship destroyed by no player (an obstacle) scores for nobody.
 */
import type { AceGame } from '@drift/formats';
import { useId, useState } from 'react';
import { shipRows } from './play.ts';

const NOBODY = '';

function ShipChoice({
  legend,
  name,
  ships,
  value,
  onChange,
  nobody,
}: {
  legend: string;
  name: string;
  ships: readonly { id: string; name: string; player: string; skill: number; note?: string }[];
  value: string | null;
  onChange: (id: string) => void;
  nobody?: string;
}) {
  return (
    <fieldset className="aoa-chips" data-choice={legend}>
      <legend>{legend}</legend>
      <div className="aoa-chips__list">
        {ships.map((s) => (
          <label
            key={s.id}
            className={
              [value === s.id ? 'is-on' : '', s.note ? 'is-dim' : ''].join(' ').trim() || undefined
            }
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              checked={value === s.id}
              onChange={() => onChange(s.id)}
            />
            <span className="aoa-chip__ship">{s.name}</span>
            <span className="aoa-chip__who">
              {s.player} · PS {s.skill}
              {s.note ? ` · ${s.note}` : ''}
            </span>
          </label>
        ))}
        {nobody && (
          <label className={value === NOBODY ? 'is-on' : undefined}>
            <input
              type="radio"
              className="sr-only"
              name={name}
              checked={value === NOBODY}
              onChange={() => onChange(NOBODY)}
            />
            <span className="aoa-chip__ship">{nobody}</span>
            <span className="aoa-chip__who">an obstacle, no player</span>
          </label>
        )}
      </div>
    </fieldset>
  );
}

function Count({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
}) {
  const id = useId();
  return (
    <div className="aoa-count">
      <label htmlFor={id}>{label}</label>
      <div className="aoa-count__row">
        <button
          type="button"
          className="aoa-count__btn"
          aria-label={`One less: ${label}`}
          disabled={value <= 0}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          value={String(value)}
          onChange={(e) => {
            const n = Number(e.target.value.replace(/\D/g, '') || '0');
            onChange(Math.min(99, n));
          }}
        />
        <button
          type="button"
          className="aoa-count__btn"
          aria-label={`One more: ${label}`}
          onClick={() => onChange(Math.min(99, value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}

export function AttackForm({
  game,
  onEnter,
}: {
  game: AceGame;
  /** Sends a ledger entry; answers whether the ledger took it. */
  onEnter: (entry: unknown) => boolean;
}) {
  const id = useId();
  const rows = shipRows(game).filter((r) => !r.doomed || game.phase === 'combat');
  const [picked, setAttacker] = useState<string | null>(null);
  // A ship that left the table (destroyed) is no longer a choice.
  const attacker = picked === NOBODY || rows.some((r) => r.id === picked) ? picked : null;
  const [target, setTarget] = useState<string | null>(null);
  const [shields, setShields] = useState(0);
  const [hull, setHull] = useState(0);
  const shooter = rows.find((r) => r.id === attacker);
  const targets = rows.filter((r) => !r.doomed && (!shooter || r.player !== shooter.player));
  const chosenTarget = targets.some((r) => r.id === target) ? target : null;
  const hits = shields + hull;

  const clear = () => {
    setTarget(null);
    setShields(0);
    setHull(0);
  };
  const damage = () => {
    if (
      attacker &&
      chosenTarget &&
      onEnter({ type: 'damage', attacker, target: chosenTarget, shields, hull })
    )
      clear();
  };
  const kill = () => {
    if (chosenTarget === null || attacker === null) return;
    const by = attacker === NOBODY ? null : attacker;
    if (onEnter({ type: 'kill', attacker: by, target: chosenTarget })) clear();
  };

  return (
    <section className="panel aoa-attack" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Enter an attack</h3>
      <ShipChoice
        legend="Attacker"
        name={`${id}-attacker`}
        ships={rows.map((r) => ({
          ...r,
          ...(r.fire === 'no-respawned'
            ? { note: 'does not fire' }
            : r.fire !== 'yes' && game.phase === 'combat'
              ? { note: 'step passed' }
              : {}),
        }))}
        value={attacker}
        onChange={setAttacker}
        nobody="Nobody"
      />
      <ShipChoice
        legend="Target"
        name={`${id}-target`}
        ships={targets}
        value={chosenTarget}
        onChange={setTarget}
      />
      <div className="aoa-attack__counts">
        <Count label="Shields removed" value={shields} onChange={setShields} />
        <Count label="Damage cards dealt" value={hull} onChange={setHull} />
      </div>
      <div className="aoa-actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={!attacker || !chosenTarget || hits === 0}
          onClick={damage}
        >
          Damaged: Assist +1 VP
        </button>
        <button
          type="button"
          className="btn btn--danger"
          disabled={attacker === null || !chosenTarget}
          onClick={kill}
        >
          {attacker === NOBODY ? 'Destroyed by no player' : 'Destroyed: Kill +5 VP'}
        </button>
      </div>
      <p className="hint">
        The attack that destroys a ship is entered as the Kill only: +5 VP instead of +1, and the
        ship’s points go to Ships Destroyed.
      </p>
    </section>
  );
}
