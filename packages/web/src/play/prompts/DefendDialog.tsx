/** Under attack: raise shields and perhaps an evasive ability before the dice (XB-CMBT-03). */
import { captainName } from '@drift/xia';
import { useState } from 'react';
import { count } from '../../look/format.ts';
import { holdModel } from '../../mat/holdModel.ts';
import { Dialog } from '../Dialog.tsx';
import { OddsSlot } from '../OddsSlot.tsx';
import { SpaceTicks } from './SpaceTicks.tsx';
import type { PromptProps } from './types.ts';
import { setKey, spaceOptions, useSpaceChoice } from './useChoice.ts';

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
  const attackDice =
    prompt.npcDie !== null
      ? [{ die: prompt.npcDie, minus: 0 }]
      : prompt.weapons.map((w) => {
          const o = attackerHold?.outfits.find((x) => x.uid === w.outfit);
          return { die: o?.def.die ?? 0, minus: o?.damage ?? 0 };
        });
  const weaponNames =
    prompt.npcDie !== null
      ? `its d${prompt.npcDie}`
      : prompt.weapons
          .map((w) => attackerHold?.outfits.find((x) => x.uid === w.outfit)?.def.name ?? 'a weapon')
          .join(' and ');
  const shieldDice = options
    .filter((o) => choice.ticked.has(o.key))
    .map((o) => ({ die: o.die, minus: o.minus }));
  const hold = holdModel(me, content);
  const armed = me.markers.filter((m) => m.at === 'armed').length;

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
        />
      ) : (
        <p className="hint">No shield can be raised now.</p>
      )}
      {abilities.map((id) => {
        const def = content.ability(id);
        return (
          <label key={id} className={`tick${ability === id ? ' is-on' : ''}`}>
            <input
              type="checkbox"
              checked={ability === id}
              onChange={() => setAbility(ability === id ? null : id)}
            />
            <span className="tick__name">
              {def.name} ({def.energy} Energy)
            </span>
            <span className="tick__die">{def.text}</span>
          </label>
        );
      })}
      {!chosen && (
        <p className="hint hint--bad">
          That defence is not possible: too few armed markers or Energy.
        </p>
      )}
      <OddsSlot
        question={{
          attack: attackDice,
          attackBonus: 'seat' in a && a.seat === view.turn.seat ? view.turn.boosts.attackBonus : 0,
          shields: shieldDice,
          holdLeft: hold.cells.length - me.hold.damage.length,
        }}
      />
    </Dialog>
  );
}
