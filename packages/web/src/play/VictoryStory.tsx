/**
 * The end of the match as a modal: the feedback module's victory screen (the winner, Fame by
 * source, the race, key moments) over the whole game. The page's own log starts when it
 * connected, so the story is told from the finished match's replay file, each event redacted
 * for this viewer as the server would have sent it; the page's log stands in if that fails.
 * The replay viewer, which holds the whole game already, gives it as `told` and offers to watch
 * again (`onWatchAgain`) instead of opening the replay.
 */
import type { MatchFile } from '@drift/engine';
import type { Content, XiaEvent, XiaView } from '@drift/xia';
import { useEffect, useRef, useState } from 'react';
import { xia } from '../app/content.ts';
import { go } from '../app/router.ts';
import { api } from '../net/http.ts';
import { rebuild } from '../pages/replayModel.ts';
import { VictoryScreen } from '../story/VictoryScreen.tsx';
import './feedback.css';

type Story = { readonly events: readonly XiaEvent[]; readonly whole: boolean };

/** The whole game's events as `view`'s viewer saw them, from the replay file. */
async function wholeGame(match: string, seat: number | null): Promise<readonly XiaEvent[] | null> {
  const file = await api.replay(match);
  if (!file.ok) return null;
  const rules = xia();
  const built = rebuild(file.value as MatchFile, rules);
  if (!built.ok) return null;
  const viewer = seat === null ? 'spectator' : { seat };
  return built.value.events.flat().flatMap((e) => {
    const seen = rules.visibleEvent(e, viewer);
    return seen ? [seen] : [];
  });
}

export function VictoryStory({
  match,
  view,
  content,
  pageEvents,
  onClose,
  told,
  onWatchAgain,
  campaign,
}: {
  match: string;
  view: XiaView;
  content: Content;
  /** What this page saw since it connected: told if the replay cannot be read. */
  pageEvents: readonly XiaEvent[];
  onClose: () => void;
  /** The whole game's events for this viewer, when the page has them. */
  told?: readonly XiaEvent[];
  onWatchAgain?: () => void;
  /**
   * A campaign game: the campaign to go back to (null when this browser does not know which: its
   * campaigns, then). Undefined for any other game.
   */
  campaign?: string | null | undefined;
}) {
  const ref = useRef<HTMLDialogElement | null>(null);
  const [story, setStory] = useState<Story | null>(() =>
    told ? { events: told, whole: true } : null,
  );
  const known = told !== undefined;
  const fallback = useRef(pageEvents);
  fallback.current = pageEvents;

  const seat = typeof view.viewer === 'object' ? view.viewer.seat : null;
  useEffect(() => {
    if (known) return;
    let alive = true;
    void wholeGame(match, seat).then((events) => {
      if (!alive) return;
      setStory(events ? { events, whole: true } : { events: fallback.current, whole: false });
    });
    return () => {
      alive = false;
    };
  }, [match, seat, known]);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (!d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    return () => {
      if (d.open && typeof d.close === 'function') d.close();
    };
  }, []);

  const actions = (
    <>
      <button type="button" className="btn" onClick={onClose}>
        {onWatchAgain ? 'Back to the replay' : 'Look at the board'}
      </button>
      {onWatchAgain ? (
        <button type="button" className="btn" onClick={onWatchAgain}>
          Watch again from the start
        </button>
      ) : (
        <button type="button" className="btn" onClick={() => go({ page: 'replay', id: match })}>
          Watch the replay
        </button>
      )}
      {campaign === undefined ? (
        <button type="button" className="btn btn--primary" onClick={() => go({ page: 'lobby' })}>
          Back to the lobby
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--primary"
          data-autofocus=""
          onClick={() =>
            go(campaign ? { page: 'campaign', id: campaign } : { page: 'lobby', tab: 'campaigns' })
          }
        >
          {campaign ? 'Back to the campaign' : 'Your campaigns'}
        </button>
      )}
    </>
  );

  return (
    <dialog
      ref={ref}
      className="dialog dialog--story"
      aria-label="The match is over"
      data-dialog="victory"
      data-story={story ? (story.whole ? 'whole' : 'page') : 'loading'}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__body">
        {story ? (
          <VictoryScreen events={story.events} content={content} view={view} actions={actions} />
        ) : (
          <p className="story-wait victory" role="status">
            The match is over. Gathering its story…
          </p>
        )}
      </div>
    </dialog>
  );
}
