/**
 * Pan and zoom without React: the transform lives in a ref and is written straight onto one
 * `<g>` once per animation frame, so the hexes never re-render while the board moves. Mouse
 * (drag, wheel), touch and pen (pointer events: one finger drags, two pinch) and calls from the
 * keyboard handler all go through the same few functions.
 */
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import type { Box, Point } from './geometry.ts';

export interface Transform {
  readonly x: number;
  readonly y: number;
  readonly k: number;
}

export interface PanZoom {
  fit(): void;
  zoomBy(factor: number, at?: Point): void;
  panBy(dx: number, dy: number): void;
  /** Pans just enough to show a board point with a margin (for keyboard focus). */
  reveal(p: Point): void;
  current(): Transform;
  /** True right after a drag, so the click that ends it is not taken as a click on a hex. */
  dragged(): boolean;
}

const MAX_ZOOM = 4;
/** A press that moves less than this many pixels is a click, not a drag. */
const DRAG_SLOP = 5;

/** The transform that shows `box` whole and centred in a `w`×`h` viewport. */
export function fitTransform(box: Box, w: number, h: number, margin = 16, bottom = 0): Transform {
  const bw = Math.max(1, box.maxX - box.minX);
  const bh = Math.max(1, box.maxY - box.minY);
  const k = Math.min((w - 2 * margin) / bw, (h - 2 * margin - bottom) / bh);
  const kk = Math.max(0.05, Math.min(MAX_ZOOM, k));
  return {
    k: kk,
    x: (w - bw * kk) / 2 - box.minX * kk,
    y: (h - bottom - bh * kk) / 2 - box.minY * kk,
  };
}

/** Room kept under a fitted board for the help line. */
const HELP_ROOM = 28;

/** `t` zoomed by `factor` about screen point `at`, the zoom kept within [min, max]. */
export function zoomAbout(t: Transform, factor: number, at: Point, min: number): Transform {
  const k = Math.max(min, Math.min(MAX_ZOOM, t.k * factor));
  const r = k / t.k;
  return { k, x: at.x - (at.x - t.x) * r, y: at.y - (at.y - t.y) * r };
}

export function transformAttribute(t: Transform): string {
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return `translate(${r(t.x)} ${r(t.y)}) scale(${r(t.k)})`;
}

function viewportSize(el: Element | null): { w: number; h: number } {
  const rect = el?.getBoundingClientRect();
  const w = rect && rect.width > 0 ? rect.width : 960;
  const h = rect && rect.height > 0 ? rect.height : 640;
  return { w, h };
}

/** Zoom levels as a word for CSS: far hides small print. */
function detailOf(k: number): 'far' | 'mid' | 'near' {
  return k < 0.45 ? 'far' : k < 0.9 ? 'mid' : 'near';
}

