/**
 * The Fame track: one space per point from 0 to the Fame target, the Title spaces marked (and
 * crossed out once their Title is drawn), the target as the finish, and every captain's marker
 * on their space (the viewer's own ringed). Under it, the Titles revealed and still open. With
 * element A the Event spaces are marked too (pink ◆) and the Events in play listed.
 *
 * A solo game (XS-SETUP-06) adds the NPCs' shared marker (a diamond, as NPCs are drawn on the
 * board) and puts the race in the head line: your Fame against theirs, and who leads.
 *
 * Props: `view` (the server's view: its captains, Fame target, Titles and viewer), `content`
 * (for the Title spaces and the Titles' names and text).
 */
import type { SeatId } from '@drift/engine';
import { type Content, captainName, embersEvents, type XiaView } from '@drift/xia';
import { useId } from 'react';
import { seatColour } from '../look/palette.ts';
import { FameEvents } from './FameEvents.tsx';
import './fame.css';

export type FameView = Pick<XiaView, 'captains' | 'fameTarget' | 'titles' | 'viewer'> &
  Partial<Pick<XiaView, 'events' | 'solo'>>;

export interface FameTrackProps {
  readonly view: FameView;
  readonly content: Content;
}

interface Space {
  readonly n: number;
  readonly title: 'open' | 'drawn' | null;
  /** An Event space (element A), open or already drawn for. */
  readonly event: 'open' | 'drawn' | null;
  readonly target: boolean;
  readonly seats: readonly SeatId[];
  /** A solo game's NPCs have their shared marker here. */
  readonly npcs: boolean;
}

/** The track's spaces, up to the target (or past it, when a winner went beyond). */
export function fameSpaces(view: FameView, titleSpaces: readonly number[]): Space[] {
  const npcFame = view.solo?.npcFame;
  const top = Math.max(view.fameTarget, npcFame ?? 0, ...view.captains.map((c) => c.fame));
  return Array.from({ length: top + 1 }, (_, n) => ({
    n,
    title: titleSpaces.includes(n)
      ? view.titles.spacesDrawn.includes(n)
        ? ('drawn' as const)
        : ('open' as const)
      : null,
    event:
      view.events && embersEvents().eventSpaces.includes(n)
        ? view.events.spacesDrawn.includes(n)
          ? ('drawn' as const)
          : ('open' as const)
        : null,
    target: n === view.fameTarget,
    seats: view.captains.filter((c) => c.fame === n).map((c) => c.seat),
    npcs: npcFame === n,
  }));
}

function spaceLabel(s: Space, me: SeatId | null): string {
  const parts = [`${s.n} Fame`];
  if (s.target) parts.push('the target: reaching it wins');
  if (s.title === 'open') parts.push('Title space: the first to reach it reveals a Title');
  if (s.title === 'drawn') parts.push('Title space, already drawn');
  if (s.event === 'open') parts.push('Event space: the first to reach it draws an Event');
  if (s.event === 'drawn') parts.push('Event space, already drawn');
  const here = s.seats.map((seat) => (seat === me ? 'you' : captainName(seat)));
  if (s.npcs) here.push('the NPCs');
  if (here.length > 0) parts.push(here.join(', '));
  return parts.join('; ');
}

/** The NPCs' shared marker (solo): a diamond like their pieces on the board. */
export function NpcMarker({ className = '' }: { className?: string }) {
  return (
    <span className={`fame-marker fame-marker--npcs ${className}`.trim()} title="The NPCs">
      <span className="fame-marker__letter">N</span>
    </span>
  );
}

/** Who leads a solo game's race, in a word or two: "NPCs +2", "You +1", "Tied". */
export function soloLead(mine: number, npcs: number): string {
  if (mine === npcs) return 'Tied';
  return mine > npcs ? `You +${mine - npcs}` : `NPCs +${npcs - mine}`;
}

