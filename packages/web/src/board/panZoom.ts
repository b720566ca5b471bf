/**
 * Pan and zoom without React: the view lives in a ref and is written once per animation frame
 * straight onto the `<svg>`, which is as large as the whole board at the current zoom and slides
 * inside a clipping stage by a CSS transform on its own compositor layer. A pan only moves that
 * layer (no layout, no raster); a zoom scales it at once and lays the board out sharp at the new
 * size when the wheel or pinch rests. Mouse (drag, wheel), touch and pen (pointer events: one
 * finger drags, two pinch) and calls from the keyboard handler all go through the same few
 * functions.
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
/** A zoom rests (and the board is drawn sharp at its new size) this long after its last step. */
const ZOOM_REST_MS = 160;
/** Board units drawn around the board's box, for marks that reach past the outer hexes. */
export const BOARD_PAD = 60;

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

const r3 = (n: number) => Math.round(n * 1000) / 1000;

/** A view as text: `translate(x y) scale(k)`, kept on the board as `data-view`. */
export function transformAttribute(t: Transform): string {
  return `translate(${r3(t.x)} ${r3(t.y)}) scale(${r3(t.k)})`;
}

/** The padded box the `<svg>` draws, in board units. */
export function drawnBox(box: Box): Box {
  return {
    minX: box.minX - BOARD_PAD,
    minY: box.minY - BOARD_PAD,
    maxX: box.maxX + BOARD_PAD,
    maxY: box.maxY + BOARD_PAD,
  };
}

/**
 * Where the `<svg>` of `drawn` (laid out at zoom `laidK`) goes in the stage to show view `t`:
 * its CSS transform, a translation and, while a zoom has not rested, a scale.
 */