export function usePanZoom(
  svgRef: RefObject<SVGSVGElement | null>,
  viewportRef: RefObject<SVGGElement | null>,
  box: Box,
  fitBox: Box,
  /** Fit again whenever `fitBox` changes, until the person moves the view themselves. */
  refit = false,
): PanZoom {
  const t = useRef<Transform>({ x: 0, y: 0, k: 1 });
  const frame = useRef<number | null>(null);
  const minZoom = useRef(0.1);
  const dragFlag = useRef(false);
  /** The person moved or zoomed the view: a resize no longer refits it. */
  const touched = useRef(false);

  const write = useCallback(() => {
    frame.current = null;
    const g = viewportRef.current;
    if (!g) return;
    g.setAttribute('transform', transformAttribute(t.current));
    svgRef.current?.setAttribute('data-detail', detailOf(t.current.k));
  }, [svgRef, viewportRef]);

  const schedule = useCallback(() => {
    if (frame.current !== null) return;
    if (typeof requestAnimationFrame === 'function') frame.current = requestAnimationFrame(write);
    else write();
  }, [write]);

  const set = useCallback(
    (next: Transform, now = false) => {
      t.current = next;
      if (now) write();
      else schedule();
    },
    [schedule, write],
  );

  const api = useMemo<PanZoom>(
    () => ({
      fit() {
        const { w, h } = viewportSize(svgRef.current);
        const fitted = fitTransform(fitBox, w, h, 16, HELP_ROOM);
        minZoom.current = Math.min(fitTransform(box, w, h).k, fitted.k) * 0.6;
        set(fitted);
      },
      zoomBy(factor, at) {
        touched.current = true;
        const { w, h } = viewportSize(svgRef.current);
        set(zoomAbout(t.current, factor, at ?? { x: w / 2, y: h / 2 }, minZoom.current));
      },
      panBy(dx, dy) {
        touched.current = true;
        set({ ...t.current, x: t.current.x + dx, y: t.current.y + dy });
      },
      reveal(p) {
        const { w, h } = viewportSize(svgRef.current);
        const cur = t.current;
        const sx = p.x * cur.k + cur.x;
        const sy = p.y * cur.k + cur.y;
        const m = 70;
        const dx = sx < m ? m - sx : sx > w - m ? w - m - sx : 0;
        const dy = sy < m ? m - sy : sy > h - m ? h - m - sy : 0;
        if (dx !== 0 || dy !== 0) set({ ...cur, x: cur.x + dx, y: cur.y + dy });
      },
      current: () => t.current,
      dragged: () => dragFlag.current,
    }),
    [box, fitBox, set, svgRef],
  );

  // First paint: fit the board, synchronously so the first frame is already placed.
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current) return;
    fitted.current = true;
    const { w, h } = viewportSize(svgRef.current);
    const f = fitTransform(fitBox, w, h, 16, HELP_ROOM);
    minZoom.current = Math.min(fitTransform(box, w, h).k, f.k) * 0.6;
    set(f, true);
  }, [box, fitBox, set, svgRef]);

  // A replay's map grows and shrinks as it is stepped: it stays framed (unless moved by hand).
  const framed = useRef(fitBox);
  useEffect(() => {
    if (framed.current === fitBox) return;
    framed.current = fitBox;
    if (refit && !touched.current) api.fit();
  }, [fitBox, refit, api]);

  // A board laid out before its box had its size (in a dialog that opens after it renders)
  // fits again once it has one, until the person moves the view themselves.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || typeof ResizeObserver !== 'function') return;
    let last = viewportSize(svg);
    const observer = new ResizeObserver(() => {
      const now = viewportSize(svg);
      if (touched.current || (now.w === last.w && now.h === last.h)) return;
      last = now;
      api.fit();
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [api, svgRef]);

  // Wheel (non-passive, to keep the page from scrolling) and pointers.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const local = (e: { clientX: number; clientY: number }): Point => {
      const r = svg.getBoundingClientRect();
      // Test DOMs may leave an event's coordinates out: use the middle then.
      if (!Number.isFinite(e.clientX) || !Number.isFinite(e.clientY)) {
        const { w, h } = viewportSize(svg);
        return { x: w / 2, y: h / 2 };
      }
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const scale = e.deltaMode === 1 ? 30 : 1;
      api.zoomBy(Math.exp(-e.deltaY * scale * 0.0015), local(e));
    };
    const pointers = new Map<number, Point>();
    let start: Point | null = null;
    let dragging = false;
    let pinch: { dist: number; mid: Point } | null = null;
    const pinchOf = (): { dist: number; mid: Point } | null => {
      const [a, b] = [...pointers.values()];
      if (!a || !b) return null;
      return {
        dist: Math.hypot(a.x - b.x, a.y - b.y),
        mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      };
    };
    const onDown = (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      pointers.set(e.pointerId, local(e));
      if (pointers.size === 1) {
        start = local(e);
        dragging = false;
        dragFlag.current = false;
      } else if (pointers.size === 2) {
        pinch = pinchOf();
        dragging = true;
      }
    };
    const onMove = (e: PointerEvent) => {
      const before = pointers.get(e.pointerId);
      if (!before) return;
      const now = local(e);
      pointers.set(e.pointerId, now);
      if (pointers.size >= 2) {
        const next = pinchOf();
        if (pinch && next && pinch.dist > 0) {
          const cur = zoomAbout(t.current, next.dist / pinch.dist, next.mid, minZoom.current);
          touched.current = true;
          set({ ...cur, x: cur.x + next.mid.x - pinch.mid.x, y: cur.y + next.mid.y - pinch.mid.y });
        }
        pinch = next;
        dragFlag.current = true;
        return;
      }
      if (!dragging && start && Math.hypot(now.x - start.x, now.y - start.y) > DRAG_SLOP) {
        dragging = true;
        dragFlag.current = true;
        svg.setPointerCapture?.(e.pointerId);
        svg.classList.add('board-svg--dragging');
      }
      if (dragging) api.panBy(now.x - before.x, now.y - before.y);
    };
    const onUp = (e: PointerEvent) => {
      pointers.delete(e.pointerId);
      if (pointers.size < 2) pinch = null;
      if (pointers.size === 0) {
        dragging = false;
        start = null;
        svg.classList.remove('board-svg--dragging');
        // The click that follows a drag comes in this same task; clear the flag after it.
        setTimeout(() => {
          dragFlag.current = false;
        }, 0);
      }
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    svg.addEventListener('pointerdown', onDown);
    svg.addEventListener('pointermove', onMove);
    svg.addEventListener('pointerup', onUp);
    svg.addEventListener('pointercancel', onUp);
    return () => {
      svg.removeEventListener('wheel', onWheel);
      svg.removeEventListener('pointerdown', onDown);
      svg.removeEventListener('pointermove', onMove);
      svg.removeEventListener('pointerup', onUp);
      svg.removeEventListener('pointercancel', onUp);
    };
  }, [api, set, svgRef]);

  useEffect(
    () => () => {
      if (frame.current !== null && typeof cancelAnimationFrame === 'function')
        cancelAnimationFrame(frame.current);
    },
    [],
  );

  return api;
}
