/**
 * A Political Escort round's result: two games, one in each role (XW-PE-24). Who defends first
 * (with the Senator's Shuttle); per game how it ended, the points each player destroyed, the
 * shuttle's upgrade points and the damage it took. Before sending, the form shows each game's
 * winner and the round's Victory Points and Margin of Victory, as the format reads them.
 */
import type { Json } from '@drift/formats';
import { type FormEvent, useState } from 'react';
import { figure } from '../../columns.ts';
import { ChoiceField, NumberField, PreviewAndSend, whole } from './parts.tsx';
import { previewResult } from './preview.ts';
import { type FormProps, get, list, num, str } from './types.ts';

/** Shields and hull of a shuttle that survives: 6 + 5. */
const MAX_DAMAGE = 11;

interface GameDraft {
  readonly ending: string;
  readonly byAttacker: string;
  readonly byDefender: string;
  readonly upgrades: string;
  readonly damage: string;
}

const EMPTY: GameDraft = { ending: '', byAttacker: '', byDefender: '', upgrades: '0', damage: '' };

const ENDINGS = [
  { value: 'escaped', text: 'Shuttle escaped' },
  { value: 'destroyed', text: 'Shuttle destroyed' },
  { value: 'time', text: 'Time: neither' },
];

function gameDraft(g: Json | undefined): GameDraft {
  const scores = list(get(g, 'scores'));
  return {
    ending: str(get(g, 'ending')),
    byAttacker: num(get(scores[0], 'destroyed')),
    byDefender: num(get(scores[1], 'destroyed')),
    upgrades: num(get(g, 'shuttleUpgradePoints')) || '0',
    damage: num(get(g, 'shuttleDamage')),
  };
}

/** The round as the format's JSON, and what is still missing. */
export function escortJson(
  defenderFirst: string,
  players: readonly [string, string],
  games: readonly [GameDraft, GameDraft],
): { json: Json; missing: string[] } {
  const missing: string[] = [];
  const [a, b] = players;
  const firstAttacker = defenderFirst === a ? b : a;
  if (defenderFirst === '') missing.push('Who defends first?');
  const json = {
    games: games.map((g, i) => {
      const attacker = i === 0 ? firstAttacker : defenderFirst;
      const defender = attacker === a ? b : a;
      const at = `Game ${i + 1}`;
      if (g.ending === '') missing.push(`${at}: how did it end?`);
      const byA = whole(g.byAttacker);
      const byD = whole(g.byDefender);
      const up = whole(g.upgrades);
      const dmg = whole(g.damage);
      if (byA === undefined || byD === undefined) missing.push(`${at}: points destroyed by each.`);
      if (up === undefined) missing.push(`${at}: the shuttle’s upgrade points.`);
      if (g.ending !== 'destroyed' && dmg === undefined)
        missing.push(`${at}: the shuttle’s damage.`);
      return {
        attacker,
        ending: g.ending,
        destroyed: { [attacker]: byA ?? 0, [defender]: byD ?? 0 },
        shuttle: {
          upgradePoints: up ?? 0,
          ...(g.ending === 'destroyed' ? {} : { damage: dmg ?? 0 }),
        },
      };
    }),
  };
  return { json, missing };
}

export function EscortForm(props: FormProps) {
  const [ea, eb] = props.entrants;
  const init = props.initial;
  const initialGames = list(get(init, 'games'));
  const [defender, setDefender] = useState(() => str(get(initialGames[0], 'defender')));
  const [games, setGames] = useState<readonly [GameDraft, GameDraft]>(() =>
    initialGames.length === 2
      ? [gameDraft(initialGames[0]), gameDraft(initialGames[1])]
      : [EMPTY, EMPTY],
  );
  const [tried, setTried] = useState(false);
  if (!ea || !eb) return null;
  const players: [string, string] = [ea.player, eb.player];
  const name = (p: string) => (p === ea.player ? ea.name : eb.name);
  const other = (p: string) => (p === ea.player ? eb.player : ea.player);
  const { json, missing } = escortJson(defender, players, games);
  const preview =
    missing.length === 0 ? previewResult('political-escort', props.entrants, json) : null;
  const set = (i: 0 | 1, change: Partial<GameDraft>) =>
    setGames((gs) => {
      const next: [GameDraft, GameDraft] = [gs[0], gs[1]];
      next[i] = { ...gs[i], ...change };
      return next;
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (preview?.ok && !props.busy) props.onSubmit(json);
  };

  const winners = preview?.ok ? list(get(preview.data as Json, 'games')) : [];
  return (
    <form className="result-form escort-form" onSubmit={submit} noValidate>
      <h2>{props.title}</h2>
      {props.error && (
        <p className="error" role="alert">
          {props.error}
        </p>
      )}
      <ChoiceField
        choice="defender"
        label="Who defends first, with the Senator’s Shuttle?"
        hint="Roles swap for the second game: the shuttle passes to the first game’s attacker."
        value={defender}
        onChange={setDefender}
        options={props.entrants.map((e) => ({ value: e.player, text: e.name }))}
      />
      {defender !== '' &&
        games.map((g, i) => {
          const attacker = i === 0 ? other(defender) : defender;
          const def = other(attacker);
          const idx = i as 0 | 1;
          const won = get(winners[i], 'winner');
          return (
            <fieldset key={attacker} className="escort-game" data-game={i + 1}>
              <legend>
                Game {i + 1}: <strong>{name(attacker)}</strong> attacks,{' '}
                <strong>{name(def)}</strong> defends
              </legend>
              <ChoiceField
                choice="ending"
                label="How did it end?"
                value={g.ending}
                onChange={(ending) => set(idx, { ending })}
                options={ENDINGS}
              />
              <div className="escort-game__fields">
                <NumberField
                  label={`Destroyed by ${name(attacker)}`}
                  name={`game ${i + 1}`}
                  value={g.byAttacker}
                  max={100}
                  onChange={(byAttacker) => set(idx, { byAttacker })}
                />
                <NumberField
                  label={`Destroyed by ${name(def)}`}
                  name={`game ${i + 1}`}
                  value={g.byDefender}
                  max={100}
                  onChange={(byDefender) => set(idx, { byDefender })}
                />
                <NumberField
                  label="Shuttle upgrade points"
                  name={`game ${i + 1}`}
                  value={g.upgrades}
                  max={100}
                  hint={`The upgrades ${name(def)} paid for on the shuttle.`}
                  onChange={(upgrades) => set(idx, { upgrades })}
                />
                {g.ending !== 'destroyed' && (
                  <NumberField
                    label="Shuttle damage"
                    name={`game ${i + 1}`}
                    value={g.damage}
                    max={MAX_DAMAGE}
                    hint="Shields and hull it lost (6 or more: half its upgrades score)."
                    onChange={(damage) => set(idx, { damage })}
                  />
                )}
              </div>
              {preview?.ok && (
                <p className="escort-game__won" data-winner={typeof won === 'string' ? won : ''}>
                  {typeof won === 'string'
                    ? `${name(won)} wins game ${i + 1}.`
                    : `Game ${i + 1} is a draw.`}
                </p>
              )}
            </fieldset>
          );
        })}
      <PreviewAndSend
        good={
          preview?.ok ? (
            <>
              <span className="result-preview__label">This round gives</span>
              <ul>
                {preview.scores.map((s) => (
                  <li key={s.player} data-player={s.player}>
                    <strong>{name(s.player)}</strong> {figure(s.measures.vp)} VP, MOV{' '}
                    {figure(s.measures.mov)}
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
