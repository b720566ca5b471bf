/**
 * Transparent hexes on top of everything: the board's pointer and keyboard targets. One tab stop
 * for the whole board (roving tabindex); each hex is a button named by what is on it.
 */
import type { HexKey } from '@drift/engine/hex';
import { memo } from 'react';
import { hexPoints } from './geometry.ts';
import type { HighlightKind } from './highlight.ts';
import type { HexCell } from './model.ts';

const HexHit = memo(function HexHit({
  cell,
  label,
  focusable,
  highlight,
}: {
  cell: HexCell;
  label: string;
  focusable: boolean;
  highlight: HighlightKind | undefined;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG polygon cannot be a <button>; it is one by role.
    <polygon
      points={hexPoints(cell.hex)}
      className={`hex-hit${highlight ? ` hex-hit--${highlight}` : ''}`}
      data-hex={cell.key}
      data-highlight={highlight}
      role="button"
      tabIndex={focusable ? 0 : -1}
      aria-label={label}
      aria-disabled={highlight ? undefined : true}
    />
  );
});

export const HitLayer = memo(function HitLayer({
  cells,
  labels,
  focusKey,
  highlightKinds,
}: {
  cells: readonly HexCell[];
  labels: ReadonlyMap<HexKey, string>;
  focusKey: HexKey | null;
  highlightKinds: ReadonlyMap<HexKey, HighlightKind>;
}) {
  return (
    <g className="hit-layer">
      {cells.map((cell) => (
        <HexHit
          key={cell.key}
          cell={cell}
          label={labels.get(cell.key) ?? cell.sectorName}
          focusable={cell.key === focusKey}
          highlight={highlightKinds.get(cell.key)}
        />
      ))}
    </g>
  );
});
