/**
 * Giving up a solo game (the `Concede` command): a button in the top bar while the rules allow
 * it, and a confirmation that says what it costs (the NPCs win; in a campaign the game is lost
 * and its goal fails).
 */
import { MISSED_GOAL_SCORE, type XiaCommand } from '@drift/xia';
import { useState } from 'react';
import { signed } from '../campaign/words.ts';
import { Dialog } from '../play/Dialog.tsx';

export function ConcedeButton({
  campaign,
  busy,
  send,
}: {
  /** A campaign game: the loss is recorded there. */
  campaign: boolean;
  busy: boolean;
  send: (command: XiaCommand) => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--small btn--quiet concede"
        onClick={() => setAsking(true)}
        disabled={busy}
      >
        Concede
      </button>
      {asking && (
        <Dialog
          kind="concede"
          title="Concede this game?"
          onClose={() => setAsking(false)}
          actions={
            <>
              <button
                type="button"
                className="btn btn--primary"
                data-autofocus=""
                onClick={() => setAsking(false)}
              >
                Keep playing
              </button>
              <button
                type="button"
                className="btn btn--danger"
                disabled={busy}
                onClick={() => {
                  setAsking(false);
                  send({ type: 'Concede' });
                }}
              >
                Concede
              </button>
            </>
          }
        >
          <p className="concede__text">
            The NPCs win and the game ends now; it cannot be taken back.
            {campaign
              ? ` In your campaign it counts as a lost game: its goal fails and it scores ${signed(MISSED_GOAL_SCORE)}. You still choose an upgrade after it.`
              : ''}
          </p>
        </Dialog>
      )}
    </>
  );
}
