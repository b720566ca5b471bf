/**
 * A decision dialog over its real moment, for screenshots: the page waits for a fixture (a
 * seat's view and legal list at a prompt, made by scripts/prompt-fixtures.ts) sent as a
 * `drift:prompt` event, then shows the board, that captain's ship mat and the dialog, as the
 * match screen would. Answers go nowhere.
 */
import type { XiaCommand, XiaView } from '@drift/xia';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { useEffect, useState } from 'react';
import { Board } from '../board/Board.tsx';
import { ShipMat } from '../mat/ShipMat.tsx';
import { promptAnswers } from '../play/actions.ts';
import { PromptDialog } from '../play/prompts/PromptDialog.tsx';
import '../app/app.css';
import '../play/match.css';

const content = createXia(corePack()).content;

interface PromptFixture {
  readonly seat: number;
  readonly view: XiaView;
  readonly legal: readonly XiaCommand[];
}

export function PromptScene() {
  const [f, setF] = useState<PromptFixture | null>(null);
  useEffect(() => {
    const on = (e: Event) => setF((e as CustomEvent<PromptFixture>).detail);
    addEventListener('drift:prompt', on);
    return () => removeEventListener('drift:prompt', on);
  }, []);
  if (!f) return <p data-prompt-waiting="">Waiting for a decision to show…</p>;
  const me = f.view.captains[f.seat];
  const top = f.view.prompts[f.view.prompts.length - 1];
  return (
    <div className="match" data-prompt-scene={top?.kind}>
      <div className="match__main">
        <section className="match__board" aria-label="The board">
          <Board view={f.view} content={content} label="Board" />
        </section>
        <aside className="match__side">
          {me && (
            <ShipMat
              captain={me}
              content={content}
              fameTarget={f.view.fameTarget}
              active={f.view.turn.seat === me.seat}
            />
          )}
        </aside>
      </div>
      {top && me && top.seat === me.seat && (
        <PromptDialog
          key={JSON.stringify(top)}
          prompt={top}
          answers={promptAnswers(f.legal)}
          view={f.view}
          content={content}
          me={me}
          busy={false}
          send={() => {}}
          onPeek={() => {}}
        />
      )}
    </div>
  );
}
