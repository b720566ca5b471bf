/**
 * The defender's odds for the defence ticked now (odds/defend.ts): the chance of taking any
 * damage, the expected damage and the chance the ship is destroyed, with the damage spread drawn;
 * for a ram, the rammer's risk too.
 */
import type { ReactNode } from 'react';
import { seatColour } from '../look/palette.ts';
import { Chart } from './AttackOdds.tsx';
import type { DefendBasis } from './defend.ts';
import { oneDecimal, percent, rollText } from './format.ts';
import type { NamedDie } from './fromView.ts';
import type { EvasionSpec, StrikeOdds } from './strike.ts';
import './odds.css';

export interface DefendOddsProps {
  readonly basis: DefendBasis;
  readonly odds: StrikeOdds;
  /** The shields ticked. */
  readonly shields: readonly NamedDie[];
  readonly evasion: (EvasionSpec & { readonly name: string }) | null;
}

function Stat({
  name,
  need,
  value,
  kind,
}: {
  name: string;
  need?: string;
  value: string;
  kind: string;
}) {
  return (
    <div className={`odds__stat odds__stat--${kind}`} data-stat={kind}>
      <dt>
        {name}
        {need && (
          <>
            {' '}
            <span className="odds__need">{need}</span>
          </>
        )}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

function Roll({ label, text, with: parts }: { label: string; text: string; with: string[] }) {
  return (
    <p className="odds__roll">
      {label} <strong>{text}</strong>
      {parts.length > 0 && <span className="odds__with">{parts.join(', ')}</span>}
    </p>
  );
}

export function DefendOdds({ basis, odds, shields, evasion }: DefendOddsProps): ReactNode {
  const attack = basis.dice.map((d) => d.name);
  if (basis.attackBonus > 0) attack.push(`+${basis.attackBonus} from Titles and abilities`);
  const defence = shields.map((d) => d.name);
  if (basis.defenceBonus > 0) defence.push(`+${basis.defenceBonus} from Titles`);
  if (evasion) defence.push(`${evasion.name}: +${evasion.bonus} on a d20 of ${evasion.atLeast}+`);
  if (defence.length === 0) defence.push('nothing raised');
  const style = basis.attackerSeat === null ? undefined : seatColour(basis.attackerSeat);
  return (
    <section
      className="odds odds--defend"
      aria-label="Your odds with this defence"
      data-odds="defend"
      style={style ? ({ '--seat': style } as React.CSSProperties) : undefined}
    >
      <div className="odds__head">
        <Roll label="Their roll" text={rollText(basis.dice, basis.attackBonus)} with={attack} />
        <Roll label="Your defence" text={rollText(shields, basis.defenceBonus)} with={defence} />
      </div>
      <div className="odds__split">
        <dl className="odds__stats">
          <Stat kind="hit" name="Chance of damage" value={percent(odds.hit)} />
          <Stat kind="expected" name="Expected damage" value={oneDecimal(odds.expected)} />
          <Stat
            kind="destroy"
            name="Ship destroyed"
            need={`at ${basis.toDestroy}`}
            value={percent(odds.destroy)}
          />
          {basis.rammerToDestroy !== null && (
            <Stat
              kind="rammer"
              name={`${basis.attackerName}'s ship destroyed`}
              need={`at ${basis.rammerToDestroy}`}
              value={percent(odds.rammerDestroyed ?? 0)}
            />
          )}
        </dl>
        <Chart odds={odds} toDestroy={basis.toDestroy} label="Damage to your ship" />
      </div>
    </section>
  );
}
