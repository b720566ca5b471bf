/**
 * Stage 2: the initiative order (XW-AOA-09) as the draft settles it, with every tie roll shown
 * and each chooser's free places as buttons; then the setup tracker (XW-AOA-10..13) as a
 * checklist: setup points, two obstacle passes, ships, shields. A table may skip the checklist.
 */
import {
  CORNERS,
  EDGES,
  type Edge,
  type InitiativeDraft,
  nextInitiativePick,
  nextSetupStep,
} from '@drift/formats';
import { useId, useState } from 'react';
import type { TableState } from './table.ts';
import { pointText, setupChecklist } from './words.ts';

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];

function Initiative({
  draft,
  onPick,
  onFill,
}: {
  draft: InitiativeDraft;
  onPick: (player: string, place: number) => void;
  onFill: () => void;
}) {
  const next = nextInitiativePick(draft);
  const places = draft.groups.flatMap((g) => g.places);
  return (
    <div className="aoa-init">
      <ol className="aoa-init__groups">
        {draft.groups.map((g) => (
          <li key={g.skill} className="aoa-init__group">
            <span className="aoa-init__ps">PS {g.skill}</span>
            <div>
              {g.pickers.length === 1 ? (
                <p>
                  {g.pickers[0]?.player} ({g.pickers[0]?.total} points) alone at this skill.
                </p>
              ) : (
                <p>
                  Choose in this order, lowest squad total first:{' '}
                  {g.pickers.map((p) => `${p.player} (${p.total})`).join(', ')}.
                </p>
              )}
              {g.rolls.map((r) => (
                <p key={`${r.players.join('+')}`} className="aoa-init__roll">
                  <span className="aoa-init__die">Tie roll</span> {r.players.join(' and ')} tied at{' '}
                  {r.total} points: the d20 rolled <strong>{r.face}</strong>, so {r.winner} chooses
                  first.
                </p>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <h3 className="aoa-sub">Initiative order</h3>
      <ol className="aoa-init__places">
        {places.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: places are positions
          <li key={i} className={p ? 'is-taken' : 'is-free'}>
            <span className="aoa-init__place">{ORDINAL[i]}</span> {p ?? 'free'}
          </li>
        ))}
      </ol>
      {next && (
        <div className="aoa-now">
          <p>
            <strong>{next.player}</strong> chooses a place among the PS {next.skill} pilots:
          </p>
          <div className="aoa-actions">
            {next.free.map((place) => (
              <button
                key={place}
                type="button"
                className="btn btn--primary"
                onClick={() => onPick(next.player, place)}
              >
                {ORDINAL[place]} place
              </button>
            ))}
            <button type="button" className="btn btn--quiet" onClick={onFill}>
              Everyone left takes the first free place
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function SetupPointControl({
  player,
  take,
  taken,
  onPoint,
}: {
  player: string;
  take: 'corner' | 'edge';
  taken: readonly string[];
  onPoint: (point: unknown) => void;
}) {
  const id = useId();
  const [edge, setEdge] = useState<Edge>('north');
  const [cm, setCm] = useState('');
  if (take === 'corner') {
    return (
      <div className="aoa-actions">
        {CORNERS.filter((c) => !taken.includes(c)).map((corner) => (
          <button
            key={corner}
            type="button"
            className="btn btn--primary"
            onClick={() => onPoint({ corner })}
          >
            {pointText({ corner }).replace(/^the /, '')}
          </button>
        ))}
      </div>
    );
  }
  return (
    <div className="aoa-actions">
      <label htmlFor={`${id}-edge`}>Edge</label>
      <select id={`${id}-edge`} value={edge} onChange={(e) => setEdge(e.target.value as Edge)}>
        {EDGES.map((e) => (
          <option key={e} value={e}>
            {e}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-cm`}>cm from its west or north end</label>
      <input
        id={`${id}-cm`}
        inputMode="decimal"
        size={6}
        value={cm}
        onChange={(e) => setCm(e.target.value)}
      />
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => onPoint({ edge, cm: Number(cm) })}
        aria-label={`Set ${player}'s edge point`}
      >
        Set point
      </button>
    </div>
  );
}

export function SetupStep({
  state,
  onPick,
  onFill,
  onSetup,
  onStart,
  onUndo,
  onBack,
  canUndo,
  error,
}: {
  state: TableState;
  onPick: (player: string, place: number) => void;
  onFill: () => void;
  onSetup: (command: unknown) => void;
  onStart: () => void;
  onUndo: () => void;
  onBack: () => void;
  canUndo: boolean;
  error: string | null;
}) {
  const id = useId();
  const { draft, setup, order } = state;
  const step = setup ? nextSetupStep(setup) : null;
  const taken =
    setup?.points.flatMap((p) => ('corner' in p.point ? [p.point.corner as string] : [])) ?? [];
  return (
    <section className="aoa-stage" aria-labelledby={`${id}-h`}>
      <div className="aoa-stage__head">
        <h2 id={`${id}-h`}>Initiative and setup</h2>
        <p className="hint">
          Lowest primary pilot skill goes first. Equal skills choose their places, the lowest squad
          total (primary, upgrades and Wingman) first; equal totals roll a die.
        </p>
      </div>
      <div className="aoa-two">
        <div className="panel">
          <h3 className="aoa-sub">Who chooses first</h3>
          {draft && <Initiative draft={draft} onPick={onPick} onFill={onFill} />}
        </div>
        <div className="panel">
          <h3 className="aoa-sub">
            Setup{setup ? ` on a ${setup.surface.label} ft play surface` : ''}
          </h3>
          {!setup && <p className="hint">The checklist starts once the order is settled.</p>}
          {setup && step && (
            <>
              <div className="aoa-now">
                {step.kind === 'setup-point' && (
                  <>
                    <p>
                      <strong>{step.player}</strong> chooses a setup point:
                    </p>
                    <SetupPointControl
                      player={step.player}
                      take={step.take}
                      taken={taken}
                      onPoint={(point) =>
                        onSetup({ type: 'setup-point', player: step.player, point })
                      }
                    />
                  </>
                )}
                {step.kind === 'obstacle' && (
                  <button
                    type="button"
                    className="btn btn--primary"
                    onClick={() => onSetup({ type: 'obstacle', player: step.player })}
                  >
                    {step.player} placed an obstacle
                  </button>
                )}
                {step.kind === 'ships' && (
                  <button
                    type="button"
                    className="btn btn--primary"
                    onClick={() => onSetup({ type: 'ships', player: step.player })}
                  >
                    {step.player} placed the ship{step.withWingman ? 's' : ''}
                  </button>
                )}
                {step.kind === 'prepare' && (
                  <button
                    type="button"
                    className="btn btn--primary"
                    onClick={() => onSetup({ type: 'prepare' })}
                  >
                    Shields up, components ready
                  </button>
                )}
                {step.kind === 'ready' && (
                  <>
                    <p className="aoa-ready">Setup is complete.</p>
                    <button type="button" className="btn btn--primary btn--big" onClick={onStart}>
                      Begin round 1
                    </button>
                  </>
                )}
                {error && (
                  <p className="error" role="alert">
                    {error}
                  </p>
                )}
              </div>
              <ol className="aoa-checklist">
                {setupChecklist(setup).map((item) => (
                  <li key={item.key} className={`is-${item.state}`}>
                    <span className="aoa-checklist__mark" aria-hidden="true">
                      {item.state === 'done' ? '✓' : item.state === 'now' ? '▶' : ''}
                    </span>
                    <span>
                      {item.text}
                      {item.state === 'done' && <span className="sr-only"> (done)</span>}
                    </span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </div>
      <div className="aoa-stage__foot">
        {error && !setup && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="aoa-actions">
          {step?.kind !== 'ready' && (
            <button type="button" className="btn" disabled={!order} onClick={onStart}>
              Skip the checklist: begin round 1
            </button>
          )}
          <button type="button" className="btn" disabled={!canUndo} onClick={onUndo}>
            Undo the last step
          </button>
          <button type="button" className="btn btn--quiet" onClick={onBack}>
            Back to the lists
          </button>
        </div>
      </div>
    </section>
  );
}
