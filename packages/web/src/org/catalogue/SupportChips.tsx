/** What Drift does for a format, as chips; or plainly that it does not support it. */
import type { CatalogueFormat } from '@drift/formats';
import { NOT_SUPPORTED, SUPPORT_ORDER, SUPPORT_TEXT } from './words.ts';

export function SupportChips({ format }: { format: CatalogueFormat }) {
  if (format.supports.length === 0)
    return (
      <p className="support support--none" data-support="none">
        {NOT_SUPPORTED}
      </p>
    );
  return (
    <ul className="support" aria-label="Supported in Drift">
      {SUPPORT_ORDER.filter((s) => format.supports.includes(s)).map((s) => (
        <li key={s} className="chip chip--on" data-support={s} title={SUPPORT_TEXT[s].long}>
          {SUPPORT_TEXT[s].short}
        </li>
      ))}
    </ul>
  );
}
