/**
 * The hold grid: outfits drawn as their shapes with their sections and use spaces, markers spent
 * on use spaces, cubes and damage markers; element E's Relic tiles (2 cells, face down '?') and
 * white Ember cubes. Cells the host highlights (where damage may go) are
 * buttons; activating one calls `onCellActivate`.
 */
import type { Cell } from '@drift/xia';
import { type KeyboardEvent, memo } from 'react';
import { CubeGlyph } from '../board/Glyphs.tsx';
import { OUTFIT_COLOURS } from '../look/palette.ts';
import {
  type CellKey,
  cellKey,
  type HoldCell,
  type HoldModel,
  type HoldOutfit,
} from './holdModel.ts';
import { relicWords } from './relicText.ts';

const C = 48;
const PAD = 6;

function outline(o: HoldOutfit): { outer: string; sections: string } {
  const own = new Set(o.cells.map(cellKey));
  let outer = '';
  let sections = '';
  for (const [x, y] of o.cells) {
    const x0 = PAD + x * C;
    const y0 = PAD + y * C;
    // Each side with its neighbour; inner sides are drawn once, from the cell left or above.
    const sides: [Cell, string, boolean][] = [
      [[x, y - 1], `M${x0} ${y0}h${C}`, false],
      [[x + 1, y], `M${x0 + C} ${y0}v${C}`, true],
      [[x, y + 1], `M${x0} ${y0 + C}h${C}`, true],
      [[x - 1, y], `M${x0} ${y0}v${C}`, false],
    ];
    for (const [n, d, once] of sides) {
      if (!own.has(cellKey(n))) outer += d;
      else if (once) sections += d;
    }
  }
  return { outer, sections };
}

/** What an outfit's label says: its die, or what an element F piece is. */
function outfitLabel(o: HoldOutfit): string {
  switch (o.def.type) {
    case 'cargoPod':
      return 'POD';
    case 'armorPlating':
      return 'ARMOR';
    case 'mod':
      return o.def.name.charAt(0);
    default:
      return `d${o.def.die}`;
  }
}

function cellWords(c: HoldCell): string {
  const where = c.outer
    ? `Outside the hold (column ${c.cell[0] + 1}, row ${c.cell[1] + 1})`
    : `Column ${c.cell[0] + 1}, row ${c.cell[1] + 1}`;
  const what: string[] = [];
  if (c.outfit) what.push(`${c.outfit.def.name}${c.use !== null ? ' use space' : ''}`);
  if (c.marker) what.push('marker spent here');
  if (c.cube) what.push(`${c.cube} cube`);
  if (c.ember) what.push('Ember cube');
  if (c.relic)
    what.push(c.relic.face ? `Relic: ${relicWords(c.relic.face).name}` : 'Relic, face down');
  if (c.damaged) what.push(c.ice ? 'Ice damage' : 'damaged');
  if (what.length === 0) what.push('empty');
  return `${where}: ${what.join(', ')}`;
}

