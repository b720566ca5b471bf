/**
 * Under attack: raise shields and perhaps an evasion card before the dice (XB-CMBT-03), with the
 * exact odds of the defence ticked (odds/DefendOdds) and, under each option, what ticking or
 * unticking it would change.
 */
import { captainName } from '@drift/xia';
import { useMemo, useState } from 'react';
import { count } from '../../look/format.ts';
import { holdModel } from '../../mat/holdModel.ts';
import { DefendOdds } from '../../odds/DefendOdds.tsx';
import { defendBasis, defendOdds } from '../../odds/defend.ts';
import { oneDecimal, percent } from '../../odds/format.ts';
import { evasionOf, type NamedDie } from '../../odds/fromView.ts';
import { Dialog } from '../Dialog.tsx';
import { SpaceTicks } from './SpaceTicks.tsx';
import type { PromptProps } from './types.ts';
import { type SpaceOption, setKey, spaceOptions, useSpaceChoice } from './useChoice.ts';

const dieOf = (o: SpaceOption): NamedDie => ({ name: o.name, size: o.die, penalty: o.minus });

function toggled(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

export function DefendDialog({
  prompt,
  answers,
  view,
  me,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'Defend'>) {
  const forms = answers.flatMap((c) => (c.type === 'Defend' ? [c] : []));
  const sets = forms.map((f) => f.use);
  const options = spaceOptions(sets, me, content);
  const choice = useSpaceChoice(sets);
  const abilities = [...new Set(forms.flatMap((f) => (f.ability ? [f.ability] : [])))];
  const [ability, setAbility] = useState<string | null>(null);
  const chosen = forms.find((f) => setKey(f.use) === choice.key && f.ability === ability);

  const a = prompt.attacker;
  const attackerName = 'seat' in a ? captainName(a.seat) : `The ${content.npc(a.npc).name}`;
  const attacker = 'seat' in a ? view.captains[a.seat] : undefined;
  const attackerHold = attacker ? holdModel(attacker, content) : null;
  const weaponNames =
    prompt.npcDie !== null
      ? `its d${prompt.npcDie}`
      : prompt.weapons
          .map((w) => attackerHold?.outfits.find((x) => x.uid === w.outfit)?.def.name ?? 'a weapon')
          .join(' and ');
  const armed = me.markers.filter((m) => m.at === 'armed').length;

  const basis = useMemo(() => defendBasis(view, content, prompt), [view, content, prompt]);
  const legal = (keys: ReadonlySet<string>, ab: string | null) =>
    forms.some((f) => setKey(f.use) === [...keys].sort().join(',') && f.ability === ab);
  const oddsOf = (keys: ReadonlySet<string>, ab: string | null) =>
    basis.ok
      ? defendOdds(
          basis.value,
          options.filter((o) => keys.has(o.key)).map(dieOf),
          ab ? evasionOf(content, ab) : null,
        )
      : null;
  /** What changing one part of the defence would do, in a line. */
  const change = (keys: ReadonlySet<string>, ab: string | null, on: boolean, blocked: string) => {
    if (!legal(keys, ab)) return on ? null : blocked;
    const o = oddsOf(keys, ab);
    return o
      ? `${on ? 'Without' : 'With'} it: ${percent(o.hit)} chance of damage, ${oneDecimal(o.expected)} expected`
      : null;
  };
  const notes = new Map(
    options.map((o) => [
      o.key,
      change(
        toggled(choice.ticked, o.key),
        ability,
        choice.ticked.has(o.key),
        'No armed marker left for it',
      ),
    ]),
  );
  const current = chosen ? oddsOf(choice.ticked, ability) : null;
  const evasion = ability ? evasionOf(content, ability) : null;

  return (
    <Dialog
      kind="defend"
      title={prompt.ram ? `${attackerName} rams you!` : `${attackerName} attacks you!`}
      lead={
        <p>
          {prompt.ram
            ? `The ram rolls ${weaponNames}; the rammer takes the same damage, unblocked.`
            : `The attack rolls ${weaponNames}.`}{' '}
          Raise shields (an armed marker each; you have {count(armed, 'armed marker')}): their roll
          is taken off the damage.
        </p>
      }
      onPeek={onPeek}
      actions={
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy || !chosen}
          onClick={() =>
            chosen && send({ type: 'Defend', use: chosen.use, ability: chosen.ability })
          }
        >
          {choice.ticked.size === 0 && ability === null
            ? 'Take it without shields'
            : `Defend with ${count(choice.ticked.size, 'shield')}${ability ? ' and evasion' : ''}`}
        </button>
      }
    >
      {options.length > 0 ? (
        <SpaceTicks
          options={options}
          ticked={choice.ticked}
          onToggle={choice.toggle}
          legend="Shields to raise"
          notes={notes}
        />
      ) : (
        <p className="hint">No shield can be raised now.</p>
      )}
      {abilities.map((id) => {
        const def = content.ability(id);
        const on = ability === id;
        return (
          <label key={id} className={`tick${on ? ' is-on' : ''}`}>
            <input type="checkbox" checked={on} onChange={() => setAbility(on ? null : id)} />
            <span className="tick__name">{def.name}</span>
            <span className="tick__die">{def.energy} Energy</span>
            <span className="tick__note">{def.text}</span>
            <span className="tick__note">
              {change(choice.ticked, on ? null : id, on, 'Not with the shields ticked')}
            </span>
          </label>
        );
      })}
      {!chosen && (
        <p className="hint hint--bad">
          That defence is not possible: too few armed markers or Energy.
        </p>
      )}
      {basis.ok && current ? (
        <DefendOdds
          basis={basis.value}
          odds={current}
          shields={options.filter((o) => choice.ticked.has(o.key)).map(dieOf)}
          evasion={evasion}
        />
      ) : (
        !basis.ok && <p className="hint hint--bad">{basis.error.message}</p>
      )}
    </Dialog>
  );
}
