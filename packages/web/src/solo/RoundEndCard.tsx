/**
 * The solo round end as it happens (XS-END-02..05): the NPCs' d20, each bonus added to it (the
 * cubes swept off the map, the credits they collected, the Fame they trailed by, the Merchant's
 * trading), the total and the Fame it gave them. It stays over the board until closed or the
 * next round ends; the log keeps the same line.
 *
 * Props: `shown` (the round end, see roundEnd.ts), `fameTarget`, `onClose`.
 */
import { useId } from 'react';
import { DieOutline, FACE_Y } from '../dice/shapes.tsx';
import '../dice/dice.css';
import { bonusLines, type RoundEndShown, roundEndLine } from './roundEnd.ts';
import './solo.css';

function NpcDie({ face }: { face: number }) {
  return (
    <svg
      className="die die--d20 die--landed round-end__die"
      viewBox="0 0 100 100"
      width="64"
      height="64"
      role="img"
      aria-label={`d20: ${face}`}
      data-face={face}
    >
      <g className="die__spin">
        <DieOutline die={20} />
        <text
          className="die__face"
          x="50"
          y={FACE_Y[20] ?? 52}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={face >= 10 ? 30 : 36}
        >
          {face}
        </text>
      </g>
    </svg>
  );
}

export function RoundEndCard({
  shown,
  fameTarget,
  onClose,
}: {
  shown: RoundEndShown;
  fameTarget: number;
  onClose: () => void;
}) {
  const { event: e, round } = shown;
  const lines = bonusLines(e);
  const titleId = useId();
  return (
    <section
      className="round-end"
      aria-labelledby={titleId}
      data-round-end={shown.version}
      data-fame={e.fame}
    >
      <header className="round-end__head">
        <h2 id={titleId} className="round-end__title">
          {round === null ? 'Round end' : `Round ${round} ends`}
          <span className="round-end__sub">the NPCs roll for Fame</span>
        </h2>
        <button
          type="button"
          className="round-end__x"
          aria-label="Close the round end"
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <div className="round-end__sum">
        <NpcDie face={e.roll} />
        <ul className="round-end__bonuses" aria-label="Bonuses added to the roll">
          {lines.map((b) => (
            <li
              key={b.id}
              className={`round-end__bonus${b.points > 0 ? '' : ' round-end__bonus--none'}`}
              data-bonus={b.id}
            >
              <span className="round-end__label">
                {b.label}
                {b.counted && <span className="round-end__counted"> ({b.counted})</span>}
              </span>
              <span className="round-end__points">+{b.points}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="sr-only" role="status">
        {roundEndLine(e, fameTarget)}
      </p>
      <p className="round-end__total" aria-hidden="true">
        <span>
          Total <strong data-total={e.total}>{e.total}</strong>
        </span>
        <span className="round-end__arrow" aria-hidden="true">
          →
        </span>
        <span className={`round-end__gain${e.fame > 0 ? '' : ' round-end__gain--none'}`}>
          {e.fame > 0 ? `NPCs +${e.fame} Fame` : 'no Fame'}
        </span>
        <span className="round-end__now">
          now {e.npcFame} of {fameTarget}
        </span>
      </p>
    </section>
  );
}
