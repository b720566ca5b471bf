/** The printed marks of one hex: Spawn and Mission Points, markets, extraction, exploration. */
import type { CubeColour, SpaceDef } from '@drift/xia/content';
import { memo } from 'react';
import { CubeGlyph } from './Glyphs.tsx';
import { round } from './geometry.ts';
import type { HexCell } from './model.ts';

function Badge({ kind, n, x, y }: { kind: 'spawn' | 'mission'; n: number; x: number; y: number }) {
  return (
    <g className={`badge badge--${kind}`} data-badge={kind} data-number={n}>
      {kind === 'spawn' ? (
        <circle cx={x} cy={y} r={10} className="badge__shape" />
      ) : (
        <path
          d={`M${x} ${y - 9.5}L${x + 9.5} ${y}L${x} ${y + 9.5}L${x - 9.5} ${y}Z`}
          className="badge__shape"
        />
      )}
      <text x={x} y={y + 4} className="badge__text">
        {n}
      </text>
    </g>
  );
}

function Trade({
  word,
  kind,
  colours,
  y,
  x,
}: {
  word: string;
  kind: string;
  colours: readonly CubeColour[];
  y: number;
  x: number;
}) {
  const size = colours.length > 3 ? 7 : 10;
  const gap = size + 1.5;
  const width = colours.length * gap;
  const textWidth = word.length * 5.6;
  const start = x - (textWidth + width) / 2;
  return (
    <g className={`trade trade--${kind}`} data-trade={kind}>
      <rect
        x={round(start - 3)}
        y={y - 7.5}
        width={round(textWidth + width + 5)}
        height={15}
        rx={3}
        className="trade__plate"
      />
      <text x={round(start + textWidth / 2 - 0.5)} y={y + 3} className="trade__word">
        {word}
      </text>
      {colours.map((c, i) => (
        <CubeGlyph
          key={c}
          colour={c}
          x={round(start + textWidth + gap * i + gap / 2)}
          y={y}
          size={size}
        />
      ))}
    </g>
  );
}

function trades(space: SpaceDef): { word: string; kind: string; colours: readonly CubeColour[] }[] {
  const out: { word: string; kind: string; colours: readonly CubeColour[] }[] = [];
  if (space.buy) out.push({ word: 'BUY', kind: 'buy', colours: space.buy });
  if (space.sell) out.push({ word: 'SELL', kind: 'sell', colours: space.sell });
  if (space.mine) out.push({ word: 'MINE', kind: 'mine', colours: [space.mine] });
  if (space.salvage) out.push({ word: 'SALV', kind: 'salvage', colours: [space.salvage] });
  if (space.harvest) out.push({ word: 'HARV', kind: 'harvest', colours: [space.harvest] });
  // Element E's spaces: words only (the Relic stack's count is a piece on the board).
  if (space.excavate) out.push({ word: 'DIG', kind: 'excavate', colours: [] });
  if (space.relics !== undefined) out.push({ word: 'RELICS', kind: 'relics', colours: [] });
  if (space.quarry) out.push({ word: 'QUARRY', kind: 'quarry', colours: [] });
  if (space.kiln) out.push({ word: 'KILN', kind: 'kiln', colours: [] });
  if (space.keiTrade) out.push({ word: 'TRADE', kind: 'kei', colours: [] });
  return out;
}

export const SpaceMark = memo(function SpaceMark({ cell }: { cell: HexCell }) {
  const space = cell.space;
  if (!space) return null;
  const { x, y } = cell.center;
  const badges: { kind: 'spawn' | 'mission'; n: number }[] = [];
  if (space.spawn !== undefined) badges.push({ kind: 'spawn', n: space.spawn });
  if (space.missionPoint !== undefined) badges.push({ kind: 'mission', n: space.missionPoint });
  const list = trades(space);
  return (
    <g className="space-mark" data-hex={cell.key}>
      {badges.map((b, i) => (
        <Badge
          key={b.kind}
          kind={b.kind}
          n={b.n}
          x={round(x + (badges.length === 1 ? 0 : i === 0 ? -13 : 13))}
          y={round(y - 20)}
        />
      ))}
      {list.map((t, i) => (
        <Trade key={t.kind} {...t} x={x} y={round(y + 3 + i * 16 - (list.length - 1) * 8)} />
      ))}
      {space.exploration && (
        <path
          d={hexagonPath(x, y + 24, 8)}
          className="exploration-space"
          data-exploration="space"
        />
      )}
    </g>
  );
});

/** A small flat hexagon path (token shape). */
export function hexagonPath(cx: number, cy: number, r: number): string {
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    d += `${i === 0 ? 'M' : 'L'}${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}`;
  }
  return `${d}Z`;
}
