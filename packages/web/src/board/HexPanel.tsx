/** The panel that explains the hex under the pointer or the keyboard focus. */
import type { HexStory, LineKind } from './explain.ts';

const ICONS: Record<LineKind, string> = {
  action: '▶',
  terrain: '◆',
  piece: '●',
  space: '■',
  border: '┃',
  frontier: '?',
};

export function HexPanel({ story, id }: { story: HexStory | null; id: string }) {
  return (
    <section
      className={`hex-panel${story ? '' : ' hex-panel--empty'}`}
      id={id}
      aria-live="polite"
      aria-label="Space details"
    >
      {story ? (
        <>
          <h2 className="hex-panel__title">{story.title}</h2>
          <p className="hex-panel__subtitle">{story.subtitle}</p>
          <ul className="hex-panel__lines">
            {story.lines.map((line) => (
              <li
                key={`${line.kind}:${line.text}`}
                className={`hex-panel__line hex-panel__line--${line.kind}`}
              >
                <span className="hex-panel__icon" aria-hidden="true">
                  {ICONS[line.kind]}
                </span>
                <span>{line.text}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="hex-panel__hint">
          Point at a space, or tab to the board and use the arrow keys, to see what is there.
        </p>
      )}
    </section>
  );
}
