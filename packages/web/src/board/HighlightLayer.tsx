/** The hexes the host marked for acting, drawn over the tiles and under the hit areas. */
import { hexKey } from '@drift/engine/hex';
import { memo } from 'react';
import { hexCenter, hexPoints, round } from './geometry.ts';
import type { Highlight } from './highlight.ts';

export const HighlightLayer = memo(function HighlightLayer({
  highlights,
}: {
  highlights: readonly Highlight[];
}) {
  return (
    <g className="highlight-layer">
      {highlights.map((h) => {
        const c = hexCenter(h.hex);
        return (
          <g
            key={hexKey(h.hex)}
            className={`highlight highlight--${h.kind}`}
            data-highlight={h.kind}
          >
            <polygon points={hexPoints(h.hex, 0.9)} className="highlight__hex" />
            {h.kind === 'target' && (
              <g className="highlight__sight">
                <circle cx={round(c.x)} cy={round(c.y)} r={24} />
                <path
                  d={`M${round(c.x)} ${round(c.y - 30)}v10M${round(c.x)} ${round(c.y + 20)}v10M${round(c.x - 30)} ${round(c.y)}h10M${round(c.x + 20)} ${round(c.y)}h10`}
                />
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
});
