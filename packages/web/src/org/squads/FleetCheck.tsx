/**
 * A Coruscant campaign fleet (XW-CC-05..10): five numbered squads, each pasted or imported into
 * its own box, one of them on the large meeple, the fleet's side and its obstacle pool, checked
 * together by `validateFleet`. Each problem points at its squad's box, or at the pilot or upgrade
 * at fault inside it.
 */
import {
  FLEET_OBSTACLE_POOL,
  FLEET_SQUADS,
  type Fleet,
  type FleetProblem,
  type FleetSquad,
  MEEPLE_POINTS,
  SIDES,
  type Side,
  type Squad,
  type SquadProblem,
  validateFleet,
} from '@drift/formats';
import { saveFile } from '../../campaign/files.ts';
import { epicShips, OBSTACLES, obstacleName } from './cards.ts';
import { fileName } from './Exports.tsx';
import { setAt } from './edit.ts';
import { EMPTY_PASTE, PasteBox, type PasteState } from './PasteBox.tsx';
import { Report, type ShownFinding } from './Report.tsx';
import { FormatChecks, SIDE_NAMES } from './SquadCheck.tsx';
import { Mark, markClass, SquadList } from './SquadList.tsx';
import { type Marks, marksById, problemTarget, spotId } from './spots.ts';

export interface FleetBox {
  readonly paste: PasteState;
  readonly squad: Squad | null;
}

export interface FleetState {
  readonly player: string;
  /** Chosen by the player; else the side of the first squad read. */
  readonly side: Side | null;
  /** The box (0-4) whose squad stands on the large meeple. */
  readonly large: number;
  readonly boxes: readonly FleetBox[];
  readonly obstacles: readonly string[];
  readonly epicShips: readonly string[];
}

export const EMPTY_FLEET: FleetState = {
  player: '',
  side: null,
  large: 0,
  boxes: Array.from({ length: FLEET_SQUADS }, () => ({ paste: EMPTY_PASTE, squad: null })),
  obstacles: [],
  epicShips: [],
};

export const boxPrefix = (k: number) => `fl${k}-`;
export const boxId = (k: number) => `fl${k}-box`;

/** The fleet the boxes make (boxes without a squad left out), and each squad's box. */
export function fleetOf(state: FleetState): { fleet: Fleet; boxOf: readonly number[] } {
  const squads: FleetSquad[] = [];
  const boxOf: number[] = [];
  for (const [k, box] of state.boxes.entries()) {
    if (box.squad === null) continue;
    squads.push({ number: k + 1, meeple: k === state.large ? 'large' : 'small', squad: box.squad });
    boxOf.push(k);
  }
  const side = state.side ?? squads[0]?.squad.side ?? 'rebel';
  const fleet: Fleet = {
    player: state.player.trim() || 'Player',
    side,
    squads,
    obstacles: state.obstacles,
  };
  return {
    fleet: state.epicShips.length > 0 ? { ...fleet, epicShips: state.epicShips } : fleet,
    boxOf,
  };
}

const FLEET_SECTION: Readonly<Record<string, string>> = {
  'fleet-size': 'fl-squads',
  'fleet-meeples': 'fl-large',
  'fleet-obstacles': 'fl-pool',
  'fleet-epic-ship': 'fl-pool',
};

/** The element a fleet problem points at. */
export function fleetTarget(p: FleetProblem, boxOf: readonly number[]): string | undefined {
  if (p.at === undefined) return FLEET_SECTION[p.check];
  const k = boxOf[p.at.squad] ?? p.at.squad;
  const prefix = boxPrefix(k);
  if (p.at.spot !== undefined) return spotId(prefix, p.at.spot);
  return problemTarget(prefix, { check: p.check }) ?? boxId(k);
}

/** The problems inside box `k`, as squad problems, to mark its rows. */
function boxMarks(
  problems: readonly FleetProblem[],
  boxOf: readonly number[],
  k: number,
): ReadonlyMap<string, Marks> {
  const mine: SquadProblem[] = problems
    .filter((p) => p.at !== undefined && boxOf[p.at.squad] === k)
    .map((p) =>
      p.at?.spot === undefined
        ? { check: p.check, message: p.message }
        : { check: p.check, message: p.message, at: p.at.spot },
    );
  return marksById(boxPrefix(k), mine);
}