export const HoldGrid = memo(function HoldGrid({
  hold,
  seatColour,
  highlighted,
  highlightLabel,
  onCellActivate,
}: {
  hold: HoldModel;
  seatColour: string;
  highlighted: ReadonlySet<CellKey>;
  highlightLabel: string;
  onCellActivate: ((cell: Cell) => void) | undefined;
}) {
  const width = hold.columns * C + PAD * 2;
  const height = hold.rows * C + PAD * 2;
  const key = (e: KeyboardEvent<SVGRectElement>, cell: Cell) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onCellActivate?.(cell);
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing, grouped; a <fieldset> cannot hold SVG shapes.
    <svg
      className="hold-grid"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="group"
      aria-label={`Hold: ${hold.cells.filter((c) => !c.outer).length} spaces, ${hold.free} free`}
    >
      <g transform={`translate(${-hold.origin[0] * C} ${-hold.origin[1] * C})`}>
        {hold.cells.map((c) => (
          <rect
            key={`slot${cellKey(c.cell)}`}
            x={PAD + c.cell[0] * C + 2}
            y={PAD + c.cell[1] * C + 2}
            width={C - 4}
            height={C - 4}
            rx={6}
            className={c.outer ? 'hold-slot hold-slot--outer' : 'hold-slot'}
            data-cell={cellKey(c.cell)}
            data-outer={c.outer ? 'true' : undefined}
          />
        ))}
        {hold.outfits
          .filter((o) => !o.over)
          .map((o) => {
            const colour = OUTFIT_COLOURS[o.def.type];
            const { outer, sections } = outline(o);
            const label =
              o.cells.find((c) => !o.use.some((u) => cellKey(u.cell) === cellKey(c))) ?? o.cells[0];
            return (
              <g key={o.uid} className={`outfit outfit--${o.def.type}`} data-outfit={o.def.id}>
                <title>{`${o.def.name}: d${o.def.die}${o.damage > 0 ? `, −${o.damage} from damage` : ''}`}</title>
                {o.cells.map(([x, y]) => (
                  <rect
                    key={`${x},${y}`}
                    x={PAD + x * C}
                    y={PAD + y * C}
                    width={C}
                    height={C}
                    fill={colour}
                    className="outfit__cell"
                  />
                ))}
                <path d={sections} className="outfit__sections" />
                <path d={outer} className="outfit__edge" stroke={colour} />
                {label && (
                  <text
                    x={PAD + label[0] * C + C / 2}
                    y={PAD + label[1] * C + C / 2 + 5}
                    className="outfit__die"
                  >
                    {outfitLabel(o)}
                  </text>
                )}
                {o.use.map((u) => (
                  <g key={cellKey(u.cell)} data-use={u.marker ? 'spent' : 'free'}>
                    <circle
                      cx={PAD + u.cell[0] * C + C / 2}
                      cy={PAD + u.cell[1] * C + C / 2}
                      r={13}
                      className="use-space"
                      stroke={colour}
                    />
                    {u.marker && (
                      <circle
                        cx={PAD + u.cell[0] * C + C / 2}
                        cy={PAD + u.cell[1] * C + C / 2}
                        r={9}
                        className="marker marker--spent"
                        data-marker="spent"
                        fill={seatColour}
                      />
                    )}
                  </g>
                ))}
              </g>
            );
          })}
        {hold.cells.map((c) =>
          c.cube ? (
            <CubeGlyph
              key={`cube${cellKey(c.cell)}`}
              colour={c.cube}
              x={PAD + c.cell[0] * C + C / 2}
              y={PAD + c.cell[1] * C + C / 2}
              size={26}
            />
          ) : null,
        )}
        {(hold.relics ?? []).map((r) => {
          const [a, b] = r.cells;
          const x = PAD + Math.min(a[0], b[0]) * C + 4;
          const y = PAD + Math.min(a[1], b[1]) * C + 4;
          const w = (r.turns === 0 ? 2 * C : C) - 8;
          const h = (r.turns === 0 ? C : 2 * C) - 8;
          return (
            <g
              key={`relic${cellKey(r.at)}`}
              className={`relic${r.face ? ' relic--up' : ' relic--down'}`}
              data-relic={r.face ?? 'hidden'}
              data-cells={r.cells.map(cellKey).join(' ')}
            >
              <title>
                {r.face
                  ? `Relic: ${relicWords(r.face).name}`
                  : 'A Relic, face down: no one knows what it is until it is sifted at The Kiln'}
              </title>
              <rect x={x} y={y} width={w} height={h} rx={7} className="relic__tile" />
              <text x={x + w / 2} y={y + h / 2 + 6} className="relic__face">
                {r.face ? 'R' : '?'}
              </text>
            </g>
          );
        })}
        {hold.cells.map((c) => {
          if (!c.ember) return null;
          const cx = PAD + c.cell[0] * C + C / 2;
          const cy = PAD + c.cell[1] * C + C / 2;
          return (
            <g key={`ember${cellKey(c.cell)}`} className="cube cube--ember" data-cube="ember">
              <title>Ember: sells for 2,000 on The Kiln's Sell space</title>
              <rect x={cx - 13} y={cy - 13} width={26} height={26} rx={5} className="ember__body" />
              <path d={`M${cx} ${cy - 8}l5 9l-5 7l-5 -7z`} className="ember__flame" />
            </g>
          );
        })}
        {hold.cells.map((c) => {
          if (!c.damaged) return null;
          const cx = PAD + c.cell[0] * C + C / 2;
          const cy = PAD + c.cell[1] * C + C / 2;
          return (
            <g
              key={`dmg${cellKey(c.cell)}`}
              className={c.ice ? 'damage damage--ice' : 'damage'}
              data-damage={cellKey(c.cell)}
              data-ice={c.ice ? 'true' : undefined}
            >
              <title>
                {c.ice
                  ? 'Ice damage: melts for free in a Business Phase; spreads to neighbours each Status Phase'
                  : 'Damage'}
              </title>
              <path
                d={`M${cx - 7} ${cy - 15}h14l8 8v14l-8 8h-14l-8 -8v-14z`}
                className="damage__plate"
              />
              <path
                d={
                  c.ice
                    ? `M${cx} ${cy - 9}v18M${cx - 8} ${cy - 4.5}l16 9M${cx + 8} ${cy - 4.5}l-16 9`
                    : `M${cx - 6} ${cy - 6}l12 12M${cx + 6} ${cy - 6}l-12 12`
                }
                className="damage__cross"
              />
            </g>
          );
        })}
        {hold.outfits
          .filter((o) => o.over)
          .map((o) => {
            // Element F: a Mod over a use space, a chip on its corner (GAP-XE-14).
            const [x, y] = o.cells[0] ?? [0, 0];
            return (
              <g key={o.uid} className="mod-chip" data-outfit={o.def.id} data-over="true">
                <title>{`${o.def.name} (Mod)${o.damage > 0 ? ', damaged: not working' : ''}`}</title>
                <rect x={PAD + x * C + C - 21} y={PAD + y * C + 3} width={18} height={18} rx={4} />
                <text x={PAD + x * C + C - 12} y={PAD + y * C + 16}>
                  {o.def.name.charAt(0)}
                </text>
              </g>
            );
          })}
        {hold.cells.map((c) => {
          const k = cellKey(c.cell);
          if (!highlighted.has(k)) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG rect cannot be a <button>; it is one by role.
            <rect
              key={`hit${k}`}
              x={PAD + c.cell[0] * C + 1}
              y={PAD + c.cell[1] * C + 1}
              width={C - 2}
              height={C - 2}
              rx={7}
              className="hold-target"
              data-target={k}
              role="button"
              tabIndex={0}
              aria-label={`${cellWords(c)}. ${highlightLabel}`}
              onClick={() => onCellActivate?.(c.cell)}
              onKeyDown={(e) => key(e, c.cell)}
            />
          );
        })}
      </g>
    </svg>
  );
});
