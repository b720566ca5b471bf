/**
 * A Coruscant campaign fleet (XW-CC-05..10): five numbered squads, each pasted or imported into
 * its own box, one of them on the large meeple, the fleet's side and its obstacle pool, checked
 * together by `validateFleet`. Each problem points at its squad's box, or at the pilot or upgrade
 * at fault inside it.
 */
import { validateFleet } from '@drift/formats';
import { saveFile } from '../../campaign/files.ts';
import { fileName } from './Exports.tsx';
import { FleetSetup } from './FleetSetup.tsx';
import { FleetSquadBox } from './FleetSquadBox.tsx';
import { FLEET_SECTION, type FleetState, fleetOf, fleetTarget } from './fleet.ts';
import { Report, type ShownFinding } from './Report.tsx';
import { FormatChecks } from './SquadCheck.tsx';
import type { Marks } from './spots.ts';

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
        <FleetSetup state={state} onState={onState} side={fleet.side} marks={setup} />
        <div className="fl-boxes" id="fl-squads" tabIndex={-1}>
          {state.boxes.map((_, k) => (
            <FleetSquadBox
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
