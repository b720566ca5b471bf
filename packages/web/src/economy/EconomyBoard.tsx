/**
 * The Economy Board (element C): per colour, the cubes in stock (up to 6) that captains buy
 * from, who makes more when cubes are sold to them, and the 1,000 waiting on a colour in demand.
 */
import type { Content } from '@drift/xia';
import type { CubeColour } from '@drift/xia/content';
import { useMemo } from 'react';
import { CUBES } from '../look/palette.ts';
import { cubeWord } from '../play/words.ts';
import { producers } from './producers.ts';
import './economy.css';

/** The board as a view shows it. */
export interface EconomyView {
  readonly stock: Readonly<Record<CubeColour, number>>;
  readonly demand: Readonly<Record<CubeColour, number>>;
}

/** A view's Economy Board, when element C is in play. */
export function economyOf(view: object): EconomyView | null {
  const e = (view as { economy?: unknown }).economy;
  return e && typeof e === 'object' && 'stock' in e && 'demand' in e ? (e as EconomyView) : null;
}

const COLOURS: readonly CubeColour[] = ['spice', 'holo', 'terra', 'plasma', 'cyber'];
const SLOTS = 6;

const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function EconomyBoard({ economy, content }: { economy: EconomyView; content: Content }) {
  const makers = useMemo(() => producers(content), [content]);
  return (
    <section className="economy" aria-labelledby="economy-title">
      <h3 id="economy-title" className="economy__title">
        Economy Board
      </h3>
      <p className="economy__help">
        Cubes are bought from this stock. Each cube sold to a planet makes one of its own colour (up
        to 6); an empty colour is in demand and pays 1,000 to the next sale that makes it.
      </p>
      <ul className="economy__list">
        {COLOURS.map((c) => {
          const n = economy.stock[c] ?? 0;
          const bonus = economy.demand[c] ?? 0;
          const by = makers[c];
          return (
            <li
              key={c}
              className={`economy__row${bonus > 0 ? ' economy__row--demand' : ''}`}
              data-colour={c}
              data-stock={n}
              aria-label={`${title(cubeWord(c))}: ${n} of ${SLOTS} in stock${bonus > 0 ? `, in demand: ${bonus.toLocaleString('en-GB')} to the next sale that makes it` : ''}${by.length > 0 ? `; made at ${by.join(', ')}` : ''}`}
            >
              <span className="economy__name">
                <span className="economy__cube" style={{ background: CUBES[c].fill }}>
                  {CUBES[c].letter}
                </span>
                {title(cubeWord(c))}
              </span>
              <span className="economy__slots" aria-hidden="true">
                {Array.from({ length: SLOTS }, (_, i) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: six fixed slots.
                    key={i}
                    className={`economy__slot${i < n ? ' is-full' : ''}`}
                    style={i < n ? { background: CUBES[c].fill } : undefined}
                  />
                ))}
              </span>
              <span className="economy__count" aria-hidden="true">
                {n}/{SLOTS}
              </span>
              {bonus > 0 ? (
                <span className="economy__demand" aria-hidden="true">
                  in demand +{bonus.toLocaleString('en-GB')}
                </span>
              ) : (
                <span
                  className="economy__made"
                  aria-hidden="true"
                  title={by.length > 0 ? `made at ${by.join(', ')}` : undefined}
                >
                  {by.length > 0 ? `made at ${by.join(', ')}` : ''}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
