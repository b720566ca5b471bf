/**
 * The replay's keys: Left and Right a move, with Shift a turn, Home and End the start and the
 * end, Space (or K) play and pause. They leave alone what has keys of its own: the board (its
 * arrows move between spaces, Shift pans), fields, the scrubber's own arrows, a button's Space,
 * the log's scrolling keys, and any open dialog.
 */
import { useEffect, useRef } from 'react';

export type ReplayKey = 'prev' | 'next' | 'prevTurn' | 'nextTurn' | 'first' | 'last' | 'play';

/** What a key press asks of the replay, or null when it is not the replay's to take. */
export function replayKey(e: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): ReplayKey | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const el = e.target instanceof Element ? e.target : null;
  // The scrubber moves by a move with its own keys; Shift and Space are still the replay's.
  if (el?.matches('input[type="range"]')) {
    if (e.key === ' ' || e.key === 'k' || e.key === 'K') return 'play';
    if (e.shiftKey && e.key === 'ArrowLeft') return 'prevTurn';
    if (e.shiftKey && e.key === 'ArrowRight') return 'nextTurn';
    return null;
  }
  if (el?.closest('input, select, textarea, [contenteditable="true"], dialog, .board')) return null;
  if (typeof document !== 'undefined' && document.querySelector('dialog[open]')) return null;
  const inLog = el?.closest('.event-log__scroll') !== null && el !== null;
  switch (e.key) {
    case 'ArrowLeft':
      return e.shiftKey ? 'prevTurn' : 'prev';
    case 'ArrowRight':
      return e.shiftKey ? 'nextTurn' : 'next';
    case 'Home':
      return inLog ? null : 'first';
    case 'End':
      return inLog ? null : 'last';
    case ' ':
      return inLog || el?.closest('button, a, [role="button"]') ? null : 'play';
    case 'k':
    case 'K':
      return 'play';
    default:
      return null;
  }
}

/** Listens on the window while mounted; `act` may change between renders. */
export function useReplayKeys(act: (key: ReplayKey) => void): void {
  const latest = useRef(act);
  latest.current = act;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const key = replayKey(e);
      if (!key) return;
      e.preventDefault();
      latest.current(key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
