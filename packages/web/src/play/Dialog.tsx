/**
 * A focused modal dialog on the browser's own <dialog> (showModal): focus moves in and stays
 * in, the page behind is inert, Escape is the dialog's to handle. A decision the rules wait for
 * cannot be dismissed, only set aside to look at the board (`onPeek`). The keyboard starts on
 * the main choice (`mainChoice`), never on "Look at the board" or the close button.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface DialogProps {
  readonly title: string;
  /** One line under the title: what this is about. */
  readonly lead?: ReactNode;
  readonly children: ReactNode;
  /** Buttons at the foot. */
  readonly actions?: ReactNode;
  /** Escape or the close button; absent for decisions that must be made. */
  readonly onClose?: () => void;
  /** Set the decision aside to look at the board. */
  readonly onPeek?: () => void;
  readonly wide?: boolean;
  /** A name for tests and screenshots. */
  readonly kind: string;
}

const ENABLED = ':not([disabled]):not([aria-disabled="true"])';
const CONTROLS = ['input', 'select', 'textarea', 'button', '[role="button"]', '[tabindex="0"]'];
const inBody = CONTROLS.map((c) => `.dialog__body ${c}${ENABLED}`).join(', ');

/**
 * Where the keyboard starts in a dialog: a control marked `data-autofocus` (a dialog naming its
 * main choice), else the first option in the body, else the primary action, else the first
 * action at the foot other than "Look at the board", else the close button.
 */
export function mainChoice(d: HTMLElement): HTMLElement | null {
  const q = (sel: string) => d.querySelector<HTMLElement>(sel);
  return (
    q(`[data-autofocus]${ENABLED}`) ??
    q(inBody) ??
    q(`.dialog__foot .btn--primary${ENABLED}`) ??
    q(`.dialog__foot button${ENABLED}:not([data-peek])`) ??
    q('.dialog__x')
  );
}

export function Dialog({
  title,
  lead,
  children,
  actions,
  onClose,
  onPeek,
  wide,
  kind,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement | null>(null);
  const titleId = useId();
  const leadId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (!d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    mainChoice(d)?.focus();
    return () => {
      if (d.open && typeof d.close === 'function') d.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog${wide ? ' dialog--wide' : ''}`}
      aria-labelledby={titleId}
      aria-describedby={lead ? leadId : undefined}
      data-dialog={kind}
      onCancel={(e) => {
        e.preventDefault();
        if (onClose) onClose();
        else onPeek?.();
      }}
    >
      <header className="dialog__head">
        <h2 id={titleId}>{title}</h2>
        {onClose && (
          <button type="button" className="dialog__x" aria-label="Close" onClick={onClose}>
            ×
          </button>
        )}
      </header>
      {lead && (
        <div className="dialog__lead" id={leadId}>
          {lead}
        </div>
      )}
      <div className="dialog__body">{children}</div>
      {(actions || onPeek) && (
        <footer className="dialog__foot">
          {onPeek && (
            <button type="button" className="btn btn--quiet" data-peek="" onClick={onPeek}>
              Look at the board
            </button>
          )}
          <span className="dialog__spacer" />
          {actions}
        </footer>
      )}
    </dialog>
  );
}
