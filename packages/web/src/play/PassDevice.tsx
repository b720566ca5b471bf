/**
 * Hot-seat: another captain at this screen must act. Nothing of anyone's ship shows until they
 * say they hold the device, so secrets stay with their owner.
 */
import { captainName } from '@drift/xia';
import { useEffect, useRef } from 'react';
import { seatColour } from '../look/palette.ts';

export function PassDevice({
  seat,
  name,
  why,
  onReady,
}: {
  seat: number;
  name: string | null;
  why: string;
  onReady: () => void;
}) {
  const button = useRef<HTMLButtonElement | null>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <main
      className="pass"
      style={{ '--seat': seatColour(seat) } as React.CSSProperties}
      data-pass={seat}
    >
      <div className="pass__card">
        <span className="pass__badge" aria-hidden="true">
          {seat + 1}
        </span>
        <h1>
          Pass the device to {captainName(seat)}
          {name ? ` (${name})` : ''}
        </h1>
        <p>{why}</p>
        <p className="hint">Everyone else, look away: their ship and missions show next.</p>
        <button ref={button} type="button" className="btn btn--primary btn--big" onClick={onReady}>
          I am {captainName(seat)}: show my ship
        </button>
      </div>
    </main>
  );
}
