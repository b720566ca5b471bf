/**
 * A destroyed ace comes back at once (XW-AOA-19..21): the next lower-skill alternate, with the
 * primary's upgrades its card can carry, chosen by its owner; from the lowest alternate on, one
 * card fewer each time. The form shows the pilot, the cards it may take, its points and whether
 * it fires this round.
 */
import {
  type AceGame,
  checkLoadout,
  nextRespawn,
  type PendingRespawn,
  respawnCost,
} from '@drift/formats';
import { useId, useState } from 'react';
import { firstLoadout } from './play.ts';

export function RespawnForm({
  game,
  pending,
  onEnter,
}: {
  game: AceGame;
  pending: PendingRespawn;
  onEnter: (entry: unknown) => boolean;
}) {
  const id = useId();
  const choice = nextRespawn(game, pending.player);
  const list = game.lists.find((l) => l.player === pending.player);
  const [picked, setPicked] = useState<number[]>(() =>
    choice && list ? firstLoadout(choice, list) : [],
  );
  if (!choice || !list) return null;
  const sorted = [...picked].sort((a, b) => a - b);
  const check = checkLoadout(choice, list, sorted);
  const cost = respawnCost(choice.pilot, list, sorted);
  const allowed = new Set(choice.allowed.map((a) => a.position));
  const removed = new Set(game.removed[pending.player] ?? []);
  const others = list.primary.upgrades
    .map((card, position) => ({ card, position }))
    .filter((u) => !allowed.has(u.position));
  const toggle = (position: number) =>
    setPicked((p) => (p.includes(position) ? p.filter((x) => x !== position) : [...p, position]));

  return (
    <section className="panel aoa-respawn" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>
        {pending.player}’s ship respawns as {choice.pilot.name} (PS {choice.pilot.skill})
      </h3>
      <p>
        {choice.repeat
          ? `The lowest alternate comes back again with one upgrade fewer: keep ${choice.keep} of these.`
          : `Alternate ${choice.rung} of 3. Choose the primary’s upgrades this pilot takes.`}{' '}
        Place it within Range 2 of the setup point. It takes no action this round
        {pending.mayFire
          ? ` and fires at PS ${choice.pilot.skill} if a target is in arc.`
          : ', and does not fire: the destroyed ship had its combat step.'}
      </p>
      {choice.allowed.length > 0 ? (
        <fieldset className="aoa-loadout">
          <legend>Upgrades it takes</legend>
          {choice.allowed.map(({ position, card }) => (
            <label key={position} className="check">
              <input
                type="checkbox"
                checked={picked.includes(position)}
                onChange={() => toggle(position)}
              />
              <span>
                {card.name}{' '}
                <span className="aoa-ps">
                  ({card.slot}, {card.points})
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="hint">No upgrade can go on this pilot.</p>
      )}
      {others.length > 0 && (
        <p className="hint">
          Not available:{' '}
          {others
            .map(
              (u) =>
                `${u.card.name} (${removed.has(u.position) ? 'removed' : choice.repeat ? 'not on the last ship' : `no ${u.card.slot} slot`})`,
            )
            .join(', ')}
          .
        </p>
      )}
      <p className="aoa-respawn__cost">
        {choice.pilot.name} with these upgrades: <strong>{cost} points</strong>
      </p>
      {!check.ok && (
        <p className="hint hint--bad" role="status">
          {check.error.message}
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary btn--big"
        disabled={!check.ok}
        onClick={() => onEnter({ type: 'respawn', player: pending.player, upgrades: sorted })}
      >
        Respawn {choice.pilot.name}
      </button>
    </section>
  );
}
