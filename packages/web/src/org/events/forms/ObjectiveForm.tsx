/**
 * An Objective Play game's result: who had initiative (the first player), the objective they
 * picked from the second player's three (from the registered squad when it names them, else any),
 * the points each destroyed, a squad wiped out, and the facts the chosen objective scores by —
 * asked in the objective card's own questions. Shows the result as the format reads it.
 */
import { type FactField, type Json, objectiveCards } from '@drift/formats';
import { type FormEvent, useState } from 'react';
import { figure } from '../../columns.ts';
import {
  choiceText,
  type FactDraft,
  factDrafts,
  factsJson,
  objectiveCard,
  squadObjectives,
} from './objectives.ts';
import { ChoiceField, NumberField, PreviewAndSend, whole } from './parts.tsx';
import { previewResult } from './preview.ts';
import { type FormProps, get, list, num, str } from './types.ts';

const YES_NO = [
  { value: 'yes', text: 'Yes' },
  { value: 'no', text: 'No' },
];

function Fact({
  f,
  draft,
  players,
  name,
  onChange,
}: {
  f: FactField;
  draft: FactDraft | undefined;
  players: readonly string[];
  name: (p: string) => string;
  onChange: (d: FactDraft) => void;
}) {
  const label = f.optional ? `${f.label} (if not the usual)` : f.label;
  const own = (p: string) => (typeof draft === 'object' ? (draft[p] ?? '') : '');
  const setOwn = (p: string, v: string) =>
    onChange({ ...(typeof draft === 'object' ? draft : {}), [p]: v });
  const plain = typeof draft === 'string' ? draft : '';
  switch (f.kind) {
    case 'per-player-flag':
      return (
        <div className="objective-fact" data-fact={f.key}>
          {players.map((p) => (
            <ChoiceField
              key={p}
              choice={`${f.key}-${p}`}
              label={`${f.label} — ${name(p)}`}
              value={own(p)}
              onChange={(v) => setOwn(p, v)}
              options={YES_NO}
            />
          ))}
        </div>
      );
    case 'per-player-count':
      return (
        <div className="objective-fact objective-fact--counts" data-fact={f.key}>
          {players.map((p) => (
            <NumberField
              key={p}
              label={`${label} — ${name(p)}`}
              value={own(p)}
              max={20}
              onChange={(v) => setOwn(p, v)}
            />
          ))}
        </div>
      );
    case 'flag':
      return (
        <div className="objective-fact" data-fact={f.key}>
          <ChoiceField
            choice={f.key}
            label={f.label}
            value={plain}
            onChange={onChange}
            options={YES_NO}
          />
        </div>
      );
    case 'count':
      return (
        <div className="objective-fact" data-fact={f.key}>
          <NumberField label={label} value={plain} max={100} onChange={onChange} />
        </div>
      );
    case 'choice':
      return (
        <div className="objective-fact" data-fact={f.key}>
          <ChoiceField
            choice={f.key}
            label={f.label}
            value={plain}
            onChange={onChange}
            options={(f.choices ?? []).map((c) => ({ value: c, text: choiceText(c) }))}
          />
        </div>
      );
  }
}