function SoloRace({ view, npcFame }: { view: FameView; npcFame: number }) {
  const me = typeof view.viewer === 'object' ? view.captains[view.viewer.seat] : view.captains[0];
  const mine = me?.fame ?? 0;
  const lead = mine === npcFame ? 'level' : mine > npcFame ? 'you' : 'npcs';
  const you = typeof view.viewer === 'object' ? 'You' : me ? captainName(me.seat) : 'Captain';
  return (
    <span
      className="fame__race"
      data-lead={lead}
      title={`${you} ${mine}, the NPCs ${npcFame}: first to ${view.fameTarget} wins`}
    >
      <span className="fame__racer fame__racer--you">
        {you} <strong data-fame-you={mine}>{mine}</strong>
      </span>
      <span className="fame__racer fame__racer--npcs">
        <NpcMarker className="fame-marker--inline" />
        NPCs <strong data-fame-npcs={npcFame}>{npcFame}</strong>
      </span>
      <span className="fame__lead">{soloLead(mine, npcFame)}</span>
    </span>
  );
}

export function FameTrack({ view, content }: FameTrackProps) {
  const id = useId();
  const me = typeof view.viewer === 'object' ? view.viewer.seat : null;
  const spaces = fameSpaces(view, content.pack.info.titleSpaces);
  const open = view.titles.open.map((t) => content.title(t));
  return (
    <section className="fame" aria-labelledby={`${id}-title`}>
      <header className="fame__head">
        <h3 className="fame__title" id={`${id}-title`}>
          Fame
        </h3>
        {view.solo ? (
          <SoloRace view={view} npcFame={view.solo.npcFame} />
        ) : (
          <span className="fame__goal">First to {view.fameTarget} wins</span>
        )}
      </header>
      <ol className="fame__track" style={{ ['--spaces' as string]: spaces.length }}>
        {spaces.map((s) => (
          <li
            key={s.n}
            className={`fame-space${s.title ? ` fame-space--title fame-space--${s.title}` : ''}${s.event ? ` fame-space--event fame-space--event-${s.event}` : ''}${s.target ? ' fame-space--target' : ''}`}
            data-fame={s.n}
          >
            <span className="fame-sr">{spaceLabel(s, me)}</span>
            <span className="fame-space__markers" aria-hidden="true">
              {s.seats.map((seat) => (
                <span
                  key={seat}
                  className={`fame-marker${seat === me ? ' fame-marker--me' : ''}`}
                  data-seat={seat}
                  style={{ background: seatColour(seat) }}
                  title={captainName(seat)}
                >
                  {seat + 1}
                </span>
              ))}
              {s.npcs && <NpcMarker />}
            </span>
            <span className="fame-space__box" aria-hidden="true">
              <span className="fame-space__n">{s.n}</span>
              {s.title && <span className="fame-space__glyph">★</span>}
              {s.event && <span className="fame-space__glyph">◆</span>}
              {s.target && <span className="fame-space__glyph">⚑</span>}
            </span>
          </li>
        ))}
      </ol>
      <p className="fame__key">
        <span className="fame__key-item">
          <span className="fame__key-glyph">★</span> the first captain there reveals a Title
        </span>
        <span className="fame__key-item">
          <span className="fame__key-box" /> dashed: its Title already drawn
        </span>
        {view.events && (
          <span className="fame__key-item">
            <span className="fame__key-glyph fame__key-glyph--event">◆</span> the first captain
            there draws an Event
          </span>
        )}
        <span className="fame__key-item">
          <span className="fame__key-glyph fame__key-glyph--target">⚑</span> the target
        </span>
      </p>
      <div className="fame__titles">
        <h4 className="fame__sub">Open Titles</h4>
        {open.length === 0 ? (
          <p className="fame__none">None yet: reach a ★ space to reveal one.</p>
        ) : (
          <ul className="fame__title-list">
            {open.map((t) => (
              <li key={t.id} className="fame-title" data-title={t.id}>
                <span className="fame-title__name">{t.name}</span>
                <span className="fame-title__fame">+{t.fame} Fame</span>
                <span className="fame-title__text">{t.text}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {view.events && <FameEvents events={view.events} />}
    </section>
  );
}
