/**
 * "Play solo": one captain against the automated NPCs (XS-*). The difficulty (with the credits
 * it starts with), the Fame target, the Sellsword; every element of the expansion is in play.
 */
import { DIFFICULTIES, type Difficulty } from '@drift/xia';
import { type FormEvent, useId, useState } from 'react';
import { go } from '../app/router.ts';
import { credits } from '../look/format.ts';
import type { RulesetInfo } from '../net/protocol.ts';
import { FameTargetField, useFameTarget } from './FameTargetField.tsx';
import { createSolo, DIFFICULTY_ABOUT } from './solo.ts';

/** The credits each difficulty starts with: the server's, else the rulebook's. */
function creditsOf(info: RulesetInfo, d: Difficulty): number {
  return (
    info.solo?.difficulties.find((x) => x.id === d)?.credits ??
    { easy: 6000, normal: 4000, hard: 2000 }[d]
  );
}

export function DifficultyPick({
  info,
  value,
  onChange,
  recommend,
}: {
  info: RulesetInfo;
  value: Difficulty;
  onChange: (d: Difficulty) => void;
  recommend?: Difficulty;
}) {
  const name = useId();
  return (
    <div className="difficulty" role="radiogroup" aria-label="Difficulty">
      {DIFFICULTIES.map((d) => (
        <label
          key={d}
          className={`difficulty__card${d === value ? ' is-on' : ''}`}
          data-difficulty={d}
        >
          <input
            type="radio"
            className="sr-only"
            name={name}
            value={d}
            checked={d === value}
            onChange={() => onChange(d)}
          />
          <span className="difficulty__title">
            {DIFFICULTY_ABOUT[d].title}
            {recommend === d && <span className="difficulty__tag">recommended</span>}
          </span>
          <span className="difficulty__credits">{credits(creditsOf(info, d))}</span>
          <span className="difficulty__about">{DIFFICULTY_ABOUT[d].about}</span>
        </label>
      ))}
    </div>
  );
}

export function SellswordCheck({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="check">
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <strong>Sellsword</strong>: an automated ally that flies right after your turn. Ships it
        destroys count as yours; any bounty goes on it.
      </span>
    </label>
  );
}

export function SoloForm({ info }: { info: RulesetInfo }) {
  const uid = useId();
  const [difficulty, setDifficulty] = useState<Difficulty>('easy');
  const [sellsword, setSellsword] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const target = useFameTarget(info, info.fameTarget.default);
  const { fame, ok: fameOk } = target;
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!fameOk || busy) return;
    setBusy(true);
    setError(null);
    const made = await createSolo({ difficulty, sellsword, fameTarget: fame, name });
    setBusy(false);
    if (!made.ok) {
      setError(made.error.message);
      return;
    }
    go({ page: 'match', id: made.id });
  };

  return (
    <form className="panel create solo" onSubmit={submit} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>Play solo</h2>
      <p className="hint solo__lead">
        You against the Merchant, the Enforcer and the Scoundrel, who fly by their Behavior cards
        and chase Fame together at the end of every round. Every element of the expansion is in
        play.
      </p>

      <fieldset className="field">
        <legend>Difficulty</legend>
        <DifficultyPick info={info} value={difficulty} onChange={setDifficulty} />
      </fieldset>

      <FameTargetField
        info={info}
        target={target}
        hint={`Reach ${fame} Fame before the NPCs' shared marker does.`}
      />

      <fieldset className="field">
        <legend>Options</legend>
        <SellswordCheck on={sellsword} onChange={setSellsword} />
        <label className="solo__name">
          <span>
            Your name <span className="solo__optional">(optional)</span>
          </span>
          <input
            maxLength={32}
            value={name}
            placeholder="Captain"
            onChange={(e) => setName(e.target.value)}
          />
        </label>
      </fieldset>

      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--big" disabled={!fameOk || busy}>
        {busy ? 'Starting…' : 'Start solo game'}
      </button>
    </form>
  );
}