export function ObjectiveForm(props: FormProps) {
  const [ea, eb] = props.entrants;
  const init = props.initial;
  const [first, setFirst] = useState(() => str(get(init, 'first')));
  const [objective, setObjective] = useState(() => str(get(init, 'objective')));
  const [destroyed, setDestroyed] = useState<Record<string, string>>(() => {
    const scores = list(get(init, 'scores'));
    return Object.fromEntries(
      props.entrants.map((e) => [
        e.player,
        num(
          get(
            scores.find((s) => get(s, 'player') === e.player),
            'destroyed',
          ),
        ),
      ]),
    );
  });
  const [eliminated, setEliminated] = useState(() => {
    if (init === undefined) return '';
    const out = list(get(init, 'eliminated'));
    return out.length === 0 ? 'none' : out.length === 2 ? 'both' : str(out[0]);
  });
  const players = props.entrants.map((e) => e.player);
  const [facts, setFacts] = useState<Record<string, FactDraft>>(() =>
    factDrafts(objectiveCard(str(get(init, 'objective'))), get(init, 'facts'), players),
  );
  const [tried, setTried] = useState(false);
  if (!ea || !eb) return null;
  const name = (p: string) => (p === ea.player ? ea.name : eb.name);
  const second = first === '' ? '' : first === ea.player ? eb.player : ea.player;
  const offered = second ? squadObjectives(props.squads?.[second]) : null;
  const card = objectiveCard(objective);

  const missing: string[] = [];
  if (first === '') missing.push('Who had initiative?');
  if (!card) missing.push('Which objective was picked?');
  for (const p of players)
    if (whole(destroyed[p] ?? '') === undefined) missing.push(`Points destroyed by ${name(p)}.`);
  if (eliminated === '') missing.push('Did a squad lose every ship?');
  const fj = card ? factsJson(card, facts, players, name) : { facts: {}, missing: [] };
  missing.push(...fj.missing);
  const out =
    eliminated === 'none' || eliminated === ''
      ? []
      : eliminated === 'both'
        ? players
        : [eliminated];
  const json: Json = {
    first,
    objective,
    destroyed: Object.fromEntries(players.map((p) => [p, whole(destroyed[p] ?? '') ?? 0])),
    ...(out.length ? { eliminated: out } : {}),
    facts: fj.facts,
  };
  const preview =
    missing.length === 0 ? previewResult('objective-play', props.entrants, json) : null;
  const data = preview?.ok ? (preview.data as Json) : undefined;
  const winner = get(data, 'winner');
  const points = list(get(data, 'objectivePoints'));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (preview?.ok && !props.busy) props.onSubmit(json);
  };

  return (
    <form className="result-form objective-form" onSubmit={submit} noValidate>
      <h2>{props.title}</h2>
      {props.error && (
        <p className="error" role="alert">
          {props.error}
        </p>
      )}
      <ChoiceField
        choice="first"
        label="Who had initiative (the first player)?"
        hint="The first player picks the objective from the second player’s list."
        value={first}
        onChange={setFirst}
        options={props.entrants.map((e) => ({ value: e.player, text: e.name }))}
      />
      {second !== '' &&
        (offered ? (
          <ChoiceField
            choice="objective"
            label={`Objective picked from ${name(second)}’s list`}
            value={objective}
            onChange={setObjective}
            options={offered.map((id) => ({ value: id, text: objectiveCard(id)?.name ?? id }))}
          />
        ) : (
          <div className="result-field objective-pick">
            <label htmlFor="objective-pick">Objective picked from {name(second)}’s list</label>
            <select
              id="objective-pick"
              value={objective}
              onChange={(e) => setObjective(e.target.value)}
            >
              <option value="">Choose the objective…</option>
              {objectiveCards.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <p className="result-field__hint">
              {name(second)} registered no squad naming three objectives: any may be chosen.
            </p>
          </div>
        ))}
      {card && <p className="objective-summary">{card.summary}</p>}
      <div className="result-form__players">
        {props.entrants.map((e) => (
          <fieldset key={e.player} className="result-player" data-player={e.player}>
            <legend>
              <span className="result-player__name">{e.name}</span>
              {e.player === first && <span className="result-player__role">First player</span>}
              {e.player === second && <span className="result-player__role">Second player</span>}
            </legend>
            <NumberField
              label="Points destroyed"
              name={e.name}
              value={destroyed[e.player] ?? ''}
              max={100}
              onChange={(v) => setDestroyed((d) => ({ ...d, [e.player]: v }))}
            />
          </fieldset>
        ))}
      </div>
      <ChoiceField
        choice="eliminated"
        label="Did a squad lose every ship?"
        value={eliminated}
        onChange={setEliminated}
        options={[
          { value: 'none', text: 'No' },
          { value: ea.player, text: `${ea.name} did` },
          { value: eb.player, text: `${eb.name} did` },
          { value: 'both', text: 'Both did' },
        ]}
      />
      {card && card.facts.length > 0 && (
        <fieldset className="objective-facts">
          <legend>{card.name}: what happened</legend>
          {card.facts.map((f) => (
            <Fact
              key={f.key}
              f={f}
              draft={facts[f.key]}
              players={players}
              name={name}
              onChange={(d) => setFacts((fs) => ({ ...fs, [f.key]: d }))}
            />
          ))}
        </fieldset>
      )}
      {card && !card.scores && (
        <p className="hint">{card.name} scores no points: only the ships destroyed count.</p>
      )}
      <PreviewAndSend
        good={
          preview?.ok ? (
            <>
              <span className="result-preview__label">
                {typeof winner === 'string' ? `${name(winner)} wins.` : 'A draw.'} This game gives
              </span>
              <ul>
                {preview.scores.map((s) => (
                  <li key={s.player} data-player={s.player}>
                    <strong>{name(s.player)}</strong> {figure(s.measures.tp)} TP, MOV{' '}
                    {figure(s.measures.mov)}
                    {(points[players.indexOf(s.player)] ?? 0) !== 0 &&
                      ` (objective ${figure(points[players.indexOf(s.player)] as number)})`}
                  </li>
                ))}
              </ul>
            </>
          ) : null
        }
        refusal={preview && !preview.ok ? preview.message : null}
        tried={tried}
        missing={missing}
        busy={props.busy}
        submitLabel={props.submitLabel}
      />
    </form>
  );
}