function Box({
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

function Setup({
  state,
  onState,
  side,
  marks,
}: {
  state: FleetState;
  onState: (s: FleetState) => void;
  side: Side;
  marks: ReadonlyMap<string, Marks>;
}) {
  const poolSize = Math.max(FLEET_OBSTACLE_POOL, state.obstacles.length);
  const pool = marks.get('fl-pool');
  const large = marks.get('fl-large');
  return (
    <section className="panel fl-setup" aria-labelledby="fl-setup-title">
      <h2 id="fl-setup-title">Your fleet</h2>
      <div className="sq-squad__head">
        <label className="sq-inline">
          <span>Player</span>
          <input
            type="text"
            value={state.player}
            maxLength={60}
            placeholder="Your name"
            onChange={(e) => onState({ ...state, player: e.target.value })}
          />
        </label>
        <label className="sq-inline">
          <span>Faction</span>
          <select
            value={side}
            onChange={(e) => onState({ ...state, side: e.target.value as Side })}
          >
            {SIDES.map((s) => (
              <option key={s} value={s}>
                {SIDE_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
        <label className={`sq-inline${markClass(large)}`} id="fl-large" tabIndex={-1}>
          <Mark marks={large} />
          <span>Large meeple (125 points)</span>
          <select
            value={state.large}
            onChange={(e) => onState({ ...state, large: Number(e.target.value) })}
          >
            {state.boxes.map((_, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: squads are known by their number
              <option key={k} value={k}>
                Squad {k + 1}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className={`fl-pool${markClass(pool)}`} id="fl-pool" tabIndex={-1}>
        <legend>
          <Mark marks={pool} />
          Obstacle pool (up to {FLEET_OBSTACLE_POOL}; an Epic ship counts as 3)
        </legend>
        <div className="fl-pool__obstacles">
          {Array.from({ length: poolSize }, (_, k) => {
            const value = state.obstacles[k];
            return (
              <select
                // biome-ignore lint/suspicious/noArrayIndexKey: obstacles are known by their place
                key={k}
                aria-label={`Obstacle ${k + 1}`}
                value={value ?? ''}
                onChange={(e) =>
                  onState({
                    ...state,
                    obstacles: setAt(
                      state.obstacles,
                      k,
                      e.target.value === '' ? undefined : e.target.value,
                    ),
                  })
                }
              >
                <option value="">No obstacle</option>
                {value !== undefined && !OBSTACLES.some((o) => o.id === value) && (
                  <option value={value}>{obstacleName(value)}</option>
                )}
                {OBSTACLES.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            );
          })}
        </div>
        <div className="fl-pool__epic">
          {epicShips().map((s) => (
            <label key={s.xws} className="check">
              <input
                type="checkbox"
                checked={state.epicShips.includes(s.xws)}
                onChange={(e) =>
                  onState({
                    ...state,
                    epicShips: e.target.checked
                      ? [...state.epicShips, s.xws]
                      : state.epicShips.filter((x) => x !== s.xws),
                  })
                }
              />
              {s.name}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

export function FleetCheck({
  state,
  onState,
}: {
  state: FleetState;
  onState: (s: FleetState) => void;
}) {
  const { fleet, boxOf } = fleetOf(state);
  const any = fleet.squads.length > 0;
  const report = any ? validateFleet(fleet) : null;
  const problems = report?.problems ?? [];
  const pointsOf = (k: number) => {
    const i = boxOf.indexOf(k);
    return i < 0 ? undefined : report?.points[i];
  };
  const shownProblems: ShownFinding[] = problems.map((p) => ({
    check: p.check,
    message: p.message,
    target: fleetTarget(p, boxOf),
  }));
  // Fleet-wide problems point at parts of the setup (marksById knows a squad's parts only).
  const setup = new Map<string, Marks>();
  for (const p of problems) {
    const id = p.at === undefined ? FLEET_SECTION[p.check] : undefined;
    if (id === undefined) continue;
    const m = setup.get(id) ?? { problems: [], notes: [] };
    setup.set(id, { problems: [...m.problems, { check: p.check, message: p.message }], notes: [] });
  }
  return (
    <div className="sq-layout">
      <div className="sq-col sq-col--main">
        <Setup state={state} onState={onState} side={fleet.side} marks={setup} />
        <div className="fl-boxes" id="fl-squads" tabIndex={-1}>
          {state.boxes.map((_, k) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: squads are known by their number
              key={k}
              k={k}
              state={state}
              onState={onState}
              problems={problems}
              boxOf={boxOf}
              points={pointsOf(k)}
            />
          ))}
        </div>
      </div>
      <div className="sq-col sq-col--side">
        {report === null ? (
          <FormatChecks format="coruscant" />
        ) : (
          <>
            <Report
              formatName="this fleet"
              legal="Legal Coruscant campaign fleet"
              points={`Squads: ${state.boxes
                .map((_, k) => pointsOf(k))
                .map((p, k) => `${k + 1}: ${p ?? '—'}`)
                .join(' · ')}`}
              problems={shownProblems}
            />
            <section className="panel sq-export" aria-labelledby="fl-export-title">
              <h2 id="fl-export-title">Export</h2>
              <div className="sq-export__acts">
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() =>
                    saveFile(fileName(state.player, 'fleet'), `${JSON.stringify(fleet, null, 2)}\n`)
                  }
                >
                  Download fleet .json
                </button>
              </div>
              <p className="hint">
                Drift’s fleet file: five squads, their meeples and the obstacle pool.
              </p>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
