/**
 * A new Coruscant campaign: its name, individual or team play, the options, and each player with
 * their fleet. The tracker checks the whole setup here first (the same check the server makes)
 * and its refusal shows beside the field at fault; once made, the organizer's token is kept in
 * this browser and the campaign page opens.
 */
import { createCoruscant } from '@drift/formats';
import { type FormEvent, useState } from 'react';
import { go } from '../../app/router.ts';
import { Segmented } from '../../app/Segmented.tsx';
import { Link } from '../Link.tsx';
import { keepOrganizer, keptOrgRecords } from '../net.ts';
import { HUB, OrgFrame } from '../OrgFrame.tsx';
import { coruscantApi } from './api.ts';
import {
  type CampaignDraft,
  type FieldKey,
  locate,
  newDraft,
  newPlayer,
  type OptionsDraft,
  type PlayMode,
  toSetup,
} from './draft.ts';
import { Field, Why } from './Field.tsx';
import { PlayerForm } from './PlayerForm.tsx';
import './coruscant.css';

const OPTIONS: readonly { key: keyof OptionsDraft; text: string; hint: string }[] = [
  { key: 'expansion', text: 'CSW expansion', hint: 'A sixth player.' },
  {
    key: 'alderaan',
    text: 'Alderaan',
    hint: 'An Imperial holding Alderaan may destroy it: 20 + 10 per adjacent tile.',
  },
  {
    key: 'variableTerrain',
    text: 'Variable terrain',
    hint: 'No obstacles on trade routes, asteroids in fields, debris or Epic ships at planets.',
  },
  {
    key: 'seizeCoruscant',
    text: 'Seizure of Coruscant',
    hint: 'Whoever holds Coruscant at the end wins; completing it ends the campaign at once.',
  },
  {
    key: 'hiddenBases',
    text: 'Hidden Bases',
    hint: 'Imperials hide the Death Star, Rebels their base; +50 for the other side holding it.',
  },
  {
    key: 'designatedBases',
    text: 'Designated Bases',
    hint: 'Only Mustafar, Coruscant, Yavin 4, Dagobah, Tatooine and Starkiller Base are Bases.',
  },
  {
    key: 'paidReinforcement',
    text: 'Paid Reinforcement',
    hint: 'Spend 1 VP per extra point of ships or upgrades when Reinforcing.',
  },
];

const MODES: readonly { value: PlayMode; text: string }[] = [
  { value: 'individual', text: 'Individual' },
  { value: 'teams-2', text: 'Teams of two' },
  { value: 'teams-3', text: 'Teams of three' },
];

interface Problem {
  readonly at: FieldKey | null;
  readonly message: string;
}

