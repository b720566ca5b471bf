/**
 * The end of the match: who won and everyone's Fame. A stand-in until the feedback module's
 * victory screen (packages/web/src/victory), with the game's story, takes this slot.
 */
import type { Content, XiaView } from '@drift/xia';
import { captainName } from '@drift/xia';
import { go } from '../app/router.ts';
import { listed } from '../look/format.ts';
import { seatColour } from '../look/palette.ts';
import { Dialog } from './Dialog.tsx';

export function Victory({
  match,
  view,
  content,
  winners,
  onClose,
}: {
  match: string;
  view: XiaView;
  content: Content;
  winners: readonly number[];
  onClose: () => void;
}) {
  const ranked = [...view.captains].sort((a, b) => b.fame - a.fame);
  const title =
    winners.length === 0
      ? 'The match is over'
      : `${listed(winners.map(captainName))} ${winners.length === 1 ? 'wins' : 'win'}!`;
  return (
    <Dialog
      kind="victory"
      wide
      title={title}
      lead={
        <p>
          After {view.turn.number} turns, first to {view.fameTarget} Fame.
        </p>
      }
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={() => go({ page: 'lobby' })}>
            Back to the lobby
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => go({ page: 'replay', id: match })}
          >
            Watch the replay
          </button>
        </>
      }
    >
      <ol className="standings" data-slot="victory">
        {ranked.map((c) => (
          <li
            key={c.seat}
            className={winners.includes(c.seat) ? 'is-winner' : undefined}
            style={{ '--seat': seatColour(c.seat) } as React.CSSProperties}
          >
            <span className="seat-badge">{c.seat + 1}</span>
            <span className="standings__name">
              {captainName(c.seat)}
              <span className="standings__ship">{c.ship ? content.ship(c.ship).name : ''}</span>
            </span>
            <span className="standings__fame">{c.fame} Fame</span>
            {winners.includes(c.seat) && <span className="standings__crown">Winner</span>}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
