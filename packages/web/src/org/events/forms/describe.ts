/**
 * A table's result in words, for the player asked to confirm it and for the organizer: what was
 * entered (as the format read it), line by line. Unknown shapes say little rather than fail.
 */
import { type Json, objectiveCard } from '@drift/formats';
import { figure } from '../../columns.ts';
import { choiceText } from './objectives.ts';
import { get, list, str } from './types.ts';

type Names = (player: string) => string;

const ENDING: Readonly<Record<string, string>> = {
  escaped: 'the shuttle escaped',
  destroyed: 'the shuttle was destroyed',
  time: 'time was called',
};

function destroyedLine(data: Json, name: Names): string {
  return list(get(data, 'scores'))
    .map((s) => {
      const bonus = get(s, 'bonus');
      const extra = typeof bonus === 'number' && bonus !== 0 ? ` + ${figure(bonus)}` : '';
      return `${name(str(get(s, 'player')))} ${figure(get(s, 'destroyed') as number)}${extra}`;
    })
    .join(', ');
}

function winnerLine(data: Json, name: Names): string {
  const w = get(data, 'winner');
  return typeof w === 'string' ? `${name(w)} wins.` : 'A draw.';
}

export function describeResult(format: string, data: Json | undefined, name: Names): string[] {
  if (data === undefined) return [];
  switch (format) {
    case 'political-escort':
      return list(get(data, 'games')).map((g, i) => {
        const attacker = name(str(get(g, 'attacker')));
        const defender = name(str(get(g, 'defender')));
        const damage = get(g, 'shuttleDamage');
        const shuttle = `shuttle upgrades ${figure(get(g, 'shuttleUpgradePoints') as number)}${
          typeof damage === 'number' ? `, damage ${damage}` : ''
        }`;
        const w = get(g, 'winner');
        return `Game ${i + 1}: ${attacker} attacked, ${defender} defended; ${
          ENDING[str(get(g, 'ending'))] ?? str(get(g, 'ending'))
        }. Destroyed: ${destroyedLine(g, name)} (${shuttle}). ${
          typeof w === 'string' ? `${name(w)} won.` : 'A draw.'
        }`;
      });
    case 'ace-of-aces': {
      const w = get(data, 'winner');
      return [
        ...list(get(data, 'players')).map(
          (l) =>
            `${name(str(get(l, 'player')))}: ${figure(get(l, 'vp') as number)} VP, ${figure(get(l, 'sd') as number)} SD`,
        ),
        typeof w === 'string' ? `Winner: ${name(w)}.` : 'Nobody reached 20 VP.',
      ];
    }
    case 'objective-play': {
      const card = objectiveCard(str(get(data, 'objective')));
      const facts = card?.facts
        .filter((f) => get(get(data, 'facts'), f.key) !== undefined)
        .map((f) => {
          const v = get(get(data, 'facts'), f.key);
          const shown = (x: Json | undefined) =>
            x === true
              ? 'yes'
              : x === false
                ? 'no'
                : typeof x === 'string'
                  ? choiceText(x)
                  : String(x);
          return Array.isArray(v)
            ? `${f.label} ${list(get(data, 'scores'))
                .map((s, i) => `${name(str(get(s, 'player')))} ${shown(v[i])}`)
                .join(', ')}`
            : `${f.label} ${shown(v)}`;
        });
      return [
        `${card?.name ?? 'Objective'}, picked by ${name(str(get(data, 'first')))} (first player).`,
        ...(facts ?? []),
        `Destroyed (+ objective points): ${destroyedLine(data, name)}. ${winnerLine(data, name)}`,
      ];
    }
    default: {
      const out = list(get(data, 'eliminated')).map(str).filter(Boolean);
      const kills = list(get(data, 'exogorthKills'));
      return [
        `Destroyed: ${destroyedLine(data, name)}.`,
        ...(kills.some((k) => typeof k === 'number' && k > 0)
          ? [
              `Exogorths killed: ${list(get(data, 'scores'))
                .map((s, i) => `${name(str(get(s, 'player')))} ${String(kills[i] ?? 0)}`)
                .join(', ')}.`,
            ]
          : []),
        ...(out.length ? [`Lost every ship: ${out.map(name).join(' and ')}.`] : []),
        winnerLine(data, name),
      ];
    }
  }
}
