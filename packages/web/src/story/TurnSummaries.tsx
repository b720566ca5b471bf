/**
 * What each other captain did on their latest turn: a card per captain, in turn order after the
 * viewer (every captain for a spectator), with the turn's numbers and its few telling lines.
 *
 * Props: `events` (the viewer's events, oldest first), `content`, `view` (its captains, board
 * and viewer: names, places, and whose cards to show), `maxLines` (lines per card, default 4).
 */
import type { SeatId } from '@drift/engine';
import { type Content, captainName, type XiaEvent, type XiaView } from '@drift/xia';
import { useId, useMemo } from 'react';
import { shortNamer, viewNamer } from '../log/names.ts';
import { placeNamer } from '../log/places.ts';
import { seatColour } from '../look/palette.ts';
import { latestTurns, summariseTurn, type TurnSummary } from './turns.ts';
import { signed, sourceWord } from './words.ts';
import './story.css';

export type SummaryView = Pick<XiaView, 'captains' | 'board' | 'viewer'>;

export interface TurnSummariesProps {
  readonly events: readonly XiaEvent[];
  readonly content: Content;
  readonly view: SummaryView;
  readonly maxLines?: number;
}

/** The seats to show: the others, in turn order starting after the viewer. */
export function othersInOrder(view: SummaryView): SeatId[] {
  const seats = view.captains.map((c) => c.seat);
  if (typeof view.viewer !== 'object') return seats;
  const me = view.viewer.seat;
  const n = seats.length;
  return Array.from({ length: n - 1 }, (_, i) => (me + 1 + i) % n);
}

function Chips({ s }: { s: TurnSummary }) {
  const chips: { key: string; text: string; tone?: string | undefined }[] = [];
  if (s.skipped) chips.push({ key: 'skip', text: 'Turn skipped', tone: 'warn' });
  if (s.spaces > 0) chips.push({ key: 'move', text: `Flew ${s.spaces}` });
  if (s.fame > 0)
    chips.push({
      key: 'fame',
      text: `Fame ${signed(s.fame)} (${s.fameSources.map(sourceWord).join(', ')})`,
      tone: 'fame',
    });
  if (s.credits !== 0)
    chips.push({
      key: 'credits',
      text: `${signed(s.credits)} credits`,
      tone: s.credits > 0 ? 'good' : undefined,
    });
  if (s.damageDealt > 0) chips.push({ key: 'dealt', text: `Dealt ${s.damageDealt} damage` });
  if (s.damageTaken > 0)
    chips.push({ key: 'taken', text: `Took ${s.damageTaken} damage`, tone: 'bad' });
  if (s.destroyed) chips.push({ key: 'destroyed', text: 'Destroyed', tone: 'bad' });
  if (chips.length === 0) chips.push({ key: 'quiet', text: 'A quiet turn' });
  return (
    <ul className="turn-summary__chips">
      {chips.map((c) => (
        <li
          key={c.key}
          className={`turn-chip${c.tone ? ` turn-chip--${c.tone}` : ''}`}
          data-chip={c.key}
        >
          {c.text}
        </li>
      ))}
    </ul>
  );
}

export function TurnSummaries({ events, content, view, maxLines = 4 }: TurnSummariesProps) {
  const id = useId();
  const names = useMemo(() => viewNamer(content, view.captains), [content, view.captains]);
  // Inside a card, "Captain 3" is enough: the ship is in the card's heading.
  const short = useMemo(() => shortNamer(names), [names]);
  const place = useMemo(
    () => placeNamer(content, view.board.sectors),
    [content, view.board.sectors],
  );
  const latest = useMemo(() => latestTurns(events), [events]);
  const seats = othersInOrder(view);
  return (
    <section className="turn-summaries" aria-labelledby={`${id}-title`}>
      <h3 className="turn-summaries__title" id={`${id}-title`}>
        {typeof view.viewer === 'object' ? 'While you waited' : 'Latest turns'}
      </h3>
      <ol className="turn-summaries__list">
        {seats.map((seat) => {
          const turn = latest.get(seat);
          const s = turn ? summariseTurn(turn, short, place, maxLines) : null;
          return (
            <li
              key={seat}
              className="turn-summary"
              data-seat={seat}
              style={{ ['--seat' as string]: seatColour(seat) }}
            >
              <h4 className="turn-summary__head">
                <span className="turn-summary__badge" aria-hidden="true">
                  {seat + 1}
                </span>
                <span className="turn-summary__who">{names.captain(seat)}</span>
                <span className="turn-summary__turn">
                  {s ? `Turn ${s.number}${s.playing ? ', playing now' : ''}` : 'No turn yet'}
                </span>
              </h4>
              {s && <Chips s={s} />}
              {s && s.highlights.length > 0 && (
                <ul className="turn-summary__lines">
                  {s.highlights.map((text, i) => (
                    // Lines may repeat within a turn; their place in the list is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
                    <li key={i}>{text}</li>
                  ))}
                </ul>
              )}
              {!s && <p className="turn-summary__none">{captainName(seat)} has not played yet.</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
