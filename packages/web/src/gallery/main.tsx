import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../look/theme.css';
import './gallery.css';
import { Gallery } from './Gallery.tsx';

const root = document.getElementById('root');
if (root) {
  performance.mark('drift:render-start');
  createRoot(root).render(
    <StrictMode>
      <Gallery />
    </StrictMode>,
  );
}
