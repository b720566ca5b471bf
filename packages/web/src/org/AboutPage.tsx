/**
 * About Drift and its credits. The card data's notice is kept here as its licence asks
 * (xwing-data@1.0.1, MIT, © Guido Kessels).
 */
import { Link } from './Link.tsx';
import { OrgFrame } from './OrgFrame.tsx';

export const CARD_DATA_CREDIT = {
  package: 'xwing-data',
  version: '1.0.1',
  license: 'MIT',
  holder: 'Guido Kessels',
  url: 'https://github.com/guidokessels/xwing-data',
} as const;

const MIT_PERMISSION = `Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

export function AboutPage() {
  const c = CARD_DATA_CREDIT;
  return (
    <OrgFrame title="About and credits">
      <article className="panel about">
        <h1>About Drift</h1>
        <p>
          Drift is a digital tabletop. In the <Link to={{ page: 'lobby' }}>lobby</Link> you play a
          sandbox space-adventure board game with friends, bots or alone.{' '}
          <Link to={{ page: 'org' }}>Organized play</Link> helps run events of X-Wing Miniatures
          (first edition) formats: squads, pairings, scores, standings and the Coruscant campaign.
          Those battles are flown on a real table; Drift keeps the records.
        </p>
        <h2>Credits</h2>
        <section className="about__credit" aria-labelledby="credit-cards" data-credit={c.package}>
          <h3 id="credit-cards">X-Wing card data</h3>
          <p>
            Ships, pilots and upgrades (their ids, names, pilot skill, points, slots and limits)
            come from{' '}
            <a href={c.url} rel="noreferrer">
              {c.package} {c.version}
            </a>{' '}
            by {c.holder}, under the {c.license} License. Drift keeps a trimmed copy, without card
            images or card texts.
          </p>
          <pre className="about__licence">
            {`MIT License\n\nCopyright (c) ${c.holder}\n\n${MIT_PERMISSION}`}
          </pre>
          <p className="hint">
            Star Wars, X-Wing: The Miniatures Game and all related properties belong to Fantasy
            Flight Games, Lucasfilm Ltd. and/or Disney. Drift is not made or endorsed by them.
          </p>
        </section>
      </article>
    </OrgFrame>
  );
}
