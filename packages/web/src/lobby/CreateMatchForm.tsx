/**
 * The form that sets up a match: 3 to 5 seats, or 2 under the two-player rules (element D),
 * each a person at this screen, a person invited by link, or a bot described in plain words; the
 * Fame target (the pack's presets or any number in range); the first-game option and NPCs.
 */

import { captainName } from '@drift/xia';
import { type FormEvent, useId, useState } from 'react';
import { go } from '../app/router.ts';
import { Segmented } from '../app/Segmented.tsx';
import { seatColour } from '../look/palette.ts';
import type { RulesetInfo } from '../net/protocol.ts';
import { botProfiles } from './botProfiles.ts';
import { createAndClaim, type SeatChoice } from './createMatch.ts';
import { ElementsField } from './ElementsField.tsx';
import { FameTargetField, useFameTarget } from './FameTargetField.tsx';

/** A new seat's bot: the level most players want first. */
const DEFAULT_BOT = 'level:normal';

/** Two captains play the expansion's two-player rules (XE-2P-01), sent as element D. */
const TWO_PLAYER = { value: 2, text: '2 (two-player rules)' } as const;

/**
 * The captain counts offered: the two-player rules, then the server's range from 3 (a server
 * that plays element D says its range starts at 2; two is offered as the two-player rules).
 */
function seatCounts(info: RulesetInfo): { value: number; text: string }[] {
  const from = Math.max(3, info.seats.min);
  const range = Array.from({ length: info.seats.max - from + 1 }, (_, k) => ({
    value: from + k,
    text: String(from + k),
  }));
  return [TWO_PLAYER, ...range];
}

function initialSeats(bot: string): SeatChoice[] {
  return [
    { kind: 'here', name: '' },
    { kind: 'bot', bot },
    { kind: 'bot', bot },
  ];
}

function choiceValue(c: SeatChoice): string {
  return c.kind === 'bot' ? `bot:${c.bot}` : c.kind;
}

