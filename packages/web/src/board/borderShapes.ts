/**
 * The path of each border kind, drawn a little inside the region it encloses. Each kind has its
 * own shape (spikes, zigzag, wave, crosses, double line, dashes with an arrow, beads) so they
 * differ without colour, and its own colour on top.
 */
import type { BorderKind } from '@drift/xia';
import { type Point, round } from './geometry.ts';
import type { BorderMark } from './model.ts';

/** How far inside the region a border is drawn, in SVG units. */
const INSET = 3.5;
/** How much shorter than the hex side, at each end. */
const TRIM = 3;

interface Frame {
  readonly a: Point;
  readonly b: Point;
  /** Unit vector from a to b. */
  readonly u: Point;
  /** Unit vector into the region. */
  readonly n: Point;
  readonly length: number;
}

function frame(mark: Pick<BorderMark, 'from' | 'to' | 'inward'>, inset = INSET): Frame {
  const dx = mark.to.x - mark.from.x;
  const dy = mark.to.y - mark.from.y;
  const len = Math.hypot(dx, dy) || 1;
  const u = { x: dx / len, y: dy / len };
  const n = mark.inward;
  const a = {
    x: mark.from.x + u.x * TRIM + n.x * inset,
    y: mark.from.y + u.y * TRIM + n.y * inset,
  };
  const b = { x: mark.to.x - u.x * TRIM + n.x * inset, y: mark.to.y - u.y * TRIM + n.y * inset };
  return { a, b, u, n, length: len - 2 * TRIM };
}

/** A point `t` along the edge (0..length) and `off` toward the inside. */
function at(f: Frame, t: number, off = 0): Point {
  return { x: f.a.x + f.u.x * t + f.n.x * off, y: f.a.y + f.u.y * t + f.n.y * off };
}

const p = (pt: Point) => `${round(pt.x)} ${round(pt.y)}`;

function line(f: Frame, off = 0): string {
  return `M${p(at(f, 0, off))}L${p(at(f, f.length, off))}`;
}

/** The SVG path data of one mark's main stroke(s). */
export function borderPath(mark: Pick<BorderMark, 'kind' | 'from' | 'to' | 'inward'>): string {
  const f = frame(mark);
  switch (mark.kind) {
    case 'star': {
      // A solid line with flames pointing out of the star.
      let d = line(f);
      const teeth = 4;
      const step = f.length / teeth;
      for (let i = 0; i < teeth; i++) {
        const t0 = i * step + step * 0.2;
        const t1 = i * step + step * 0.8;
        const tip = at(f, (t0 + t1) / 2, -6);
        d += `M${p(at(f, t0))}L${p(tip)}L${p(at(f, t1))}`;
      }
      return d;
    }
    case 'asteroid': {
      // Jagged rock: a zigzag.
      const n = 7;
      let d = `M${p(at(f, 0))}`;
      for (let i = 1; i <= n; i++)
        d += `L${p(at(f, (f.length * i) / n, i % 2 === 1 ? -3.2 : 3.2))}`;
      return d;
    }
    case 'nebula': {
      // Soft gas: a wave.
      const n = 4;
      let d = `M${p(at(f, 0))}`;
      for (let i = 0; i < n; i++) {
        const c = at(f, (f.length * (i + 0.5)) / n, i % 2 === 0 ? -4.5 : 4.5);
        d += `Q${p(c)} ${p(at(f, (f.length * (i + 1)) / n))}`;
      }
      return d;
    }
    case 'debris': {
      // Scrap: a thin line with crosses.
      let d = line(f);
      const n = 4;
      for (let i = 0; i < n; i++) {
        const t = (f.length * (i + 0.5)) / n;
        d += `M${p(at(f, t - 2.6, -2.6))}L${p(at(f, t + 2.6, 2.6))}M${p(at(f, t + 2.6, -2.6))}L${p(at(f, t - 2.6, 2.6))}`;
      }
      return d;
    }
    case 'shield':
      // A double line.
      return `${line(f, -1.6)}${line(f, 2.4)}`;
    case 'entrance': {
      // A dashed line (dashes in CSS) with an arrow pointing in.
      const mid = f.length / 2;
      return `${line(f)}M${p(at(f, mid - 5, 2))}L${p(at(f, mid, 7))}L${p(at(f, mid + 5, 2))}`;
    }
    case 'gate':
      return line(f);
    case 'ice': {
      // Ice: a solid line with small crystals standing on it.
      let d = line(f);
      const n = 3;
      for (let i = 0; i < n; i++) {
        const t = (f.length * (i + 0.5)) / n;
        d += `M${p(at(f, t, -3.5))}L${p(at(f, t, 3.5))}M${p(at(f, t - 3, -2))}L${p(at(f, t + 3, 2))}M${p(at(f, t + 3, -2))}L${p(at(f, t - 3, 2))}`;
      }
      return d;
    }
  }
}

/** Extra round marks some kinds carry (the beads of a gate). */
export function borderBeads(
  mark: Pick<BorderMark, 'kind' | 'from' | 'to' | 'inward'>,
): readonly Point[] {
  if (mark.kind !== 'gate') return [];
  const f = frame(mark);
  return [0.2, 0.5, 0.8].map((t) => at(f, f.length * t));
}

/** Every border kind, in the order the legend lists them. */
export const BORDER_KINDS: readonly BorderKind[] = [
  'star',
  'asteroid',
  'nebula',
  'debris',
  'shield',
  'entrance',
  'gate',
  'ice',
];

/** The legend's name of each kind. */
export const BORDER_NAMES: Readonly<Record<BorderKind, string>> = {
  star: 'Star',
  asteroid: 'Asteroid field',
  nebula: 'Nebula',
  debris: 'Debris field',
  shield: 'Planetary shield',
  entrance: 'Planet entrance',
  gate: 'Gate',
  ice: 'Ice asteroid field',
};
