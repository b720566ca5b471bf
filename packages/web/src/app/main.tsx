/** The app's entry: the lobby, match and replay pages under one hash router. */
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
