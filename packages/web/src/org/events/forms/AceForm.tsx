/**
 * An Ace of Aces pod's result: each ace's Victory Points and Ships Destroyed, and the winner —
 * needed once anyone reached 20 VP (the most VP, then Ships Destroyed). The pod form is the
 * shared one; the format's own check runs before sending.
 */
import { ACE_TARGET_VP, ASSIST_VP, type Json, KILL_VP } from '@drift/formats';
import type { ResultDraft, ResultEntry, ResultField } from '../../results/check.ts';
import { PodResultForm } from '../../results/ResultForm.tsx';
import { previewResult } from './preview.ts';
import { type FormProps, get, list, num } from './types.ts';

const FIELDS: readonly ResultField[] = [
  {
    key: 'vp',
    label: 'Victory Points',
    max: 99,
    hint: `${KILL_VP} a kill, ${ASSIST_VP} an assist.`,
  },
  {
    key: 'sd',
    label: 'Ships Destroyed',
    max: 999,
    hint: 'The points cost of the ships this ace killed.',
  },
];

export function aceJson(entry: ResultEntry, players: readonly string[]): Json {
  const winner = entry.choices.winner;
  return {
    players: players.map((p) => ({
      player: p,
      vp: entry.scores[p]?.vp ?? 0,
      sd: entry.scores[p]?.sd ?? 0,
    })),
    winner: winner && winner !== 'none' ? winner : null,
  };
}

function draftOf(initial: Json | undefined, players: readonly string[]): ResultDraft | undefined {
  if (initial === undefined) return undefined;
  const lines = list(get(initial, 'players'));
  const line = (p: string) => lines.find((l) => get(l, 'player') === p);
  const winner = get(initial, 'winner');
  return {
    scores: Object.fromEntries(
      players.map((p) => [p, { vp: num(get(line(p), 'vp')), sd: num(get(line(p), 'sd')) }]),
    ),
    choices: { winner: typeof winner === 'string' ? winner : 'none' },
  };
}

export function AceForm(props: FormProps) {
  const players = props.entrants.map((e) => e.player);
  const initial = draftOf(props.initial, players);
  return (
    <PodResultForm
      title={props.title}
      entrants={props.entrants}
      fields={FIELDS}
      choices={[
        {
          key: 'winner',
          label: `Who won? Anyone at ${ACE_TARGET_VP} VP or more means the game has a winner: the most VP, then the most Ships Destroyed.`,
          options: [
            { value: 'none', text: `Nobody reached ${ACE_TARGET_VP}` },
            ...props.entrants.map((e) => ({ value: e.player, text: e.name })),
          ],
        },
      ]}
      validate={(entry) => {
        const p = previewResult('ace-of-aces', props.entrants, aceJson(entry, players));
        return p.ok ? [] : [{ field: '', message: p.message }];
      }}
      onSubmit={(entry) => props.onSubmit(aceJson(entry, players))}
      error={props.error ?? null}
      busy={props.busy ?? false}
      {...(props.submitLabel ? { submitLabel: props.submitLabel } : {})}
      {...(initial ? { initial } : {})}
    />
  );
}
