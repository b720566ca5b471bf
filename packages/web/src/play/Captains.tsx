/**
 * The other captains at a glance: ship, credits, Fame, Bounty, Energy, markers, damage and
 * missions (backs only), who plays them and whether they are here. Each opens its full mat.
 */
import type { CaptainView, Content, XiaView } from '@drift/xia';
import { captainName } from '@drift/xia';
import { type ReactNode, useState } from 'react';
import { botName } from '../lobby/botProfiles.ts';
import { thousands } from '../look/format.ts';
import { seatColour } from '../look/palette.ts';
import { energyMax, holdModel } from '../mat/holdModel.ts';
import { ShipMat } from '../mat/ShipMat.tsx';
import type { SeatPresence } from '../net/protocol.ts';
import { Dialog } from './Dialog.tsx';

export function whoPlays(seat: number, presence: readonly SeatPresence[] | undefined): string {
  const p = presence?.find((s) => s.seat === seat);
  if (!p) return '';
  if (p.kind === 'bot') return botName(p.name ?? '');
  if (!p.claimed) return 'free seat';
  return p.name ?? 'a person';
}

/** A figure with its glyph for the eye and its word for a screen reader. */
function Stat({ glyph, word, children }: { glyph: string; word: string; children: ReactNode }) {
  return (
    <span title={word}>
      <span aria-hidden="true">{glyph}</span>
      <span className="sr-only">{word}</span> {children}
    </span>
  );
}

function Compact({
  captain,
  content,
  view,
  presence,
  onOpen,
}: {
  captain: CaptainView;
  content: Content;
  view: XiaView;
  presence: readonly SeatPresence[] | undefined;
  onOpen: () => void;
}) {
  const hold = holdModel(captain, content);
  const armed = captain.markers.filter((m) => m.at === 'armed').length;
  const p = presence?.find((s) => s.seat === captain.seat);
  const away = p?.kind === 'person' && p.claimed && !p.connected;
  const playing = view.stage !== 'finished' && view.turn.seat === captain.seat;
  const hidden = captain.missions.active.filter((m) => 'hidden' in m).length;
  const open = captain.missions.active.length - hidden;
  return (
    <li>
      <button
        type="button"
        className={`captain${playing ? ' captain--playing' : ''}`}
        style={{ '--seat': seatColour(captain.seat) } as React.CSSProperties}
        onClick={onOpen}
        data-seat={captain.seat}
      >
        <span className="captain__head">
          <span className="seat-badge" aria-hidden="true">
            {captain.seat + 1}
          </span>
          <span className="captain__name">
            {captainName(captain.seat)}
            <span className="captain__who">
              {whoPlays(captain.seat, presence)}
              {away ? ' · away' : ''}
            </span>
          </span>
          {playing && <span className="captain__turn">playing</span>}
        </span>
        <span className="captain__ship">
          {captain.ship ? content.ship(captain.ship).name : 'choosing a ship'}
        </span>
        <span className="captain__stats">
          <Stat glyph="★" word="Fame">
            {captain.fame}/{view.fameTarget}
          </Stat>
          <Stat glyph="¢" word="Credits">
            {thousands(captain.credits)}
          </Stat>
          <Stat glyph="⚡" word="Energy">
            {captain.energy}/{energyMax(captain, content)}
          </Stat>
          <Stat glyph="◉" word="Armed markers">
            {armed}
          </Stat>
          <Stat glyph="✖" word="Damage">
            {captain.hold.damage.length}/{hold.cells.length}
          </Stat>
          {captain.bounty > 0 && (
            <span className="captain__bounty" title="Bounty">
              Bounty {thousands(captain.bounty)}
            </span>
          )}
          {captain.missions.active.length > 0 && (
            <span title="Missions">
              {hidden > 0 ? `${hidden} secret mission${hidden > 1 ? 's' : ''}` : ''}
              {hidden > 0 && open > 0 ? ', ' : ''}
              {open > 0 ? `${open} mission${open > 1 ? 's' : ''}` : ''}
            </span>
          )}
          {captain.awaitingRespawn && <span className="captain__bounty">destroyed</span>}
        </span>
        <span className="sr-only">, open the ship mat</span>
      </button>
    </li>
  );
}

export function Captains({
  view,
  content,
  presence,
  except,
}: {
  view: XiaView;
  content: Content;
  presence: readonly SeatPresence[] | undefined;
  /** The seat whose own mat is shown elsewhere. */
  except: number | null;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : view.captains[open];
  return (
    <>
      <ul className="captains" aria-label="Captains">
        {view.captains
          .filter((c) => c.seat !== except)
          .map((c) => (
            <Compact
              key={c.seat}
              captain={c}
              content={content}
              view={view}
              presence={presence}
              onOpen={() => setOpen(c.seat)}
            />
          ))}
      </ul>
      {shown && (
        <Dialog
          kind="captain-mat"
          wide
          title={`${captainName(shown.seat)}'s ship`}
          onClose={() => setOpen(null)}
        >
          <ShipMat
            captain={shown}
            content={content}
            fameTarget={view.fameTarget}
            active={view.turn.seat === shown.seat}
          />
        </Dialog>
      )}
    </>
  );
}
