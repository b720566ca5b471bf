/**
 * The lobby's "Campaign" tab: this browser's campaigns (open one), a new campaign (its name,
 * difficulty and the Sellsword; Hard is the rulebook's advice, XC-CAMP-01), and a campaign file
 * imported.
 */
import type { Difficulty } from '@drift/xia';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { go } from '../app/router.ts';
import { DifficultyPick, SellswordCheck } from '../lobby/SoloForm.tsx';
import { DIFFICULTY_ABOUT } from '../lobby/solo.ts';
import { api } from '../net/http.ts';
import { asPlayer } from '../net/player.ts';
import type { CampaignSummary, RulesetInfo } from '../net/protocol.ts';
import { readJsonFile } from './files.ts';
import { signed } from './words.ts';

function status(c: CampaignSummary): string {
  if (c.won) return 'Won';
  if (c.pendingMatch) return 'Game in progress';
  if (c.upgradeDue) return 'Upgrade to choose';
  return c.games === 0 ? 'Ready for its first game' : 'Ready for the next game';
}

function CampaignRow({ c }: { c: CampaignSummary }) {
  return (
    <li className="match-row campaign-row" data-campaign={c.id}>
      <div className="match-row__main">
        <div className="match-row__title">
          <span className="match-row__id">{c.name}</span>
          <span className="match-row__meta">
            {DIFFICULTY_ABOUT[c.difficulty].title} · {c.games} {c.games === 1 ? 'game' : 'games'} ·{' '}
            {c.completed}/10 goals · score {signed(c.score)}
          </span>
        </div>
        <p className={`campaign-row__status${c.won ? ' is-won' : ''}`}>{status(c)}</p>
      </div>
      <div className="match-row__acts">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => go({ page: 'campaign', id: c.id })}
        >
          Open
        </button>
      </div>
    </li>
  );
}

export function CampaignsPanel({ info }: { info: RulesetInfo }) {
  const uid = useId();
  const [list, setList] = useState<CampaignSummary[] | null>(null);
  const [name, setName] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty>('hard');
  const [sellsword, setSellsword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    void asPlayer((t) => api.campaigns(t)).then((r) => {
      if (!alive) return;
      if (r.ok) setList(r.value.campaigns);
      else setError(r.error.message);
    });
    return () => {
      alive = false;
    };
  }, []);

  const nameOk = name.trim().length > 0 && name.trim().length <= 60;
  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!nameOk || busy) return;
    setBusy(true);
    setError(null);
    const r = await asPlayer((t) =>
      api.createCampaign(t, { name: name.trim(), difficulty, sellsword }),
    );
    setBusy(false);
    if (r.ok) go({ page: 'campaign', id: r.value.id });
    else setError(r.error.message);
  };
  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    const json = await readJsonFile(file);
    if (!json.ok) {
      setError(json.message);
      return;
    }
    setBusy(true);
    const r = await asPlayer((t) => api.importCampaign(t, json.value));
    setBusy(false);
    if (r.ok) go({ page: 'campaign', id: r.value.id });
    else setError(`${file.name}: ${r.error.message}`);
  };

  return (
    <section className="panel create campaigns" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>Campaign</h2>
      <p className="hint solo__lead">
        A series of solo games, one Goal card each, with an upgrade after every game that lasts the
        whole campaign. Complete all ten goals to win it. Saved on this server for this browser.
      </p>

      <h3 className="campaigns__sub">Your campaigns</h3>
      {list === null ? (
        <p className="hint">{error ? '' : 'Loading…'}</p>
      ) : list.length === 0 ? (
        <p className="hint">No campaign yet: start one below, or import a campaign file.</p>
      ) : (
        <ul className="match-list">
          {list.map((c) => (
            <CampaignRow key={c.id} c={c} />
          ))}
        </ul>
      )}

      <form className="campaigns__new" onSubmit={create} aria-labelledby={`${uid}-new`}>
        <h3 id={`${uid}-new`} className="campaigns__sub">
          New campaign
        </h3>
        <label className="solo__name">
          Name
          <input
            required
            maxLength={60}
            value={name}
            placeholder="e.g. The long way round"
            aria-invalid={name !== '' && !nameOk}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <fieldset className="field">
          <legend>Difficulty</legend>
          <DifficultyPick
            info={info}
            value={difficulty}
            onChange={setDifficulty}
            recommend="hard"
          />
        </fieldset>
        <SellswordCheck on={sellsword} onChange={setSellsword} />
        <div className="campaigns__acts">
          <button type="submit" className="btn btn--primary btn--big" disabled={!nameOk || busy}>
            {busy ? 'Working…' : 'Start campaign'}
          </button>
          <label className="btn campaigns__import">
            Import a campaign file…
            <input
              type="file"
              accept="application/json,.json"
              className="sr-only"
              onChange={importFile}
            />
          </label>
        </div>
      </form>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
