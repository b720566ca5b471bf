/** A real link to a route (middle-click, copy address and readers all work). */
import type { ReactNode } from 'react';
import { type Route, routeHash } from '../app/router.ts';

export function Link({
  to,
  className,
  children,
  label,
}: {
  to: Route;
  className?: string;
  children: ReactNode;
  /** An accessible name when the text alone says too little. */
  label?: string;
}) {
  return (
    <a href={routeHash(to)} className={className} aria-label={label}>
      {children}
    </a>
  );
}
