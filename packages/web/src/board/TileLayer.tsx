/**
 * Everything printed on the sector tiles: terrain, hex sides, inner borders, region borders,
 * tile outlines and names, the frontier's edge symbols and the spaces' marks. It depends only on
 * the placed sectors, so panning, hovering or a move never re-renders it.
 */
import { memo } from 'react';
import { borderBeads, borderPath } from './borderShapes.ts';
import { BoardDefs } from './Defs.tsx';
import { EdgeSymbol } from './Glyphs.tsx';
import { HEX_SIZE, hexCenter, hexPoints, round } from './geometry.ts';
import type { BoardModel, HexCell } from './model.ts';
import { arrowHeads, pathData } from './paths.ts';
import { SpaceMark } from './SpaceMark.tsx';

function fillOf(cell: HexCell, id: string): string {
  const r = cell.region;
  if (!r) return '';
  switch (r.kind) {
    case 'planet':
      return '';
    case 'nebula':
      return `url(#${id}-nebula)`;
    case 'asteroid':
      return `url(#${id}-asteroid)`;
    case 'debris':
      return `url(#${id}-debris)`;
    case 'star':
      return `url(#${id}-star)`;
    case 'gate':
      return `url(#${id}-gate)`;
    case 'ice':
      return `url(#${id}-ice)`;
    case 'deadWorld':
      return `url(#${id}-dead-world)`;
  }
}

function terrainClass(cell: HexCell): string {
  const r = cell.region;
  if (!r) return 'hex hex--space';
  return `hex hex--${r.kind}${r.legal ? ` legal--${r.legal}` : ''}`;
}

/** A planet or gate named like its sector: the sector's name on the tile already says it. */
function sameName(name: string, model: BoardModel, regionId: string): boolean {
  const sector = regionId.split('#')[0];
  return model.tiles.some((t) => t.id === sector && t.name === name);
}

export const TileLayer = memo(function TileLayer({
  model,
  defsId,
}: {
  model: BoardModel;
  defsId: string;
}) {
  return (
    <g className="tile-layer">
      <BoardDefs id={defsId} />
      <g className="ghosts">
        {model.ghosts.map((g) => (
          <path key={`${g.slot.q},${g.slot.r}`} d={g.outline} className="ghost-tile" />
        ))}
      </g>
      <g className="terrain">
        {model.cells.map((cell) => {
          const fill = fillOf(cell, defsId);
          return (
            <polygon
              key={cell.key}
              points={hexPoints(cell.hex)}
              className={terrainClass(cell)}
              data-hex={cell.key}
              style={fill ? { fill } : undefined}
            />
          );
        })}
      </g>
      <g className="planets">
        {model.regions
          .filter((r) => r.kind === 'planet')
          .map((r) => (
            <circle
              key={r.id}
              cx={round(r.at.x)}
              cy={round(r.at.y)}
              r={round(HEX_SIZE * (0.55 + 0.22 * Math.sqrt(r.hexes.length)))}
              className="planet-body"
              style={{ fill: `url(#${defsId}-planet-${r.legal ?? 'neutral'})` }}
            />
          ))}
      </g>
      <g className="inner-borders">
        {model.inner.map((m) => (
          <line
            key={m.key}
            x1={round(m.from.x)}
            y1={round(m.from.y)}
            x2={round(m.to.x)}
            y2={round(m.to.y)}
            className={`inner-border inner-border--${m.regionKind}${m.legal ? ` legal--${m.legal}` : ''}`}
            data-border="inner"
          />
        ))}
      </g>
      <g className="tile-outlines">
        {model.tiles.map((t) => (
          <path key={t.id} d={t.outline} className="tile-outline" />
        ))}
      </g>
      <g className="borders">
        {model.borders.map((b) => (
          <g
            key={b.key}
            className={`border border--${b.kind}${b.legal ? ` legal--${b.legal}` : ''}`}
            data-border={b.kind}
            data-legal={b.legal ?? undefined}
          >
            <path d={borderPath(b)} className="border__line" />
            {borderBeads(b).map((p) => (
              <circle
                key={`${p.x},${p.y}`}
                cx={round(p.x)}
                cy={round(p.y)}
                r={2.6}
                className="border__bead"
              />
            ))}
          </g>
        ))}
      </g>
      <g className="paths">
        {model.paths.map((m) => (
          <g
            key={m.key}
            className={`path path--${m.kind}${m.colour ? ` path--${m.colour}` : ''}`}
            data-path={m.kind}
          >
            <path d={pathData(m)} className="path__glow" />
            <path d={pathData(m)} className="path__line" />
            {m.kind !== 'orbit' && <path d={arrowHeads(m)} className="path__arrows" />}
            {m.rules && m.die !== null && (
              <g className="path__die">
                <circle
                  cx={round(hexCenter(m.rules).x + 17)}
                  cy={round(hexCenter(m.rules).y - 17)}
                  r={10}
                />
                <text x={round(hexCenter(m.rules).x + 17)} y={round(hexCenter(m.rules).y - 13.5)}>
                  {`d${m.die}`}
                </text>
              </g>
            )}
          </g>
        ))}
      </g>
      <g className="frontier">
        {model.frontier.map((f) => (
          <g key={f.key} className="frontier-side" data-frontier={f.symbol}>
            <path d={f.path} className="frontier-side__line" />
            <EdgeSymbol symbol={f.symbol} x={round(f.at.x)} y={round(f.at.y)} />
          </g>
        ))}
      </g>
      <g className="region-labels">
        {model.regions
          .filter(
            (r) => (r.kind === 'planet' || r.kind === 'gate') && !sameName(r.name, model, r.id),
          )
          .map((r) => (
            <text
              key={r.id}
              x={round(r.at.x)}
              y={round(r.at.y + (r.hexes.length === 1 ? 34 : 30))}
              className={`region-label region-label--${r.kind}${r.legal ? ` legal--${r.legal}` : ''}`}
            >
              {r.name}
            </text>
          ))}
      </g>
      <g className="sector-names">
        {model.tiles.map((t) => (
          <text
            key={t.id}
            x={round(t.nameAt.x)}
            y={round(t.nameAt.y)}
            className="sector-name"
            data-sector={t.id}
          >
            {t.name.toUpperCase()}
          </text>
        ))}
      </g>
      <g className="spaces">
        {model.cells.map((cell) => (cell.space ? <SpaceMark key={cell.key} cell={cell} /> : null))}
      </g>
    </g>
  );
});
