/**
 * Who is looking and what they may do now: the organizer, a player (by their code) with the
 * things waiting for them, or anyone (who may type a code in).
 */
import type { CoruscantView } from '@drift/formats';
import { useState } from 'react';
import { go } from '../../app/router.ts';
import { alignmentOf, isFriendlyBase, type Powers, placeLabel } from './can.ts';
import { COLOUR_NAME, FACTION_NAME, SIDE_NAME } from './words.ts';

/** What waits for this player now, in words. */
export function waitingFor(view: CoruscantView, me: string): string[] {
  const p = view.players.find((x) => x.id === me);
  if (!p || view.status === 'finished') return [];
  const out: string[] = [];
  for (const b of view.battles)
    if (b.status === 'running' && b.participants.some((x) => x.player === me))
      out.push(`Enter the outcome of battle ${b.id.slice(1)} at ${placeLabel(view, b.place)}.`);
  for (const pl of view.places)
    if (pl.contested && pl.meeples.some((m) => m.player === me))
      out.push(`${placeLabel(view, pl.id)} is contested: start its battle.`);
  for (const s of p.squads)
    if (s.partial && isFriendlyBase(view, p, s.place))
      out.push(`Squad ${s.number} is on a friendly Base: Reinforce it.`);
  if (
    view.options.hiddenBases &&
    view.tiles.placed <= 1 &&
    alignmentOf(view, p) !== null &&
    !view.secretBases.some((b) => b.team === p.team)
  )
    out.push('Write down your secret base before the next tile.');
  const fb = view.finalBattle;
  if (fb?.contenders.includes(p.team) && !fb.picks.some((x) => x.team === p.team))
    out.push('Pick your squad for the final battle.');
  return out;
}

function JoinWithCode({ id }: { id: string }) {
  const [code, setCode] = useState('');
  return (
    <form
      className="cc-inline"
      onSubmit={(e) => {
        e.preventDefault();
        const plain = code.replace(/\s+/g, '');
        if (plain) go({ page: 'org-coruscant-join', id, code: plain });
      }}
    >
      <label>
        A player’s code{' '}
        <input
          value={code}
          maxLength={24}
          autoComplete="off"
          placeholder="XXXX-XXXX-XXXX"
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      <button type="submit" className="btn btn--small" disabled={code.trim().length < 12}>
        Open as that player
      </button>
    </form>
  );
}

export function YourPart({
  id,
  view,
  powers,
}: {
  id: string;
  view: CoruscantView;
  powers: Powers;
}) {
  if (powers.organizer)
    return (
      <section className="cc-you" data-you="organizer">
        <p>
          <strong>You are the organizer.</strong> You may record anything for anyone, correct a
          battle’s outcome, adjust a score and enter the final scoring.
        </p>
      </section>
    );
  const me = powers.me ? view.players.find((p) => p.id === powers.me) : undefined;
  if (!me)
    return (
      <section className="cc-you" data-you="public">
        <p>You are looking on. Players open the link or code their organizer gave them.</p>
        <JoinWithCode id={id} />
      </section>
    );
  const todo = waitingFor(view, me.id);
  return (
    <section className="cc-you" data-you={me.id}>
      <p>
        <strong>You are {me.name}</strong> ({COLOUR_NAME[me.colour]}, {FACTION_NAME[me.cswFaction]},{' '}
        {SIDE_NAME[me.side]}). You record tiles and features, your own meeples, Reinforcement and
        secret base, and the battles you fight.
      </p>
      {todo.length > 0 && (
        <ul className="cc-todo" data-todo>
          {todo.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
