/**
 * The dice's outlines in a 100 x 100 box, each its own shape so a die reads by its outline as
 * well as by its label: a d6 square, a d8 diamond, a d12 pentagon, a d20 hexagon with its
 * facets. Anything else is drawn as a circle.
 */
import type { ReactNode } from 'react';

const polygon = (sides: number, radius: number, turn = 0): string =>
  Array.from({ length: sides }, (_, i) => {
    const a = turn + (i * 2 * Math.PI) / sides - Math.PI / 2;
    return `${(50 + radius * Math.cos(a)).toFixed(1)},${(50 + radius * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

const HEX = polygon(6, 47);
const HEX_INNER = polygon(3, 30);
const PENTAGON = polygon(5, 48);
const PENTAGON_INNER = polygon(5, 26, Math.PI / 5);

/** Where the face number sits (the middle, a little low on a d20's triangle). */
export const FACE_Y: Readonly<Record<number, number>> = { 6: 52, 8: 52, 12: 53, 20: 58 };

export function DieOutline({ die }: { die: number }): ReactNode {
  switch (die) {
    case 6:
      return <rect className="die__body" x="10" y="10" width="80" height="80" rx="14" />;
    case 8:
      return (
        <>
          <polygon className="die__body" points="50,3 95,50 50,97 5,50" />
          <polyline className="die__facet" points="5,50 50,30 95,50" />
        </>
      );
    case 12:
      return (
        <>
          <polygon className="die__body" points={PENTAGON} />
          <polygon className="die__facet" points={PENTAGON_INNER} />
        </>
      );
    case 20:
      return (
        <>
          <polygon className="die__body" points={HEX} />
          <polygon className="die__facet" points={HEX_INNER} />
        </>
      );
    default:
      return <circle className="die__body" cx="50" cy="50" r="46" />;
  }
}
