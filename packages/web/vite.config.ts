/**
 * The web client's build: the app (index.html) and the component gallery (gallery.html) as two
 * entries, so the gallery's fixtures never reach the app's bundle. `vite` serves both in dev.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    // The budget is 350 KB gzipped for the initial JS (issue 11); the rules and React share one
    // chunk of about 550 KB minified, so Vite's 500 KB warning says nothing useful here.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: { app: here('index.html'), gallery: here('gallery.html') },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
