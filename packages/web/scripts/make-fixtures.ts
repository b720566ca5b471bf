/**
 * Writes the gallery's fixtures (src/gallery/fixtures/*.json) from the seeded bot game in
 * fixtures.ts. Run after a rules or content change: `npm run fixtures --workspace=packages/web`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { makeFeedbackFixture } from './feedback-fixture.ts';
import { makeGalleryFixtures } from './fixtures.ts';
import { playGame } from './game-fixture.ts';

const dir = new URL('../src/gallery/fixtures/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const f of makeGalleryFixtures()) {
  const file = new URL(`${f.id}.json`, dir);
  const { secret: _secret, ...shown } = f;
  writeFileSync(file, `${JSON.stringify(shown)}\n`);
  console.log(
    `${f.id}: command ${f.command}, turn ${f.view.turn.number}, ${f.view.board.sectors.length} sectors, ${f.legal.length} legal commands -> ${file.pathname}`,
  );
}

const feedback = makeFeedbackFixture(playGame());
const file = new URL('feedback.json', dir);
writeFileSync(file, `${JSON.stringify(feedback)}\n`);
console.log(
  `feedback: ${feedback.frames.length} events frames, turn ${feedback.view.turn.number} -> ${file.pathname}`,
);
