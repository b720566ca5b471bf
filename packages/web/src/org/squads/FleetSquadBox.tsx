/** One squad of a fleet: its number and meeple, its paste box, and its list with rows marked. */
import { type FleetProblem, MEEPLE_POINTS } from '@drift/formats';
import { setAt } from './edit.ts';
import { boxId, boxMarks, boxPrefix, type FleetBox, type FleetState } from './fleet.ts';
import { EMPTY_PASTE, PasteBox } from './PasteBox.tsx';
import { Mark, markClass, SquadList } from './SquadList.tsx';
import type { Marks } from './spots.ts';

export function FleetSquadBox({
  k,
  state,
  onState,
  problems,
  boxOf,
  points,
}: {
  k: number;
  state: FleetState;
  onState: (s: FleetState) => void;
  problems: readonly FleetProblem[];
  boxOf: readonly number[];
  points: number | undefined;
}) {
  const box = state.boxes[k] ?? { paste: EMPTY_PASTE, squad: null };
  const setBox = (b: FleetBox) => onState({ ...state, boxes: setAt(state.boxes, k, b) });
  const large = k === state.large;
  const limit = MEEPLE_POINTS[large ? 'large' : 'small'];
  const marks = boxMarks(problems, boxOf, k);
  const here = problems.filter((p) => p.at !== undefined && boxOf[p.at.squad] === k).length;
  const whole = problems.filter(
    (p) => p.at !== undefined && boxOf[p.at.squad] === k && p.at.spot === undefined,
  );
  const boxMark: Marks = {
    problems: whole.map((p) => ({ check: p.check, message: p.message })),
    notes: [],
  };
  return (
    <section
      className={`panel fl-box${markClass(boxMark)}`}
      id={boxId(k)}
      tabIndex={-1}
      aria-labelledby={`${boxId(k)}-title`}
    >
      <header className="fl-box__head">
        <h3 id={`${boxId(k)}-title`}>
          <Mark marks={boxMark} />
          Squad {k + 1}
        </h3>
        <span className={`fl-meeple fl-meeple--${large ? 'large' : 'small'}`}>
          {large ? 'Large meeple' : 'Small meeple'} · {limit} points
        </span>
        {box.squad !== null && (
          <span className={`fl-box__state${here > 0 ? ' is-bad' : ' is-ok'}`}>
            {here > 0
              ? `${here === 1 ? 'one problem' : `${here} problems`}`
              : `✓ ${points ?? 0} of ${limit}`}
          </span>
        )}
      </header>
      <PasteBox
        title={`Squad ${k + 1}: paste XWS JSON or a list`}
        rows={box.squad === null ? 4 : 2}
        state={box.paste}
        onState={(paste) => setBox({ ...box, paste })}
        onRead={(r, paste) => setBox({ paste, squad: r.squad })}
        hasSquad={box.squad !== null}
      >
        {box.squad !== null && (
          <button
            type="button"
            className="btn btn--quiet btn--small"
            onClick={() => setBox({ paste: EMPTY_PASTE, squad: null })}
          >
            Clear squad {k + 1}
          </button>
        )}
      </PasteBox>
      {box.squad !== null && (
        <SquadList
          squad={box.squad}
          prefix={boxPrefix(k)}
          marks={marks}
          points={points ?? 0}
          limit={limit}
        />
      )}
    </section>
  );
}
