/**
 * Forced moves drawn as they happen: each trail draws itself in along the hexes travelled while
 * a dot runs along it, then fades (CSS; a person who asks for less motion sees it still).
 * Keyed by the log entry, so a new forced move plays again and an old one is not replayed.
 */
import { memo } from 'react';
import { hexCenter, round } from './geometry.ts';
import type { Trail } from './trails.ts';

function pathOf(trail: Trail): string {
  return trail.hexes
    .map(hexCenter)
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`)
    .join('');
}

const WORDS: Readonly<Record<Trail['kind'], string>> = {
  gravity: 'A ship carried along a gravity path',
  comet: 'A comet flying',
  giant: 'The giant comet crossing the board',
};

export const TrailLayer = memo(function TrailLayer({ trails }: { trails: readonly Trail[] }) {
  if (trails.length === 0) return null;
  return (
    <g className="trails">
      {trails.map((t) => {
        const d = pathOf(t);
        const seconds = Math.min(2.4, 0.35 + 0.22 * t.hexes.length);
        return (
          <g key={t.key} className={`trail trail--${t.kind}`} data-trail={t.kind}>
            <title>{WORDS[t.kind]}</title>
            <path d={d} className="trail__line" pathLength={1} />
            <circle r={t.kind === 'giant' ? 9 : 5.5} className="trail__dot">
              <animateMotion dur={`${seconds}s`} path={d} fill="freeze" />
            </circle>
          </g>
        );
      })}
    </g>
  );
});
