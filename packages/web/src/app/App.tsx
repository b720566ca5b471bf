/** A placeholder app until the shell lands: a fresh 5-seat match's board and Captain 1's mat. */
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { useMemo } from 'react';
import { Board } from '../board/Board.tsx';
import { ShipMat } from '../mat/ShipMat.tsx';
import './app.css';

export function App() {
  const match = useMemo(() => {
    const xia = createXia(corePack());
    const made = xia.setup({ seats: 5, fameTarget: 10, preset: 'standard' }, 'preview');
    return made.ok ? { xia, view: xia.view(made.value, { seat: 0 }) } : null;
  }, []);
  if (!match) return <p>Could not set up a preview match.</p>;
  const me = match.view.captains[0];
  return (
    <main className="app">
      <header className="app__head">
        <h1>Drift</h1>
        <p>The lobby comes soon. Meanwhile, a fresh five-captain system.</p>
      </header>
      <div className="app__board">
        <Board view={match.view} content={match.xia.content} label="Board" />
      </div>
      {me && (
        <ShipMat captain={me} content={match.xia.content} fameTarget={match.view.fameTarget} />
      )}
    </main>
  );
}
