/**
 * An Ace of Aces squad picked from the card data: ship and side, primary pilot, an upgrade per
 * slot, three alternates below the primary and an optional Wingman. Kept small: plain selects.
 */
import { cardData, pilotById, type Squad } from '@drift/formats';
import { useId, useState } from 'react';
import {
  pickSlots,
  pilotsOf,
  SIDE_NAMES,
  type SquadPick,
  smallShips,
  squadOfPick,
  startPick,
  upgradesFor,
  withPrimary,
} from './picker.ts';

/** `Elite`, or `Elite 2` for a slot the card prints twice. */
function slotLabel(slots: readonly string[], i: number): string {
  const slot = slots[i] ?? '';
  const before = slots.slice(0, i).filter((s) => s === slot).length;
  const all = slots.filter((s) => s === slot).length;
  return all > 1 ? `${slot} ${before + 1}` : slot;
}

const costOf = (id: number | null) =>
  id === null ? 0 : (cardData.upgrades.find((u) => u.id === id)?.points ?? 0);

export function SquadPicker({
  onUse,
  onCancel,
}: {
  onUse: (squad: Squad) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const ships = smallShips();
  const [pick, setPick] = useState<SquadPick>(() => startPick(ships[0]?.ship.xws ?? 'xwing'));
  const [missing, setMissing] = useState<string | null>(null);
  const sides = ships.find((s) => s.ship.xws === pick.ship)?.sides ?? [];
  const pilots = pilotsOf(pick.ship, pick.side);
  const primary = pick.primary === null ? undefined : pilotById(pick.primary);
  const below = pilots.filter((p) => primary && (p.skill ?? 0) < (primary.skill ?? 0));
  const lowest = Math.min(...pilots.map((p) => p.skill ?? 0));
  const slots = pickSlots(pick.primary);
  const cost = (primary?.points ?? 0) + pick.upgrades.reduce<number>((s, u) => s + costOf(u), 0);
  const wingmen = pilots.filter((p) => p.skill === lowest);

  const use = () => {
    const made = squadOfPick(pick);
    if ('missing' in made) setMissing(made.missing);
    else onUse(made.squad);
  };

  return (
    <div className="aoa-picker">
      <div className="aoa-picker__row">
        <label htmlFor={`${id}-ship`}>Ship</label>
        <select
          id={`${id}-ship`}
          value={pick.ship}
          onChange={(e) => setPick(startPick(e.target.value))}
        >
          {ships.map((s) => (
            <option key={s.ship.xws} value={s.ship.xws}>
              {s.ship.name}
            </option>
          ))}
        </select>
        {sides.length > 1 && (
          <>
            <label htmlFor={`${id}-side`}>Side</label>
            <select
              id={`${id}-side`}
              value={pick.side}
              onChange={(e) =>
                setPick({ ...startPick(pick.ship), side: e.target.value as SquadPick['side'] })
              }
            >
              {sides.map((s) => (
                <option key={s} value={s}>
                  {SIDE_NAMES[s]}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      <div className="aoa-picker__row">
        <label htmlFor={`${id}-primary`}>Primary pilot</label>
        <select
          id={`${id}-primary`}
          value={pick.primary ?? ''}
          onChange={(e) =>
            setPick(withPrimary(pick, e.target.value === '' ? null : Number(e.target.value)))
          }
        >
          <option value="">Choose…</option>
          {pilots.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} (PS {p.skill}, {p.points})
            </option>
          ))}
        </select>
      </div>
      {slots.length > 0 && (
        <fieldset className="aoa-picker__slots">
          <legend>Upgrades of the primary ({cost} points with them)</legend>
          {slots.map((slot, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot may appear twice; its place names it
            <div key={`${slot}-${i}`} className="aoa-picker__slot">
              <label htmlFor={`${id}-slot-${i}`}>{slotLabel(slots, i)}</label>
              <select
                id={`${id}-slot-${i}`}
                value={pick.upgrades[i] ?? ''}
                onChange={(e) => {
                  const upgrades = [...pick.upgrades];
                  upgrades[i] = e.target.value === '' ? null : Number(e.target.value);
                  setPick({ ...pick, upgrades });
                }}
              >
                <option value="">None</option>
                {upgradesFor(slot, pick.ship, pick.side).map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name} ({u.points})
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      )}
      {primary && (
        <fieldset className="aoa-picker__slots">
          <legend>
            Alternates, below PS {primary.skill} (one at PS {lowest})
          </legend>
          {pick.alternates.map((alt, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the three alternates are places
            <div key={`alt-${k}`} className="aoa-picker__slot">
              <label htmlFor={`${id}-alt-${k}`}>Alternate {k + 1}</label>
              <select
                id={`${id}-alt-${k}`}
                value={alt ?? ''}
                onChange={(e) => {
                  const alternates = [...pick.alternates];
                  alternates[k] = e.target.value === '' ? null : Number(e.target.value);
                  setPick({ ...pick, alternates });
                }}
              >
                <option value="">Choose…</option>
                {below.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} (PS {p.skill}, {p.points})
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className="aoa-picker__slot">
            <label htmlFor={`${id}-wing`}>Wingman</label>
            <select
              id={`${id}-wing`}
              value={pick.wingman ?? ''}
              onChange={(e) =>
                setPick({
                  ...pick,
                  wingman: e.target.value === '' ? null : Number(e.target.value),
                })
              }
            >
              <option value="">None</option>
              {wingmen.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} (PS {p.skill}, {p.points})
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      )}
      {missing && (
        <p className="hint hint--bad" role="alert">
          {missing}
        </p>
      )}
      <div className="aoa-actions">
        <button type="button" className="btn btn--primary" onClick={use}>
          Use this squad
        </button>
        <button type="button" className="btn btn--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
