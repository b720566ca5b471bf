/**
 * One squad checked for one event format: where it comes in, the list with the format's parts
 * (editable), and beside it the verdict, every problem pointing at its row, the notes and the
 * export. Before a squad is in, the side says what the format checks.
 */
import {
  type FormatId,
  SIDES,
  type Side,
  SQUAD_RULES,
  type Squad,
  type SquadProblem,
  validateSquad,
} from '@drift/formats';
import { Exports } from './Exports.tsx';
import { emptySquad, setName, setSide } from './edit.ts';
import { FormatParts } from './FormatParts.tsx';
import { FORMAT_CHECKS, formatInfo } from './formats.ts';
import { EMPTY_PASTE, PasteBox, type PasteState } from './PasteBox.tsx';
import { Report, type ShownFinding } from './Report.tsx';
import { SquadList } from './SquadList.tsx';
import { marksById, problemTarget } from './spots.ts';

export interface SingleState {
  readonly paste: PasteState;
  readonly squad: Squad | null;
}

export const EMPTY_SINGLE: SingleState = { paste: EMPTY_PASTE, squad: null };

export const SIDE_NAMES: Readonly<Record<Side, string>> = {
  rebel: 'Rebel',
  imperial: 'Imperial',
  scum: 'Scum and Villainy',
};

const PREFIX = 'sq-';

export function shown(prefix: string, list: readonly SquadProblem[]): ShownFinding[] {
  return list.map((p) => ({
    check: p.check,
    message: p.message,
    target: problemTarget(prefix, p),
  }));
}

export function FormatChecks({ format }: { format: FormatId | 'coruscant' }) {
  return (
    <section className="panel sq-rules" aria-labelledby="sq-rules-title">
      <h2 id="sq-rules-title">What is checked for {formatInfo(format).short}</h2>
      <ul>
        {FORMAT_CHECKS[format].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="hint">Everything is checked here, in your browser; nothing is sent anywhere.</p>
    </section>
  );
}

export function SquadCheck({
  format,
  state,
  onState,
}: {
  format: FormatId;
  state: SingleState;
  onState: (s: SingleState) => void;
}) {
  const { squad } = state;
  const setSquad = (s: Squad) => onState({ ...state, squad: s });
  const report = squad === null ? null : validateSquad(format, squad);
  const marks = report ? marksById(PREFIX, report.problems, report.notes) : new Map();
  const info = formatInfo(format);
  const limit = SQUAD_RULES[format].points;
  return (
    <div className="sq-layout">
      <div className="sq-col sq-col--main">
        <section className="panel sq-in" aria-labelledby="sq-in-title">
          <h2 id="sq-in-title">Your squad</h2>
          <PasteBox
            title="Paste XWS JSON or a list, one ship a line"
            state={state.paste}
            onState={(paste) => onState({ ...state, paste })}
            onRead={(r, paste) => onState({ paste, squad: r.squad })}
            onEmpty={
              squad === null
                ? () =>
                    onState({
                      paste: { text: state.paste.text, reading: null, open: false },
                      squad: emptySquad(),
                    })
                : undefined
            }
            hasSquad={squad !== null}
          />
        </section>
        {squad !== null && report !== null && (
          <section className="panel sq-squad" aria-labelledby="sq-squad-title">
            <h2 id="sq-squad-title" className="sq-squad__title">
              {squad.name || 'Unnamed squad'}
            </h2>
            <div className="sq-squad__head">
              <label className="sq-inline">
                <span>Name</span>
                <input
                  type="text"
                  value={squad.name}
                  maxLength={80}
                  placeholder="Unnamed squad"
                  onChange={(e) => setSquad(setName(squad, e.target.value))}
                />
              </label>
              <label className="sq-inline">
                <span>Faction</span>
                <select
                  value={squad.side}
                  onChange={(e) => setSquad(setSide(squad, e.target.value as Side))}
                >
                  {SIDES.map((s) => (
                    <option key={s} value={s}>
                      {SIDE_NAMES[s]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <SquadList
              squad={squad}
              prefix={PREFIX}
              marks={marks}
              points={report.points}
              limit={limit}
              roles={format === 'ace-of-aces'}
              onChange={setSquad}
            />
            <FormatParts
              format={format}
              squad={squad}
              prefix={PREFIX}
              marks={marks}
              onChange={setSquad}
            />
          </section>
        )}
      </div>
      <div className="sq-col sq-col--side">
        {squad === null || report === null ? (
          <FormatChecks format={format} />
        ) : (
          <>
            <Report
              formatName={info.name}
              legal={`Legal for ${info.name}`}
              points={`${report.points} of ${limit} points`}
              problems={shown(PREFIX, report.problems)}
              notes={shown(PREFIX, report.notes)}
            />
            <Exports squad={squad} />
          </>
        )}
      </div>
    </div>
  );
}
