/**
 * The odds of one Attack or Ram before it is sent: the chance to hit, the expected damage and
 * the chance to destroy the target, computed exactly from the dice (odds/strike.ts), once if the
 * defender raises every shield it can and once if it raises none, with the damage spread drawn.
 *
 * Props: `view` (the attacker's XiaView, or its captains/npcs/turn), `content`, `seat` (the
 * attacker) and `command` (a legal Attack or Ram). `AttackOddsCard` draws precomputed odds.
 */
import type { SeatId } from '@drift/engine';
import type { Content } from '@drift/xia';
import { useMemo } from 'react';
import { viewNamer } from '../log/names.ts';
import { capitalised, listed } from '../look/format.ts';
import { seatColour } from '../look/palette.ts';
import { maxValue, points } from './dist.ts';
import { dieText, oneDecimal, percent, rollText } from './format.ts';
import { type AttackOdds, attackOdds, type OddsView, type StrikeCommand } from './fromView.ts';
import type { StrikeOdds } from './strike.ts';
import './odds.css';

export interface AttackOddsProps {
  readonly view: OddsView;
  readonly content: Content;
  readonly seat: SeatId;
  readonly command: StrikeCommand;
}

export function AttackOddsPanel({ view, content, seat, command }: AttackOddsProps) {
  const odds = useMemo(
    () => attackOdds(view, content, seat, command),
    [view, content, seat, command],
  );
  const names = useMemo(() => viewNamer(content, view.captains), [content, view.captains]);
  if (!odds.ok)
    return (
      <p className="odds odds--error" role="status">
        {odds.error.message}
      </p>
    );
  const t = odds.value.target;
  const name = 'seat' in t ? names.captain(t.seat) : odds.value.targetName;
  return <AttackOddsCard odds={odds.value} targetName={name} />;
}

/** How the defence is assumed, in words. */
function defenceWords(odds: AttackOdds, who: string): string {
  const d = odds.defence;
  if (d.npcDie !== null) return `${capitalised(who)} defends by itself with a d${d.npcDie}.`;
  const parts: string[] = [];
  if (d.shields.length > 0)
    parts.push(
      `raises every shield they can (${d.shields.length === 1 ? 'one' : d.shields.length}: ${d.shields.map(dieText).join(' + ')})`,
    );
  if (d.evasion)
    parts.push(`plays ${d.evasion.name} (d20 of ${d.evasion.atLeast}+ adds ${d.evasion.bonus})`);
  const skill = d.bonus > 0 ? ` Their Titles add ${d.bonus} to every defence.` : '';
  if (parts.length === 0) return `${who} has no shield ready and no evasion card to play.${skill}`;
  return `Assumes ${who} ${listed(parts)}.${skill}`;
}

/** The spread of damage as bars, with a line where the target is destroyed. */
export function Chart({
  odds,
  toDestroy,
  label,
}: {
  odds: StrikeOdds;
  toDestroy: number;
  label: string;
}) {
  const pts = points(odds.damage);
  const top = Math.max(toDestroy, maxValue(odds.damage));
  const width = 200;
  const height = 56;
  const bar = width / (top + 1);
  const peak = Math.max(...pts.map((p) => p.p));
  const summary = pts.map((p) => `${p.value}: ${percent(p.p)}`).join(', ');
  return (
    <svg
      className="odds-chart"
      viewBox={`0 0 ${width} ${height + 14}`}
      role="img"
      aria-label={`${label}. Chance of each damage: ${summary}.`}
    >
      {pts.map((p) => {
        // The top band is kept for the word "destroyed".
        const h = Math.max(1.5, (p.p / peak) * (height - 14));
        return (
          <rect
            key={p.value}
            className={`odds-chart__bar${p.value === 0 ? ' odds-chart__bar--miss' : ''}${p.value >= toDestroy ? ' odds-chart__bar--kill' : ''}`}
            x={p.value * bar + 1}
            y={height - h}
            width={Math.max(1, bar - 2)}
            height={h}
            data-damage={p.value}
          />
        );
      })}
      <line
        className="odds-chart__kill"
        x1={toDestroy * bar}
        x2={toDestroy * bar}
        y1={0}
        y2={height}
      />
      <text className="odds-chart__axis" x={1} y={height + 12}>
        0
      </text>
      {/* The word sits right of the line, or left of it when the line is near the edge. */}
      <text
        className="odds-chart__axis"
        x={toDestroy * bar + (toDestroy * bar > width - 48 ? -3 : 3)}
        y={10}
        textAnchor={toDestroy * bar > width - 48 ? 'end' : 'start'}
      >
        destroyed
      </text>
      <text className="odds-chart__axis" x={width - 1} y={height + 12} textAnchor="end">
        {top} damage
      </text>
    </svg>
  );
}