export function layerTransform(t: Transform, drawn: Box, laidK: number): string {
  const s = t.k / laidK;
  const move = `translate(${r3(t.x + drawn.minX * t.k)}px, ${r3(t.y + drawn.minY * t.k)}px)`;
  return Math.abs(s - 1) < 1e-9 ? move : `${move} scale(${r3(s)})`;
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
  stageRef: RefObject<HTMLDivElement | null>,
  svgRef: RefObject<SVGSVGElement | null>,
  box: Box,
  fitBox: Box,
  /** Fit again whenever `fitBox` changes, until the person moves the view themselves. */
  refit = false,
): PanZoom {
  const t = useRef<Transform>({ x: 0, y: 0, k: 1 });
  const frame = useRef<number | null>(null);
  /** The zoom the `<svg>` is laid out at; the view's own zoom differs while a zoom moves. */
  const laidK = useRef(1);
  const rest = useRef<ReturnType<typeof setTimeout> | null>(null);
  const drawn = useMemo(() => drawnBox(box), [box]);
  const minZoom = useRef(0.1);
  const dragFlag = useRef(false);
  /** The person moved or zoomed the view: a resize no longer refits it. */
  const touched = useRef(false);

  const write = useCallback(() => {
    frame.current = null;
    const svg = svgRef.current;
    if (!svg) return;
    svg.style.transform = layerTransform(t.current, drawn, laidK.current);
    svg.setAttribute('data-view', transformAttribute(t.current));
  }, [svgRef, drawn]);

  /** Lays the `<svg>` out at the view's zoom: sharp again after a zoom, one raster. */
  const layOut = useCallback(() => {
    const svg = svgRef.current;
    if (rest.current !== null) clearTimeout(rest.current);
    rest.current = null;
    if (!svg) return;
    const k = t.current.k;
    laidK.current = k;
    // The small print shows or hides once the zoom rests, not on every step of a wheel.
    svg.setAttribute('data-detail', detailOf(k));
    svg.setAttribute('width', String(r3((drawn.maxX - drawn.minX) * k)));
    svg.setAttribute('height', String(r3((drawn.maxY - drawn.minY) * k)));
    write();
  }, [svgRef, drawn, write]);

  const schedule = useCallback(() => {
    if (frame.current !== null) return;
    if (typeof requestAnimationFrame === 'function') frame.current = requestAnimationFrame(write);
    else write();
  }, [write]);

  const set = useCallback(
    (next: Transform, now = false) => {
      const zoomed = next.k !== t.current.k;
      t.current = next;
      if (now) layOut();
      else if (zoomed) {
        schedule();
        if (rest.current !== null) clearTimeout(rest.current);
        rest.current = setTimeout(layOut, ZOOM_REST_MS);
      } else schedule();
    },
    [schedule, layOut],
  );

  const api = useMemo<PanZoom>(
    () => ({
      fit() {
        const { w, h } = viewportSize(stageRef.current);
        const fitted = fitTransform(fitBox, w, h, 16, HELP_ROOM);
        minZoom.current = Math.min(fitTransform(box, w, h).k, fitted.k) * 0.6;
        set(fitted, true);
      },
      zoomBy(factor, at) {
        touched.current = true;
        const { w, h } = viewportSize(stageRef.current);
        set(zoomAbout(t.current, factor, at ?? { x: w / 2, y: h / 2 }, minZoom.current));
      },
      panBy(dx, dy) {
        touched.current = true;
        set({ ...t.current, x: t.current.x + dx, y: t.current.y + dy });
      },
      reveal(p) {
        const { w, h } = viewportSize(stageRef.current);
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
    [box, fitBox, set, stageRef],
  );

  // First paint: fit the board, synchronously so the first frame is already placed.
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current) return;
    fitted.current = true;
    const { w, h } = viewportSize(stageRef.current);
    const f = fitTransform(fitBox, w, h, 16, HELP_ROOM);
    minZoom.current = Math.min(fitTransform(box, w, h).k, f.k) * 0.6;
    set(f, true);
  }, [box, fitBox, set, stageRef]);

  // A board that grew (a sector laid) is laid out again at its new size, the view unmoved.
  useEffect(() => {
    if (fitted.current) layOut();
  }, [layOut]);

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
    const stage = stageRef.current;
    if (!stage || typeof ResizeObserver !== 'function') return;
    let last = viewportSize(stage);
    const observer = new ResizeObserver(() => {
      const now = viewportSize(stage);
      if (touched.current || (now.w === last.w && now.h === last.h)) return;
      last = now;
      api.fit();
    });
    observer.observe(stage);
    return () => observer.disconnect();
  }, [api, stageRef]);

  // Wheel (non-passive, to keep the page from scrolling) and pointers, on the stage: the
  // board may be smaller than it.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const local = (e: { clientX: number; clientY: number }): Point => {
      const r = stage.getBoundingClientRect();
      // Test DOMs may leave an event's coordinates out: use the middle then.
      if (!Number.isFinite(e.clientX) || !Number.isFinite(e.clientY)) {
        const { w, h } = viewportSize(stage);
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
        stage.setPointerCapture?.(e.pointerId);
        stage.classList.add('board-stage--dragging');
      }
      if (dragging) api.panBy(now.x - before.x, now.y - before.y);
    };
    const onUp = (e: PointerEvent) => {
      pointers.delete(e.pointerId);
      if (pointers.size < 2) pinch = null;
      if (pointers.size === 0) {
        dragging = false;
        start = null;
        stage.classList.remove('board-stage--dragging');
        // The click that follows a drag comes in this same task; clear the flag after it.
        setTimeout(() => {
          dragFlag.current = false;
        }, 0);
      }
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    stage.addEventListener('pointerdown', onDown);
    stage.addEventListener('pointermove', onMove);
    stage.addEventListener('pointerup', onUp);
    stage.addEventListener('pointercancel', onUp);
    return () => {
      stage.removeEventListener('wheel', onWheel);
      stage.removeEventListener('pointerdown', onDown);
      stage.removeEventListener('pointermove', onMove);
      stage.removeEventListener('pointerup', onUp);
      stage.removeEventListener('pointercancel', onUp);
    };
  }, [api, set, stageRef]);

  useEffect(
    () => () => {
      if (frame.current !== null && typeof cancelAnimationFrame === 'function')
        cancelAnimationFrame(frame.current);
      if (rest.current !== null) clearTimeout(rest.current);
    },
    [],
  );

  return api;
}
