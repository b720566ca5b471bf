/**
 * The component gallery: the board and ship mats over real states from a seeded bot game, for
 * looking and for screenshots. The hash picks a scene: #early, #late, #late-zoom, #mats,
 * #damage, #prompt (a decision dialog sent in by the browser tests), and the feedback
 * components' #log, #dice, #fame, #turns, #victory, #feedback (default: everything).
 */
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Board } from '../board/Board.tsx';
import { damageCells, highlightsFromLegal } from '../board/fromLegal.ts';
import { BoardLegend } from '../board/Legend.tsx';
import { ShipMat } from '../mat/ShipMat.tsx';
import { FEEDBACK_SCENES, FeedbackScenes } from './FeedbackScenes.tsx';
import { FIXTURES } from './fixtures.ts';
import { type FixtureId, useGallery } from './store.ts';

const content = createXia(corePack()).content;

// Its own chunk: it brings the app's styles, which the other scenes must not get.
const PromptScene = lazy(() =>
  import('./PromptScene.tsx').then((m) => ({ default: m.PromptScene })),
);

function useHash(): string {
  const [hash, setHash] = useState(() => location.hash.slice(1));
  useEffect(() => {
    const on = () => setHash(location.hash.slice(1));
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return hash;
}

function BoardScene({ id }: { id: FixtureId }) {
  const f = FIXTURES[id];
  const highlights = useMemo(() => highlightsFromLegal(f.legal, f.view, content), [f]);
  return (
    <section className="scene scene--board" data-scene={`board-${id}`}>
      <h2 className="scene__title">
        {f.title}{' '}
        <span className="scene__meta">
          turn {f.view.turn.number}, {f.view.board.sectors.length} sectors
        </span>
      </h2>
      <div className="scene__board">
        <Board
          key={id}
          view={f.view}
          content={content}
          highlights={highlights}
          label={`Board: ${f.title}`}
          onHexActivate={() => {}}
        />
      </div>
    </section>
  );
}

function MatsScene({ id }: { id: FixtureId }) {
  const f = FIXTURES[id];
  const cells = useMemo(() => damageCells(f.legal), [f]);
  const me = f.view.captains[f.seat];
  const other =
    f.view.captains.find(
      (c) => c.seat !== f.seat && c.missions.active.some((m) => 'hidden' in m),
    ) ??
    f.view.captains.find((c) => c.seat !== f.seat && c.missions.active.length > 0) ??
    f.view.captains[(f.seat + 1) % f.view.captains.length];
  return (
    <section className="scene scene--mats" data-scene={`mats-${id}`}>
      <h2 className="scene__title">
        Ship mats{' '}
        <span className="scene__meta">
          {f.title}, seen by Captain {f.seat + 1}
        </span>
      </h2>
      <div className="scene__mats">
        {me && (
          <div data-mat="own">
            <ShipMat
              captain={me}
              content={content}
              fameTarget={f.view.fameTarget}
              active={f.view.turn.seat === me.seat}
              highlightedCells={cells}
              onCellActivate={() => {}}
            />
          </div>
        )}
        {other && (
          <div data-mat="other">
            <ShipMat
              captain={other}
              content={content}
              fameTarget={f.view.fameTarget}
              active={f.view.turn.seat === other.seat}
            />
          </div>
        )}
      </div>
    </section>
  );
}

export function Gallery() {
  const hash = useHash();
  const fixture = useGallery((s) => s.fixture);
  const choose = useGallery((s) => s.choose);
  const scene = hash.split('-')[0] ?? '';
  if (scene === 'early' || scene === 'late') return <BoardScene id={scene} />;
  if (scene === 'mats') return <MatsScene id="mats" />;
  if (scene === 'damage') return <MatsScene id="damage" />;
  if (scene === 'legend') return <BoardLegend />;
  if (scene === 'prompt')
    return (
      <Suspense fallback={null}>
        <PromptScene />
      </Suspense>
    );
  if (FEEDBACK_SCENES.includes(scene)) return <FeedbackScenes scene={scene} />;
  return (
    <main className="gallery">
      <h1>Drift component gallery</h1>
      <nav className="gallery__pick" aria-label="Fixture">
        {(Object.keys(FIXTURES) as FixtureId[]).map((id) => (
          <button key={id} type="button" aria-pressed={fixture === id} onClick={() => choose(id)}>
            {FIXTURES[id].title}
          </button>
        ))}
      </nav>
      <BoardScene id={fixture} />
      <BoardLegend />
      <MatsScene id={fixture} />
      <FeedbackScenes scene="feedback" />
    </main>
  );
}
