/**
 * The solo opponents beside the board (XS-NPC-*, XS-BEHV-*): a strip with one chip per NPC (its
 * behaviour, damage and Bounty at a glance), and for the chip opened its Behavior card: the
 * behaviour's steps in words, the step it is on while its turn waits for the player (opened by
 * itself then), what came of each step last turn, the NPC Stats side's numbers.
 *
 * Props: `view` (a solo view), `content`, `events` (the events this page saw, for last turns).
 */
import { type Content, describe, type XiaEvent, type XiaView } from '@drift/xia';
import { useId, useMemo, useState } from 'react';
import { viewNamer } from '../log/names.ts';
import { thousands } from '../look/format.ts';
import { type Opponent, opponents, outcomeMark } from './opponents.ts';
import './opponents.css';

function Diamond({ letter, ally }: { letter: string; ally: boolean }) {
  return (
    <span className={`opp-diamond${ally ? ' opp-diamond--ally' : ''}`} aria-hidden="true">
      <span>{letter}</span>
    </span>
  );
}

/**
 * What came of one try, in the log's own words: its sentence ends with them ("…: out of
 * range."); the whole sentence is the try's tooltip.
 */
export function tryWords(sentence: string): string {
  const at = sentence.lastIndexOf(': ');
  return at < 0 ? '' : sentence.slice(at + 2).replace(/\.$/, '');
}

function Damage({ o }: { o: Opponent }) {
  const share = Math.min(1, o.damage / Math.max(1, o.stats.toKill));
  return (
    <span className="opp-damage" title={`${o.damage} of ${o.stats.toKill} damage`}>
      <span className="opp-damage__bar" aria-hidden="true">
        <span style={{ width: `${share * 100}%` }} />
      </span>
      <span className="opp-damage__n">
        {o.damage}/{o.stats.toKill}
      </span>
    </span>
  );
}

/** Where an NPC is when it has no behaviour to show. */
function absence(o: Opponent): string {
  if (!o.behaviour) return o.home ? `enters when ${o.home} is revealed` : 'not in play yet';
  return o.onBoard ? o.behaviour.name : `off the board: “${o.behaviour.name}”`;
}

function Card({
  o,
  names,
  onClose,
  id,
}: {
  o: Opponent;
  names: ReturnType<typeof viewNamer>;
  onClose: () => void;
  id: string;
}) {
  const s = o.stats;
  return (
    <section className="opp-card" id={id} aria-label={`The ${o.name}`} data-npc={o.id}>
      <header className="opp-card__head">
        <Diamond letter={o.letter} ally={o.ally} />
        <div className="opp-card__who">
          <h3 className="opp-card__name">The {o.name}</h3>
          <span className="opp-card__sub">
            {o.ally
              ? 'your Sellsword: acts first each round'
              : o.seat !== null
                ? `seat ${o.seat} clockwise from you`
                : 'not seated yet'}
          </span>
        </div>
        <button type="button" className="opp-card__x" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      {o.behaviour ? (
        <>
          <p className="opp-card__behaviour">
            <span className="opp-card__label">
              Behavior card {o.behaviour.card} · {o.deck} left in its deck
            </span>
            <strong>“{o.behaviour.name}”</strong> {o.behaviour.text}
          </p>
          <ol className="opp-steps">
            {o.behaviour.steps.map((step, i) => {
              const now = o.acting?.step === i;
              const done = o.acting !== null && i < o.acting.step;
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: a behaviour's steps never move.
                  key={i}
                  className={`opp-step${now ? ' is-now' : ''}${done ? ' is-done' : ''}`}
                  data-step={i}
                >
                  <span className="opp-step__n">{i + 1}</span>
                  <span className="opp-step__text">{step.text}</span>
                  {now && o.acting && (
                    <span className="opp-step__now">
                      acting now
                      {o.acting.alt > 0 ? `, alternate ${o.acting.alt}` : ''}
                      {o.acting.half === 2 ? ', second time' : ''}
                    </span>
                  )}
                  {step.last.length > 0 && (
                    <span className="opp-step__last">
                      last turn:
                      {step.last.map((e, k) => {
                        const m = outcomeMark(e.outcome);
                        const sentence = describe(e, names) ?? '';
                        return (
                          <span
                            // biome-ignore lint/suspicious/noArrayIndexKey: tries in the order made.
                            key={k}
                            className={`opp-try opp-try--${m.kind}`}
                            title={sentence}
                            data-outcome={e.outcome}
                          >
                            {e.alt > 0 ? `alt ${e.alt}: ` : ''}
                            {m.mark} {tryWords(sentence)}
                          </span>
                        );
                      })}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <p className="opp-card__behaviour">{absence(o)}.</p>
      )}
      <p className="opp-card__stats">
        <span className="opp-card__label">NPC Stats, side {s.side}</span>
        flies {s.speed} · d{s.die} {s.weapon} · defends d{s.defence} · To Kill {s.toKill}
      </p>
      <p className="opp-card__stats">
        Damage {o.damage} of {s.toKill} · Bounty {o.bounty > 0 ? thousands(o.bounty) : 'none'}
      </p>
    </section>
  );
}

export function Opponents({
  view,
  content,
  events,
}: {
  view: Pick<XiaView, 'npcs' | 'solo' | 'board' | 'captains'>;
  content: Content;
  events: readonly XiaEvent[];
}) {
  const uid = useId();
  const list = useMemo(() => opponents(view, content, events), [view, content, events]);
  const names = useMemo(() => viewNamer(content, view.captains), [content, view.captains]);
  const acting = list.find((o) => o.acting !== null) ?? null;
  // The chip opened by the player; the acting NPC opens by itself until closed.
  const [open, setOpen] = useState<string | null>(null);
  const [closedActing, setClosedActing] = useState<string | null>(null);
  const actingKey = acting ? `${acting.id}:${acting.acting?.step}` : null;
  const shownId = open ?? (acting && actingKey !== closedActing ? acting.id : null);
  const shown = list.find((o) => o.id === shownId) ?? null;
  if (list.length === 0) return null;
  const close = () => {
    setOpen(null);
    setClosedActing(actingKey);
  };
  return (
    <section className="opponents" aria-label="Opponents">
      <ul className="opponents__chips">
        {list.map((o) => (
          <li key={o.id} className="opponents__item">
            <button
              type="button"
              className={`opp-chip${o.acting ? ' is-acting' : ''}${o.onBoard ? '' : ' is-away'}${shownId === o.id ? ' is-open' : ''}`}
              aria-expanded={shownId === o.id}
              aria-controls={shownId === o.id ? `${uid}-card` : undefined}
              data-npc={o.id}
              onClick={() => (shownId === o.id ? close() : setOpen(o.id))}
            >
              <Diamond letter={o.letter} ally={o.ally} />
              <span className="opp-chip__text">
                <span className="opp-chip__name">
                  {o.name}
                  {o.acting ? ' · acting' : ''}
                </span>
                <span className="opp-chip__behaviour">{absence(o)}</span>
              </span>
              {o.behaviour && <Damage o={o} />}
              {o.bounty > 0 && (
                <span className="opp-chip__bounty" title={`Bounty ${thousands(o.bounty)}`}>
                  {o.bounty >= 1000 ? `${o.bounty / 1000}k` : o.bounty}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <span className="opponents__side" title="The NPC Stats cards' side in force">
        Side {view.solo?.side}
      </span>
      {shown && <Card o={shown} names={names} onClose={close} id={`${uid}-card`} />}
    </section>
  );
}
