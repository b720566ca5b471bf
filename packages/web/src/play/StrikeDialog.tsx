/**
 * Attacking a ship the board marked as a target: tick the weapons to fire (each spends an
 * armed marker), see the exact odds of what is ticked (odds/AttackOdds), fire; or ram it
 * with an engine. Element E: a strike that may declare a Coerce card (XE-MTYP-05) is offered
 * with a toggle "Declare <card> (Coerce)".
 */
import type { CaptainView, Content, XiaCommand, XiaView } from '@drift/xia';
import { captainName } from '@drift/xia';
import { useState } from 'react';
import { count } from '../look/format.ts';
import { holdModel } from '../mat/holdModel.ts';
import { coerceBands } from '../mat/missionText.ts';
import { AttackOddsPanel } from '../odds/AttackOdds.tsx';
import { Dialog } from './Dialog.tsx';
import { SpaceTicks } from './prompts/SpaceTicks.tsx';
import { setKey, spaceOptions, useSpaceChoice } from './prompts/useChoice.ts';

type Strike = Extract<XiaCommand, { type: 'Attack' | 'Ram' }>;
export type Target = { readonly seat: number } | { readonly npc: string };

export const targetKey = (t: Target): string => ('seat' in t ? `seat:${t.seat}` : `npc:${t.npc}`);

function targetInfo(target: Target, view: XiaView, content: Content) {
  if ('seat' in target) {
    const c = view.captains[target.seat];
    if (!c) return { name: captainName(target.seat), line: '' };
    const hold = holdModel(c, content);
    const armed = c.markers.filter((m) => m.at === 'armed').length;
    const ship = c.ship ? content.ship(c.ship).name : 'ship';
    return {
      name: `${captainName(target.seat)}'s ${ship}`,
      line: `${count(armed, 'armed marker')} for shields · ${hold.cells.length - c.hold.damage.length} hold spaces before it is destroyed · Bounty ${c.bounty.toLocaleString('en-US')}`,
    };
  }
  const def = content.npc(target.npc);
  const npc = view.npcs.find((n) => n.id === target.npc);
  const left = def.toKill - (npc?.damage ?? 0);
  return {
    name: `The ${def.name}`,
    line: `Defends with a d${def.defence} · ${left} more damage destroys it (${def.onKill.fame} Fame)`,
  };
}

export function StrikeDialog({
  target,
  commands,
  view,
  me,
  content,
  busy,
  send,
  onClose,
}: {
  target: Target;
  commands: readonly Strike[];
  view: XiaView;
  me: CaptainView;
  content: Content;
  busy: boolean;
  send: (c: XiaCommand) => void;
  onClose: () => void;
}) {
  const key = targetKey(target);
  const forTarget = commands.filter((c) => targetKey(c.target) === key);
  // Element E: the Coerce cards a strike on this target may declare, in the legal list's order.
  const coerce = [...new Set(forTarget.flatMap((c) => (c.mission ? [c.mission] : [])))];
  const [declared, setDeclared] = useState<string | null>(null);
  const declaring = declared !== null && coerce.includes(declared) ? declared : null;
  const mine = forTarget.filter((c) => (c.mission ?? null) === declaring);
  const attacks = mine.flatMap((c) => (c.type === 'Attack' ? [c] : []));
  const rams = mine.flatMap((c) => (c.type === 'Ram' ? [c] : []));
  const sets = attacks.map((a) => a.use);
  const options = spaceOptions(sets, me, content);
  // Every weapon that can fire together is ticked at first, so the odds show at once.
  const choice = useSpaceChoice(
    sets,
    sets.reduce<(typeof sets)[number]>((most, s) => (s.length > most.length ? s : most), []),
  );
  const chosen = attacks.find((a) => setKey(a.use) === choice.key);
  const info = targetInfo(target, view, content);
  const hold = holdModel(me, content);
  const armed = me.markers.filter((m) => m.at === 'armed').length;
  // The odds of what would be sent: the ticked weapons, or the ram when no weapon reaches.
  const odds: Strike | undefined = chosen ?? (attacks.length === 0 ? rams[0] : undefined);
  return (
    <Dialog
      kind="attack"
      title={`Attack ${info.name}`}
      lead={<p>{info.line}</p>}
      onClose={onClose}
      actions={
        <>
          {rams.map((r) => {
            const engine = hold.outfits.find((o) => o.uid === r.use.outfit);
            return (
              <button
                key={`${r.use.outfit}/${r.use.space}`}
                type="button"
                className="btn"
                disabled={busy}
                onClick={() => send(r)}
              >
                Ram with the {engine?.def.name ?? 'engine'}
              </button>
            );
          })}
          {attacks.length > 0 && (
            <button
              type="button"
              className="btn btn--danger"
              disabled={busy || !chosen}
              onClick={() => chosen && send(chosen)}
            >
              Fire {count(choice.ticked.size, 'weapon')}
            </button>
          )}
        </>
      }
    >
      {attacks.length > 0 ? (
        <>
          <SpaceTicks
            options={options}
            ticked={choice.ticked}
            onToggle={choice.toggle}
            legend="Weapons to fire"
          />
          <p className={`hint${choice.ticked.size > 0 && !chosen ? ' hint--bad' : ''}`}>
            Each weapon spends an armed marker (you have {armed}); their rolls add up.
            {choice.ticked.size > 0 && !chosen ? ' That set cannot fire now.' : ''}
          </p>
        </>
      ) : (
        <p className="hint">
          No weapon reaches it from here; a ram hits as hard as the engine rolls, and hurts you as
          much.
        </p>
      )}
      {coerce.length > 0 && (
        <fieldset className="strike-coerce">
          <legend>Coerce</legend>
          {coerce.map((id) => {
            const def = content.mission(id);
            return (
              <div key={id} className="strike-coerce__option">
                <label>
                  <input
                    type="checkbox"
                    checked={declaring === id}
                    onChange={(e) => setDeclared(e.target.checked ? id : null)}
                  />{' '}
                  Declare {def.name} (Coerce)
                </label>
                {def.type === 'coerce' && (
                  <p className="hint">
                    The damage this strike deals sets the pay: {coerceBands(def)}; less fails the
                    mission.
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {rams.length > 0 && attacks.length > 0 && (
        <p className="hint">A ram rolls an engine instead, and you take the same damage.</p>
      )}
      <div className="strike-odds" data-slot="odds">
        {odds ? (
          <AttackOddsPanel view={view} content={content} seat={me.seat} command={odds} />
        ) : (
          <p className="hint">Tick the weapons to fire to see the odds.</p>
        )}
      </div>
    </Dialog>
  );
}
