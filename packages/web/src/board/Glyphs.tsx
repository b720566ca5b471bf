/** Small drawn symbols the board and its legend share: edge symbols, cubes, badges. */
import type { CubeColour } from '@drift/xia/content';
import { CUBES } from '../look/palette.ts';

/** A tile's edge symbol (arc, bar, dot, ring), centred on (x, y). */
export function EdgeSymbol({ symbol, x, y }: { symbol: string; x: number; y: number }) {
  const shape = (() => {
    switch (symbol) {
      case 'arc':
        return (
          <path
            d={`M${x - 5} ${y + 2.5}A5 5 0 0 1 ${x + 5} ${y + 2.5}`}
            className="edge-symbol__line"
          />
        );
      case 'bar':
        return (
          <rect x={x - 5.5} y={y - 1.8} width={11} height={3.6} className="edge-symbol__fill" />
        );
      case 'dot':
        return <circle cx={x} cy={y} r={3.4} className="edge-symbol__fill" />;
      case 'ring':
        return <circle cx={x} cy={y} r={4.2} className="edge-symbol__line" />;
      default:
        return (
          <text x={x} y={y + 3} className="edge-symbol__text">
            {symbol.slice(0, 2)}
          </text>
        );
    }
  })();
  return (
    <g className={`edge-symbol edge-symbol--${symbol}`} data-symbol={symbol}>
      <circle cx={x} cy={y} r={9} className="edge-symbol__disc" />
      {shape}
    </g>
  );
}

/** A cargo cube with its letter. */
export function CubeGlyph({
  colour,
  x,
  y,
  size,
}: {
  colour: CubeColour;
  x: number;
  y: number;
  size: number;
}) {
  const c = CUBES[colour];
  return (
    <g className={`cube cube--${colour}`} data-cube={colour}>
      <rect
        x={x - size / 2}
        y={y - size / 2}
        width={size}
        height={size}
        rx={size * 0.18}
        fill={c.fill}
        className="cube__body"
      />
      <text x={x} y={y + size * 0.32} fontSize={size * 0.82} className="cube__letter">
        {c.letter}
      </text>
    </g>
  );
}
