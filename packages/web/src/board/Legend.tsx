/**
 * The board's key: every border kind as drawn (shape and colour), planet legal statuses, the
 * numbered spaces, tokens and pieces. Colour-blind players read the shapes.
 */
import type { BorderKind } from '@drift/xia';
import type { LegalStatus } from '@drift/xia/content';
import { LEGAL, seatColour } from '../look/palette.ts';
import { BORDER_KINDS, BORDER_NAMES, borderBeads, borderPath } from './borderShapes.ts';
import { EdgeSymbol } from './Glyphs.tsx';
import { hexagonPath } from './SpaceMark.tsx';
import './board.css';

const SAMPLE = { from: { x: 6, y: 14 }, to: { x: 58, y: 14 }, inward: { x: 0, y: 1 } };

function BorderSample({ kind, legal }: { kind: BorderKind; legal: LegalStatus | null }) {
  return (
    <svg width="64" height="28" viewBox="0 0 64 28" aria-hidden="true" className="legend__sample">
      <g className={`border border--${kind}${legal ? ` legal--${legal}` : ''}`}>
        <path d={borderPath({ kind, ...SAMPLE })} className="border__line" />
        {borderBeads({ kind, ...SAMPLE }).map((p) => (
          <circle key={`${p.x}`} cx={p.x} cy={p.y} r={2.6} className="border__bead" />
        ))}
      </g>
    </svg>
  );
}

interface Entry {
  readonly kind: BorderKind;
  readonly legal: LegalStatus | null;
  readonly text: string;
}

const ENTRIES: readonly Entry[] = BORDER_KINDS.flatMap((kind): Entry[] =>
  kind === 'shield' || kind === 'entrance'
    ? (['lawful', 'neutral', 'outlaw'] as const).map((legal) => ({
        kind,
        legal,
        text: `${LEGAL[legal].word} ${BORDER_NAMES[kind].toLowerCase()}`,
      }))
    : [{ kind, legal: null, text: BORDER_NAMES[kind] }],
);

export function BoardLegend() {
  return (
    <section className="legend" aria-label="Board key">
      <h2 className="legend__title">Key</h2>
      <ul className="legend__list">
        {ENTRIES.map((e) => (
          <li key={`${e.kind}${e.legal ?? ''}`} className="legend__item" data-legend={e.kind}>
            <BorderSample kind={e.kind} legal={e.legal} />
            <span>{e.text}</span>
          </li>
        ))}
        <li className="legend__item">
          <svg width="64" height="28" viewBox="0 0 64 28" aria-hidden="true">
            <g className="badge badge--spawn">
              <circle cx={20} cy={14} r={8.5} className="badge__shape" />
              <text x={20} y={17.6} className="badge__text">
                4
              </text>
            </g>
            <g className="badge badge--mission">
              <path d="M44 4.5L53.5 14L44 23.5L34.5 14Z" className="badge__shape" />
              <text x={44} y={17.6} className="badge__text">
                2
              </text>
            </g>
          </svg>
          <span>Spawn Point, Mission Point</span>
        </li>
        <li className="legend__item">
          <svg width="64" height="28" viewBox="0 0 64 28" aria-hidden="true">
            <path d={hexagonPath(20, 14, 8)} className="token__face" />
            <text x={20} y={17.5} className="token__mark">
              ?
            </text>
            <path d={hexagonPath(44, 14, 7)} className="exploration-space" />
          </svg>
          <span>Exploration token, taken</span>
        </li>
        <li className="legend__item">
          <svg width="64" height="28" viewBox="0 0 64 28" aria-hidden="true">
            <g transform="translate(20 15) scale(0.7)" className="ship">
              <path
                d="M0 -18L12 8L6 13L-6 13L-12 8Z"
                className="ship__hull"
                style={{ fill: seatColour(0) }}
              />
              <text y={7} className="ship__number">
                1
              </text>
            </g>
            <g transform="translate(46 14) scale(0.75)" className="npc">
              <path
                d="M0 -15L15 0L0 15L-15 0Z"
                className="npc__hull"
                style={{ stroke: LEGAL.lawful.colour }}
              />
              <text y={5} className="npc__letter">
                E
              </text>
            </g>
          </svg>
          <span>Captain 1's ship, an NPC</span>
        </li>
        <li className="legend__item">
          <svg width="64" height="28" viewBox="0 0 64 28" aria-hidden="true">
            <EdgeSymbol symbol="arc" x={10} y={14} />
            <EdgeSymbol symbol="ring" x={32} y={14} />
            <EdgeSymbol symbol="dot" x={54} y={14} />
          </svg>
          <span>Unexplored edge and its symbol</span>
        </li>
      </ul>
    </section>
  );
}