export function CreateMatchForm({ info }: { info: RulesetInfo }) {
  const uid = useId();
  const bots = botProfiles(info);
  const firstBot = bots.find((b) => b.label === DEFAULT_BOT)?.label ?? bots[0]?.label ?? 'random';
  const [seats, setSeats] = useState<SeatChoice[]>(() => initialSeats(firstBot));
  const [firstGame, setFirstGame] = useState(true);
  const [npcs, setNpcs] = useState(true);
  const [elements, setElements] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const target = useFameTarget(info, info.fameTarget.firstGameDefault);
  const { fame, ok: fameOk, pick: pickFame } = target;
  const [error, setError] = useState<string | null>(null);

  const people = seats.filter((s) => s.kind !== 'bot').length;
  const here = seats.filter((s) => s.kind === 'here').length;

  const setCount = (n: number) =>
    setSeats((old) =>
      n <= old.length
        ? old.slice(0, n)
        : [
            ...old,
            ...Array.from(
              { length: n - old.length },
              () => ({ kind: 'bot', bot: firstBot }) as const,
            ),
          ],
    );
  const setSeat = (i: number, value: string) =>
    setSeats((old) =>
      old.map((s, j) => {
        if (j !== i) return s;
        if (value === 'here') return { kind: 'here', name: s.kind === 'here' ? s.name : '' };
        if (value === 'invite') return { kind: 'invite' };
        return { kind: 'bot', bot: value.replace(/^bot:/, '') };
      }),
    );
  const setName = (i: number, name: string) =>
    setSeats((old) => old.map((s, j) => (j === i && s.kind === 'here' ? { ...s, name } : s)));
  const toggleFirst = (on: boolean) => {
    setFirstGame(on);
    pickFame(on ? info.fameTarget.firstGameDefault : info.fameTarget.default);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!fameOk || busy) return;
    setBusy(true);
    setError(null);
    const made = await createAndClaim({ seats, fameTarget: fame, firstGame, npcs, elements });
    setBusy(false);
    if (!made.ok) {
      setError(made.error.message);
      return;
    }
    go({ page: 'match', id: made.id });
  };

  const summary =
    here > 1
      ? `${here} people share this screen (hot-seat): the game asks you to pass it on when another captain must act.`
      : here === 1
        ? people > 1
          ? 'You play here; send the others their join links once the match is made.'
          : 'You play here against bots.'
        : people > 0
          ? 'Everyone joins by link; this screen only watches.'
          : 'Bots only: watch them play.';

  return (
    <form className="panel create" onSubmit={submit} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>New match</h2>

      <fieldset className="field">
        <legend>Captains</legend>
        <Segmented
          label="Number of captains"
          options={seatCounts(info)}
          value={seats.length}
          onChange={setCount}
        />
        {seats.length === 2 && (
          <p className="hint" data-hint="two-player">
            Two-player rules:{' '}
            {!firstGame && npcs
              ? 'NPC ships count as captains for Thief and Assassin missions'
              : 'with no NPC ships, your rival is the target of every Thief and Assassin mission'}
            ; the Sparrowhawk flies with Lone Drifter, 2 more movement on a good roll.
          </p>
        )}
        <ol className="seat-rows">
          {seats.map((s, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its index.
              key={i}
              className="seat-row"
              style={{ '--seat': seatColour(i) } as React.CSSProperties}
            >
              <label className="seat-row__who" htmlFor={`${uid}-seat-${i}`}>
                <span className="seat-badge">{i + 1}</span>
                {captainName(i)}
              </label>
              <select
                id={`${uid}-seat-${i}`}
                value={choiceValue(s)}
                onChange={(e) => setSeat(i, e.target.value)}
              >
                <optgroup label="People">
                  <option value="here">A person at this screen</option>
                  <option value="invite">A person invited by link</option>
                </optgroup>
                {(
                  [
                    ['Bots by level', bots.filter((b) => b.label.startsWith('level:'))],
                    ['Bots by style', bots.filter((b) => !b.label.startsWith('level:'))],
                  ] as const
                ).map(
                  ([group, list]) =>
                    list.length > 0 && (
                      <optgroup key={group} label={group}>
                        {list.map((b) => (
                          <option key={b.label} value={`bot:${b.label}`}>
                            {b.name}
                          </option>
                        ))}
                      </optgroup>
                    ),
                )}
              </select>
              {s.kind === 'here' && (
                <input
                  className="seat-row__name"
                  aria-label={`${captainName(i)}'s name (optional)`}
                  placeholder="Name (optional)"
                  maxLength={32}
                  value={s.name}
                  onChange={(e) => setName(i, e.target.value)}
                />
              )}
              <p className="seat-row__about">
                {s.kind === 'here'
                  ? 'Plays on this screen.'
                  : s.kind === 'invite'
                    ? 'Gets a join link to open on their own device.'
                    : (bots.find((b) => b.label === s.bot)?.about ?? '')}
              </p>
            </li>
          ))}
        </ol>
      </fieldset>

      <FameTargetField
        info={info}
        target={target}
        hint={`The first captain to reach ${fame} Fame wins. Short games: 5; a long evening: 15 or more.`}
      />

      <fieldset className="field">
        <legend>Options</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={firstGame}
            onChange={(e) => toggleFirst(e.target.checked)}
          />
          <span>
            <strong>First game</strong>: a fixed, friendly map and no NPC ships. Best for learning.
          </span>
        </label>
        <label className={`check${firstGame ? ' check--off' : ''}`}>
          <input
            type="checkbox"
            checked={!firstGame && npcs}
            disabled={firstGame}
            onChange={(e) => setNpcs(e.target.checked)}
          />
          <span>
            <strong>NPC ships</strong>: an Enforcer, a Scoundrel and a Merchant fly on their own.
          </span>
        </label>
      </fieldset>

      <ElementsField info={info} chosen={elements} onChange={setElements} />

      <p className="create__summary">{summary}</p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--big" disabled={!fameOk || busy}>
        {busy ? 'Creating…' : 'Create match'}
      </button>
    </form>
  );
}
