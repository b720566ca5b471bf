/**
 * An opponent enters play in a solo game: the player seats it round the table (XS-NPC-01). The
 * table is drawn from above, the player at the bottom and the seated NPCs clockwise; each gap
 * between two seats is a place to seat the newcomer, shown there once picked. Missions that aim
 * some seats clockwise count round this table (XS-MISS-01).
 */
import { useId, useState } from 'react';
import { seatColour } from '../../look/palette.ts';
import { Dialog } from '../Dialog.tsx';
import type { PromptProps } from './types.ts';
import '../../solo/solo.css';

const R = 92;
const C = 130;

/** Where seat `i` of `n` sits: the player at the bottom, then clockwise (to the left first). */
function at(i: number, n: number, radius = R) {
  const angle = Math.PI / 2 + (i * 2 * Math.PI) / n;
  return { x: C + radius * Math.cos(angle), y: C + radius * Math.sin(angle) };
}

function Diamond({
  x,
  y,
  letter,
  className,
}: {
  x: number;
  y: number;
  letter: string;
  className: string;
}) {
  return (
    <g className={className} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
      <path d="M0 -20L20 0L0 20L-20 0Z" className="seat-table__npc" />
      <text y={6} className="seat-table__letter">
        {letter}
      </text>
    </g>
  );
}

/** The order round the table, the player first, with `npc` seated at `position`. */
export function seatingWith(
  seating: readonly string[],
  npc: string,
  position: number,
): readonly string[] {
  return [...seating.slice(0, position), npc, ...seating.slice(position)];
}

export function SeatNpcDialog({
  prompt,
  answers,
  view,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'SeatNpc'>) {
  const seating = view.solo?.seating ?? [];
  const name = (id: string) => content.npc(id).name;
  const positions = answers.flatMap((c) => (c.type === 'SeatNpc' ? [c.position] : []));
  const [picked, setPicked] = useState(positions[0] ?? 0);
  const head = `${useId()}-head`;
  const seats = seating.length + 1; // the player and the NPCs seated so far
  const order = seatingWith(seating, prompt.npc, picked);
  const newcomer = name(prompt.npc);
  const placeName = (p: number) =>
    p === 0 ? 'Right after you' : `After the ${name(seating[p - 1] ?? '')}`;
  return (
    <Dialog
      kind="seat-npc"
      wide
      title={`Seat the ${newcomer}`}
      lead={
        <p>
          The {newcomer} enters play. Choose where it sits round the table, clockwise from you: your
          missions that aim at the captain 1, 2 or 3 seats clockwise aim at the NPC sitting that
          many places after you.
        </p>
      }
      onPeek={onPeek}
      actions={
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy || !positions.includes(picked)}
          data-autofocus=""
          onClick={() => send({ type: 'SeatNpc', position: picked })}
        >
          Seat the {newcomer} here
        </button>
      }
    >
      <div className="seat-npc">
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; its seats are buttons. */}
        <svg
          className="seat-table"
          viewBox="0 0 260 260"
          width="260"
          height="260"
          role="group"
          aria-label="The table, seen from above"
        >
          <circle cx={C} cy={C} r={R - 34} className="seat-table__top" />
          <text x={C} y={C + 4} className="seat-table__hint">
            clockwise
          </text>
          <path
            d={`M${C - 16} ${C + 27.7}A32 32 0 1 1 ${C + 16} ${C + 27.7}`}
            className="seat-table__arrow"
            markerEnd={`url(#${head})`}
          />
          <defs>
            <marker
              id={head}
              viewBox="0 0 10 10"
              refX="5"
              refY="5"
              markerWidth="6"
              markerHeight="6"
              orient="auto-start-reverse"
            >
              <path d="M0 0L10 5L0 10Z" className="seat-table__head" />
            </marker>
          </defs>
          {/* The player at the bottom. */}
          <g className="seat-table__you" transform={`translate(${C} ${C + R})`}>
            <circle r={20} style={{ fill: seatColour(0) }} />
            <text y={5}>You</text>
          </g>
          {seating.map((id, i) => {
            const p = at(i + 1, seats);
            return (
              <g key={id}>
                <Diamond x={p.x} y={p.y} letter={name(id).charAt(0)} className="seat-table__seat" />
                <text x={p.x} y={p.y + 34} className="seat-table__name">
                  {name(id)}
                </text>
              </g>
            );
          })}
          {positions.map((position) => {
            const p = at(position + 0.5, seats);
            const on = position === picked;
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it is one by role.
              <g
                key={position}
                className={`seat-table__gap${on ? ' is-picked' : ''}`}
                role="button"
                tabIndex={0}
                aria-pressed={on}
                aria-label={`${placeName(position)}: ${['You', ...seatingWith(seating, prompt.npc, position).map(name)].join(', ')}`}
                data-position={position}
                onClick={() => setPicked(position)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    setPicked(position);
                  }
                }}
              >
                {on ? (
                  <Diamond
                    x={p.x}
                    y={p.y}
                    letter={newcomer.charAt(0)}
                    className="seat-table__seat seat-table__seat--new"
                  />
                ) : (
                  <g transform={`translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`}>
                    <circle r={14} className="seat-table__free" />
                    <text y={5} className="seat-table__plus">
                      +
                    </text>
                  </g>
                )}
              </g>
            );
          })}
        </svg>
        <div className="seat-npc__side">
          <p className="seat-npc__order" data-order={order.join(',')}>
            <span className="seat-npc__label">Clockwise from you</span>
            {['You', ...order.map(name)].map((who, i) => (
              <span
                key={who}
                className={`seat-npc__who${who === newcomer ? ' is-new' : ''}`}
                data-seat={i}
              >
                {i > 0 && <span aria-hidden="true">→ </span>}
                {i > 0 ? `${i}. ` : ''}
                {who}
              </span>
            ))}
          </p>
          <div className="choice-grid seat-npc__places">
            {positions.map((position) => (
              <button
                key={position}
                type="button"
                className={`btn choice${position === picked ? ' is-on' : ''}`}
                aria-pressed={position === picked}
                onClick={() => setPicked(position)}
              >
                <strong>{placeName(position)}</strong>
                <span>
                  You,{' '}
                  {seatingWith(seating, prompt.npc, position)
                    .map((id) => `the ${name(id)}`)
                    .join(', ')}
                </span>
              </button>
            ))}
          </div>
        </div>
      </div>
    </Dialog>
  );
}
