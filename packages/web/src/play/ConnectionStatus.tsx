/** How the connection is: connected, connecting, lost and retrying (with a button), or over. */
import { useEffect, useState } from 'react';
import type { ConnStatus } from '../net/socket.ts';

export function ConnectionStatus({ status, onRetry }: { status: ConnStatus; onRetry: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (status.kind !== 'waiting') return;
    const t = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(t);
  }, [status]);
  switch (status.kind) {
    case 'open':
      return (
        <span className="conn conn--open" data-conn="open" role="status">
          <span className="conn__dot" aria-hidden="true" />
          Connected
        </span>
      );
    case 'connecting':
      return (
        <span className="conn conn--wait" data-conn="connecting" role="status">
          <span className="conn__dot" aria-hidden="true" />
          {status.attempt === 0 ? 'Connecting…' : 'Reconnecting…'}
        </span>
      );
    case 'waiting': {
      const s = Math.max(0, Math.ceil((status.retryAt - now) / 1000));
      return (
        <span className="conn conn--lost" data-conn="waiting" role="status">
          <span className="conn__dot" aria-hidden="true" />
          {status.why} Retrying{s > 0 ? ` in ${s} s` : '…'}
          <button type="button" className="btn btn--small" onClick={onRetry}>
            Retry now
          </button>
        </span>
      );
    }
    case 'stopped':
      return (
        <span className="conn conn--stopped" data-conn="stopped" role="alert">
          <span className="conn__dot" aria-hidden="true" />
          {status.message}
          {status.code === 'Replaced' && (
            <button type="button" className="btn btn--small" onClick={onRetry}>
              Play here again
            </button>
          )}
        </span>
      );
  }
}
