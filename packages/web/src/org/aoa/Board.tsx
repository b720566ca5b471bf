/**
 * The round at a glance: the Activation order (lowest skill first) and the Combat order
 * (highest first) with each step's state, and every ship on the table with whether it may still
 * fire this round (XW-AOA-15, 16, 21). The ledger's order functions decide; this only shows.
 */
import { type AceGame, activationOrder, combatOrder } from '@drift/formats';
import { FIRE_WORDS, shipRows } from './play.ts';

const STATE_WORDS = {
  done: 'fired',
  now: 'firing',
  waiting: '',
  'may-not-fire': 'does not fire',
} as const;

function Who({ name, player, wingman }: { name: string; player: string; wingman: boolean }) {
  return (
    <span className="aoa-order__ship">
      <span className="aoa-order__name">{name}</span>
      <span className="aoa-order__who">
        {player}
        {wingman ? ' · Wingman' : ''}
      </span>
    </span>
  );
}

export function Orders({ game }: { game: AceGame }) {
  const activation = activationOrder(game);
  const combat = combatOrder(game);
  return (
    <div className="aoa-orders">
      <section
        className={`panel aoa-order${game.phase === 'activation' ? ' is-now' : ''}`}
        aria-label="Activation order"
      >
        <h3>Activation order</h3>
        <ol>
          {activation.map((s) => (
            <li key={s.ship} data-ship={s.ship} className={s.action ? undefined : 'is-quiet'}>
              <span className="aoa-order__ps">{s.skill}</span>
              <Who name={s.name} player={s.player} wingman={s.kind === 'wingman'} />
              {!s.action && <span className="aoa-tag aoa-tag--warn">no action</span>}
            </li>
          ))}
        </ol>
      </section>
      <section
        className={`panel aoa-order${game.phase === 'combat' ? ' is-now' : ''}`}
        aria-label="Combat order"
      >
        <h3>Combat order</h3>
        <ol>
          {combat.map((s) => (
            <li key={s.ship} data-ship={s.ship} data-state={s.state} className={`is-${s.state}`}>
              <span className="aoa-order__ps">{s.skill}</span>
              <Who name={s.name} player={s.player} wingman={s.kind === 'wingman'} />
              {STATE_WORDS[s.state] && (
                <span
                  className={`aoa-tag${s.state === 'may-not-fire' ? ' aoa-tag--warn' : s.state === 'now' ? ' aoa-tag--now' : ''}`}
                >
                  {STATE_WORDS[s.state]}
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export function ShipsTable({ game }: { game: AceGame }) {
  const rows = shipRows(game);
  return (
    <section className="panel aoa-ships" aria-label="Ships on the table">
      <h3>Ships on the table</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Ship</th>
            <th scope="col">PS</th>
            <th scope="col">
              <abbr title="Points: what a Kill adds to Ships Destroyed">Pts</abbr>
            </th>
            <th scope="col">May fire this round?</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-ship={r.id} data-fire={r.fire}>
              <th scope="row">
                <span className="aoa-ships__name">{r.name}</span>
                <span className="aoa-ships__who">
                  {r.player}
                  {r.kind === 'wingman' ? ' · Wingman' : ''}
                  {r.noAction ? ' · respawned: no action' : ''}
                  {r.doomed ? ' · destroyed, fires at the end' : ''}
                </span>
              </th>
              <td>{r.skill}</td>
              <td>{r.cost}</td>
              <td className={r.fire === 'yes' ? 'is-yes' : 'is-no'}>{FIRE_WORDS[r.fire]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