export function AttackOddsCard({ odds, targetName }: { odds: AttackOdds; targetName?: string }) {
  const who = targetName ?? odds.targetName;
  const cols: { key: 'full' | 'bare'; head: string; o: StrikeOdds }[] = [
    {
      key: 'full',
      head: odds.bare ? 'Every shield up' : odds.defence.npcDie ? 'Its defence' : 'No defence',
      o: odds.full,
    },
  ];
  if (odds.bare) cols.push({ key: 'bare', head: 'No shields', o: odds.bare });
  const verb = odds.ram ? 'Ram' : 'Attack';
  const dice = odds.dice.map((d) => `${d.name} ${dieText(d)}`);
  return (
    <section
      className="odds"
      aria-label={`${verb} odds against ${who}`}
      style={{ '--seat': seatColour(odds.attacker) } as React.CSSProperties}
      data-odds={odds.ram ? 'ram' : 'attack'}
    >
      <header className="odds__head">
        <h3 className="odds__title">
          {verb} {who}
        </h3>
        <p className="odds__roll">
          Your roll <strong>{rollText(odds.dice, odds.attackBonus)}</strong>
          <span className="odds__with">
            {listed(dice)}
            {odds.attackBonus > 0 ? `, +${odds.attackBonus} from Titles and abilities` : ''}
          </span>
        </p>
      </header>
      <table className="odds__table">
        <thead>
          <tr>
            <td />
            {cols.map((c) => (
              <th key={c.key} scope="col" data-col={c.key}>
                {c.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr data-row="hit">
            <th scope="row">Hit</th>
            {cols.map((c) => (
              <td key={c.key} data-col={c.key} className="odds__big">
                {percent(c.o.hit)}
              </td>
            ))}
          </tr>
          <tr data-row="expected">
            <th scope="row">Expected damage</th>
            {cols.map((c) => (
              <td key={c.key} data-col={c.key}>
                {oneDecimal(c.o.expected)}
              </td>
            ))}
          </tr>
          <tr data-row="destroy">
            <th scope="row">
              Destroy <span className="odds__need">needs {odds.toDestroy}</span>
            </th>
            {cols.map((c) => (
              <td key={c.key} data-col={c.key} className="odds__kill">
                {percent(c.o.destroy)}
              </td>
            ))}
          </tr>
          {odds.rammerToDestroy !== null && (
            <tr data-row="rammer">
              <th scope="row">
                Your ship destroyed <span className="odds__need">at {odds.rammerToDestroy}</span>
              </th>
              {cols.map((c) => (
                <td key={c.key} data-col={c.key} className="odds__self">
                  {percent(c.o.rammerDestroyed ?? 0)}
                </td>
              ))}
            </tr>
          )}
          <tr className="odds__charts">
            <th scope="row">Damage</th>
            {cols.map((c) => (
              <td key={c.key} data-col={c.key}>
                <Chart odds={c.o} toDestroy={odds.toDestroy} label={`${c.head}`} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="odds__note">{defenceWords(odds, who)}</p>
      {odds.ram && (
        <p className="odds__note odds__note--ram">
          A ram hurts you too: you take the same damage, and no shield stops it.
        </p>
      )}
    </section>
  );
}
