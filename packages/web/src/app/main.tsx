/**
 * The app's entry. The shell (lobby, connection, prompts) comes next; until then it shows the
 * board and a ship mat over a state the rules set up here, so the bundle holds what the game
 * page will hold.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../look/theme.css';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