export function NewCampaignPage() {
  const [draft, setDraft] = useState<CampaignDraft>(newDraft);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const most = draft.options.expansion ? 6 : 5;
  const problemAt = (key: FieldKey) => (problem?.at === key ? problem.message : null);
  const change = (next: CampaignDraft) => setDraft(next);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const body = toSetup(draft);
    const check = createCoruscant(body, { now: Date.now(), seed: 'check' });
    if (!check.ok) {
      setProblem({ at: locate(check.error, draft), message: check.error.message });
      return;
    }
    setBusy(true);
    const made = await coruscantApi.create(body);
    setBusy(false);
    if (!made.ok) {
      setProblem({ at: locate(made.error, draft), message: made.error.message });
      return;
    }
    keepOrganizer('coruscant', made.value.id, made.value.organizerToken, draft.name.trim());
    go({ page: 'org-coruscant', id: made.value.id });
  };

  const kept = keptOrgRecords('coruscant').filter((k) => k.organizerToken || k.participant);

  return (
    <OrgFrame title="New Coruscant campaign" trail={[HUB]} wide>
      <header className="org-head">
        <h1>New Coruscant campaign</h1>
        <p className="org-lead">
          Carcassonne: Star Wars on the table for the map, X-Wing for the battles. Name the players,
          their colours and fleets; you get the organizer’s page and a code for each player.
        </p>
      </header>
      {kept.length > 0 && (
        <section className="panel cc-kept" aria-labelledby="cc-kept">
          <h2 id="cc-kept">Campaigns on this browser</h2>
          <ul>
            {kept.map((k) => (
              <li key={k.id}>
                <Link to={{ page: 'org-coruscant', id: k.id }}>{k.name ?? k.id}</Link>{' '}
                <span className="hint">{k.organizerToken ? 'organizer' : 'player'}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form className="cc-new" onSubmit={submit} noValidate>
        <section className="panel cc-setup" aria-labelledby="cc-setup">
          <h2 id="cc-setup">Campaign</h2>
          <div className="cc-setup__row">
            <Field label="Name" problem={problemAt('name')}>
              <input
                value={draft.name}
                maxLength={60}
                autoComplete="off"
                onChange={(e) => change({ ...draft, name: e.target.value })}
              />
            </Field>
            <div className="cc-field">
              <span className="cc-field__label">Play</span>
              <Segmented
                label="Play"
                options={MODES}
                value={draft.mode}
                onChange={(mode) => change({ ...draft, mode })}
              />
              {draft.mode !== 'individual' && (
                <p className="cc-field__hint">
                  Teams follow the colours:{' '}
                  {draft.mode === 'teams-2'
                    ? 'Black + White, Red + Green, Orange + Blue.'
                    : 'Black, White, Blue; Red, Green, Orange.'}
                </p>
              )}
            </div>
            <Field
              label="Tiles in the game"
              hint="With the start tile; the last one ends the map. Leave empty to mark it then."
              problem={problemAt('tiles')}
            >
              <input
                inputMode="numeric"
                value={draft.tiles}
                maxLength={3}
                onChange={(e) => change({ ...draft, tiles: e.target.value.replace(/\D/g, '') })}
              />
            </Field>
          </div>
          <fieldset className="cc-options">
            <legend>Options</legend>
            {OPTIONS.map((o) => (
              <label key={o.key} className="check" data-option={o.key}>
                <input
                  type="checkbox"
                  checked={draft.options[o.key]}
                  onChange={(e) =>
                    change({ ...draft, options: { ...draft.options, [o.key]: e.target.checked } })
                  }
                />
                <span>
                  <strong>{o.text}</strong>
                  <span className="hint"> {o.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </section>
        <h2 className="cc-players-title">
          Players{' '}
          <span className="hint">
            ({draft.players.length} of 2–{most})
          </span>
        </h2>
        <Why problem={problemAt('players')} />
        {draft.players.map((p, i) => (
          <PlayerForm
            key={p.key}
            index={i}
            player={p}
            mode={draft.mode}
            problemAt={problemAt}
            onChange={(next) =>
              change({ ...draft, players: draft.players.map((x, j) => (j === i ? next : x)) })
            }
            onRemove={
              draft.players.length > 2
                ? () => change({ ...draft, players: draft.players.filter((_, j) => j !== i) })
                : undefined
            }
          />
        ))}
        <div className="cc-new__foot">
          <button
            type="button"
            className="btn"
            disabled={draft.players.length >= most}
            onClick={() =>
              change({
                ...draft,
                players: [
                  ...draft.players,
                  newPlayer(
                    Math.max(...draft.players.map((p) => p.key)) + 1,
                    draft.players.map((p) => p.colour),
                  ),
                ],
              })
            }
          >
            Add a player
          </button>
          <span className="dialog__spacer" />
          {problem && problem.at === null && (
            <p className="error" role="alert">
              {problem.message}
            </p>
          )}
          {problem && problem.at !== null && (
            <p className="hint hint--bad" data-problem-summary>
              Not made yet: see the field marked above.
            </p>
          )}
          <button type="submit" className="btn btn--primary btn--big" disabled={busy}>
            {busy ? 'Creating…' : 'Create the campaign'}
          </button>
        </div>
      </form>
    </OrgFrame>
  );
}
