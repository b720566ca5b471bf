/**
 * The frame of every organized-play page: Drift's mark back to the lobby, where you are (a
 * breadcrumb), the page, and a footer to the hub, the catalogue and the credits.
 */
import { type ReactNode, useEffect } from 'react';
import type { Route } from '../app/router.ts';
import { Link } from './Link.tsx';
import './org.css';

export interface Crumb {
  readonly text: string;
  readonly to: Route;
}

/** The hub, the first crumb of the pages under it. */
export const HUB: Crumb = { text: 'Organized play', to: { page: 'org' } };

export function OrgFrame({
  title,
  trail = [],
  children,
  wide,
}: {
  /** The page's heading and the browser tab's title. */
  title: string;
  /** The pages above this one, from the top down (`[HUB]` under the hub). */
  trail?: readonly Crumb[];
  children: ReactNode;
  wide?: boolean;
}) {
  useEffect(() => {
    document.title = `${title} · Drift`;
    // A new page starts at its top (a hash change keeps the old scroll).
    window.scrollTo?.(0, 0);
    return () => {
      document.title = 'Drift';
    };
  }, [title]);
  return (
    <div className={`org${wide ? ' org--wide' : ''}`}>
      <header className="org__bar">
        <Link to={{ page: 'lobby' }} className="org__home" label="Drift: back to the lobby">
          <span className="logo__mark" aria-hidden="true">
            ⬡
          </span>
          Drift
        </Link>
        <nav aria-label="Breadcrumb" className="crumbs">
          <ol>
            {trail.map((c) => (
              <li key={c.text}>
                <Link to={c.to}>{c.text}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </header>
      <main className="org__main">{children}</main>
      <footer className="org__foot">
        <Link to={{ page: 'org' }}>Organized play</Link>
        <Link to={{ page: 'org-formats' }}>Format catalogue</Link>
        <Link to={{ page: 'about' }}>About and credits</Link>
        <Link to={{ page: 'lobby' }}>Drift lobby</Link>
      </footer>
    </div>
  );
}
