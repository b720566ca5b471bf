/**
 * The standard game's result, and Whack-a-'Gorth's (with the Exogorths each player killed):
 * points destroyed each and whether a squad was wiped out, on the shared table form; the
 * format's own check runs before sending.
 */
import { gorthKit, type Json } from '@drift/formats';
import type { Entrant } from '../../columns.ts';
import type { ResultChoice, ResultDraft, ResultEntry, ResultField } from '../../results/check.ts';
import { TableResultForm } from '../../results/ResultForm.tsx';
import { previewResult } from './preview.ts';
import { type FormProps, get, list, num } from './types.ts';

const DESTROYED: ResultField = {
  key: 'destroyed',
  label: 'Points destroyed',
  max: 100,
  hint: 'Points of the opponent’s ships this player destroyed.',
};

const KILLS: ResultField = {
  key: 'exogorthKills',
  label: 'Exogorths killed',
  max: gorthKit.tokens.length,
  hint: 'Each adds 10 points destroyed.',
};

function eliminatedChoice([a, b]: readonly [Entrant, Entrant]): ResultChoice {
  return {
    key: 'eliminated',
    label: 'Did a squad lose every ship?',
    options: [
      { value: 'none', text: 'No' },
      { value: a.player, text: `${a.name} did` },
      { value: b.player, text: `${b.name} did` },
      { value: 'both', text: 'Both did' },
    ],
  };
}

/** The entry as the format's result JSON. */
export function standardJson(entry: ResultEntry, players: readonly string[], kills: boolean): Json {
  const per = (key: string) =>
    Object.fromEntries(players.map((p) => [p, entry.scores[p]?.[key] ?? 0]));
  const out = entry.choices.eliminated ?? 'none';
  const eliminated = out === 'none' ? [] : out === 'both' ? [...players] : [out];
  return {
    destroyed: per('destroyed'),
    ...(eliminated.length ? { eliminated } : {}),
    ...(kills ? { exogorthKills: per('exogorthKills') } : {}),
  };
}

/** A draft from a result as the format read it (a correction starts from it). */
function draftOf(initial: Json | undefined, players: readonly string[], kills: boolean) {
  if (initial === undefined) return undefined;
  const scores = list(get(initial, 'scores'));
  const killed = list(get(initial, 'exogorthKills'));
  const out = list(get(initial, 'eliminated'));
  const draft: ResultDraft = {
    scores: Object.fromEntries(
      players.map((p, i) => [
        p,
        {
          destroyed: num(
            get(
              scores.find((s) => get(s, 'player') === p),
              'destroyed',
            ),
          ),
          ...(kills ? { exogorthKills: num(killed[i]) } : {}),
        },
      ]),
    ),
    choices: {
      eliminated:
        out.length === 0
          ? 'none'
          : out.length === 2
            ? 'both'
            : typeof out[0] === 'string'
              ? out[0]
              : '',
    },
  };
  return draft;
}

export function StandardForm({
  format,
  ...props
}: FormProps & { format: 'standard' | 'whack-a-gorth' }) {
  const [a, b] = props.entrants;
  if (!a || !b) return null;
  const pair: readonly [Entrant, Entrant] = [a, b];
  const players = [a.player, b.player];
  const kills = format === 'whack-a-gorth';
  const initial = draftOf(props.initial, players, kills);
  return (
    <TableResultForm
      title={props.title}
      entrants={pair}
      fields={kills ? [DESTROYED, KILLS] : [DESTROYED]}
      choices={[eliminatedChoice(pair)]}
      validate={(entry) => {
        const p = previewResult(format, props.entrants, standardJson(entry, players, kills));
        return p.ok ? [] : [{ field: '', message: p.message }];
      }}
      onSubmit={(entry) => props.onSubmit(standardJson(entry, players, kills))}
      error={props.error ?? null}
      busy={props.busy ?? false}
      {...(props.submitLabel ? { submitLabel: props.submitLabel } : {})}
      {...(initial ? { initial } : {})}
    />
  );
}
