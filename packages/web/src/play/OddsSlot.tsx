/**
 * Where the exact odds of an attack show, from the feedback module (packages/web/src/odds) once
 * it lands: hit chance, expected damage, chance to destroy. Until then the slot says what the
 * dice are, so the player still sees the numbers that decide the fight.
 */
export interface OddsQuestion {
  /** Dice the attacker rolls (sides), already less damage penalties. */
  readonly attack: readonly { readonly die: number; readonly minus: number }[];
  /** A flat bonus added to the attack total. */
  readonly attackBonus: number;
  /** Dice the defender's shields roll. */
  readonly shields: readonly { readonly die: number; readonly minus: number }[];
  /** Hold spaces the target can still lose before it is destroyed. */
  readonly holdLeft: number | null;
}

function dice(list: OddsQuestion['attack']): string {
  if (list.length === 0) return 'nothing';
  return list.map((d) => `d${d.die}${d.minus > 0 ? `−${d.minus}` : ''}`).join(' + ');
}

export function OddsSlot({ question }: { question: OddsQuestion }) {
  return (
    <div className="odds-slot" data-slot="odds">
      <div className="odds-slot__row">
        <span>Attack</span>
        <strong>
          {dice(question.attack)}
          {question.attackBonus > 0 ? ` + ${question.attackBonus}` : ''}
        </strong>
      </div>
      <div className="odds-slot__row">
        <span>Shields</span>
        <strong>{dice(question.shields)}</strong>
      </div>
      <p className="odds-slot__note">
        Damage is the attack total less the shields' total
        {question.holdLeft !== null ? `; ${question.holdLeft} more destroys the ship` : ''}.
      </p>
    </div>
  );
}
