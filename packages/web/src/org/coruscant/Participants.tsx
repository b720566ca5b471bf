/**
 * The organizer hands each player a code (and its link): with it the player's phone shows what
 * that player may do. A new code replaces the old one. Codes handed out from this browser are
 * kept here to show again.
 */
import type { CoruscantView } from '@drift/formats';
import { useState } from 'react';
import { type KeptOrgRecord, keepHandedCode } from '../net.ts';
import { coruscantApi } from './api.ts';
import { Meeple } from './Meeple.tsx';

/** The join link of a code, on this page's address. */
export function joinLink(id: string, code: string): string {
  const base = typeof location === 'undefined' ? '' : `${location.origin}${location.pathname}`;
  return `${base}#/org/coruscant/${id}/join/${code}`;
}

export function Participants({
  id,
  view,
  token,
  kept,
  onKept,
}: {
  id: string;
  view: CoruscantView;
  token: string;
  kept: KeptOrgRecord | null;
  onKept: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const give = async (player: string) => {
    setBusy(player);
    const r = await coruscantApi.participant(id, token, player);
    setBusy(null);
    if (!r.ok) {
      setError(r.error.message);
      return;
    }
    setError(null);
    keepHandedCode('coruscant', id, player, r.value.code);
    onKept();
  };
  return (
    <section className="panel cc-codes" aria-labelledby="cc-codes" data-section="codes">
      <h2 id="cc-codes">Players’ codes</h2>
      <p className="hint">
        Give each player their code or link: it opens the campaign as that player, who can then
        record their own moves and the battles they fight. Keep the organizer’s page for yourself.
      </p>
      <ul className="cc-codes__list">
        {view.players.map((p) => {
          const code = kept?.codes?.[p.id];
          return (
            <li key={p.id} data-code-for={p.id}>
              <Meeple view={view} player={p.id} />
              {code ? (
                <>
                  <code className="cc-code">{code}</code>
                  <input
                    className="cc-link"
                    readOnly
                    aria-label={`Link for ${p.name}`}
                    value={joinLink(id, code)}
                    onFocus={(e) => e.currentTarget.select()}
                  />
                </>
              ) : (
                <span className="hint">no code yet</span>
              )}
              <button
                type="button"
                className="btn btn--small"
                disabled={busy !== null}
                onClick={() => give(p.id)}
              >
                {code ? 'New code' : 'Give a code'}
              </button>
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="cc-why" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
