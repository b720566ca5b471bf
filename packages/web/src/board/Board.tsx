/**
 * The board: sector tiles, borders, spaces and pieces as SVG, with pan and zoom, a roving
 * keyboard focus over the hexes and a panel that explains the hex pointed at or focused.
 * A pure view (as chessground is): the host hands in the view, the content pack and the hexes
 * to highlight (taken from the legal list), and hears back which highlighted hex was activated.
 */

import { type Hex, type HexKey, hexKey, parseHexKey } from '@drift/engine/hex';
import type { Content, XiaView } from '@drift/xia';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { economyOf } from '../economy/EconomyBoard.tsx';
import { explainHex, type HexStory } from './explain.ts';
import { boxOf } from './geometry.ts';
import { HexPanel } from './HexPanel.tsx';
import { HighlightLayer } from './HighlightLayer.tsx';
import { HitLayer } from './HitLayer.tsx';
import type { Highlight, HighlightKind } from './highlight.ts';
import { KilnCard } from './KilnCard.tsx';
import { type BoardModel, boardModel } from './model.ts';
import { PiecesLayer } from './PiecesLayer.tsx';
import { drawnBox, usePanZoom } from './panZoom.ts';
import { NO_PIECES, piecesByHex } from './pieces.ts';
import { isArrow, stepFocus } from './roving.ts';
import { type SlotChoice, SlotChoiceLayer } from './SlotChoiceLayer.tsx';
import { TileLayer } from './TileLayer.tsx';
import { TrailLayer } from './TrailLayer.tsx';
import type { Trail } from './trails.ts';
import './board.css';

/** The parts of a view the board reads. */
export type BoardView = Pick<XiaView, 'board' | 'captains' | 'npcs' | 'turn' | 'viewer' | 'stage'> &
  Partial<Pick<XiaView, 'options' | 'events' | 'economy' | 'comets' | 'worlds' | 'solo'>>;

export interface BoardProps {
  readonly view: BoardView;
  readonly content: Content;
  /** Hexes to mark for acting; activating one calls `onHexActivate`. */
  readonly highlights?: readonly Highlight[];
  readonly onHexActivate?: (hex: Hex) => void;
  /** The hex the panel explains changed (pointer or focus), or none. */
  readonly onInspect?: (hex: Hex | null) => void;
  /** The accessible name of the board. */
  readonly label?: string;
  /** A small preview (in a dialog): the explaining panel and the help line are for screen readers only. */
  readonly compact?: boolean;
  /** Spaces the view first fits (default: every sector laid). */
  readonly fitTo?: readonly Hex[];
  /** Fit again whenever the map changes (a replay), until the person moves the view. */
  readonly refit?: boolean;
  /** Forced moves of the latest command to animate (gravity paths, comets). */
  readonly trails?: readonly Trail[];
  /** Empty positions offered for a choice (the solo System Expanse); picking one calls `onSlotPick`. */
  readonly slotChoices?: readonly SlotChoice[];
  readonly onSlotPick?: (key: string) => void;
}

const NONE: readonly Highlight[] = [];
const NO_TRAILS: readonly Trail[] = [];
const NO_SLOTS: readonly SlotChoice[] = [];
const NO_PICK = () => {};
const PAN_STEP = 80;

/** Where the keyboard starts: a marked hex, the viewer's ship, the ship in turn; on the map only (a ship docked in The Kiln is not). */
function firstFocus(
  view: BoardView,
  highlights: readonly Highlight[],
  model: BoardModel,
): HexKey | null {
  const onMap = (h: Hex | null | undefined) =>
    h && model.cellByKey.has(hexKey(h)) ? hexKey(h) : null;
  for (const h of highlights) if (onMap(h.hex)) return hexKey(h.hex);
  const viewer = view.viewer;
  const own = typeof viewer === 'object' ? onMap(view.captains[viewer.seat]?.at) : null;
  return own ?? onMap(view.captains[view.turn.seat]?.at);
}

export function Board({
  view,
  content,
  highlights = NONE,
  onHexActivate,
  onInspect,
  label = 'Board',
  compact = false,
  fitTo,
  refit = false,
  trails = NO_TRAILS,
  slotChoices = NO_SLOTS,
  onSlotPick = NO_PICK,
}: BoardProps) {
  const uid = useId().replace(/:/g, '');
  const model = useMemo(
    () => boardModel(content, view.board.sectors),
    [content, view.board.sectors],
  );
  const pieces = useMemo(
    () => piecesByHex(view),
    // The parts of the view that place pieces.
    [view],
  );
  const highlightByKey = useMemo(
    () => new Map(highlights.map((h) => [hexKey(h.hex), h])),
    [highlights],
  );
  // The Kiln's interior spaces are off the map: their marks are on its card.
  const onMapHighlights = useMemo(
    () => highlights.filter((h) => model.cellByKey.has(hexKey(h.hex))),
    [highlights, model],
  );
  const highlightKinds = useMemo(
    () => new Map<HexKey, HighlightKind>(highlights.map((h) => [hexKey(h.hex), h.kind])),
    [highlights],
  );
  const stock = economyOf(view)?.stock;
  const newTokens = view.options?.elements?.includes('B') ?? false;
  const side = view.solo?.side;
  const stories = useMemo(() => {
    const tokens = new Set(view.board.tokens.map(hexKey));
    const out = new Map<HexKey, HexStory>();
    for (const cell of model.cells) {
      out.set(
        cell.key,
        explainHex({
          cell,
          content,
          pieces: pieces.get(cell.key) ?? NO_PIECES,
          borders: model.bordersByHex.get(cell.key) ?? [],
          frontier: model.frontierByHex.get(cell.key) ?? [],
          highlight: highlightByKey.get(cell.key),
          tokenPresent: tokens.has(cell.key),
          ...(stock ? { stock } : {}),
          newTokens,
          paths: model.pathsByHex.get(cell.key) ?? [],
          ...(side ? { solo: { side } } : {}),
        }),
      );
    }
    return out;
  }, [model, content, pieces, highlightByKey, view.board.tokens, stock, newTokens, side]);
  const labels = useMemo(() => {
    const out = new Map<HexKey, string>();
    for (const [k, s] of stories) out.set(k, s.label);
    return out;
  }, [stories]);

  const stageRef = useRef<HTMLDivElement | null>(null);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const fitBox = useMemo(
    () => (fitTo && fitTo.length > 0 ? boxOf(fitTo) : model.placedBox),
    [fitTo, model.placedBox],
  );
  const panZoom = usePanZoom(stageRef, svgRef, model.box, fitBox, refit);
  const drawn = useMemo(() => drawnBox(model.box), [model.box]);

  // A mark for measuring the first board render (read by scripts/screenshots.ts).
  useEffect(() => {
    if (typeof performance === 'undefined' || typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => performance.mark('drift:board-painted'));
  }, []);

  const [focusKey, setFocusKey] = useState<HexKey | null>(() =>
    firstFocus(view, highlights, model),
  );
  const [panelKey, setPanelKey] = useState<HexKey | null>(null);
  const pendingFocus = useRef(false);
  /** The panel shows what the mouse points at (not what the keyboard focused). */
  const pointed = useRef(false);
  const lean = useRef<'left' | 'right'>('left');

  // A focus that left the board (the sectors changed) falls back to the first choice.
  const focus =
    focusKey && model.cellByKey.has(focusKey)
      ? focusKey
      : (firstFocus(view, highlights, model) ?? model.cells[0]?.key ?? null);

  useEffect(() => {
    if (!pendingFocus.current || !focus) return;
    pendingFocus.current = false;
    const el = svgRef.current?.querySelector<SVGPolygonElement>(`.hex-hit[data-hex="${focus}"]`);
    el?.focus();
    const cell = model.cellByKey.get(focus);
    if (cell) panZoom.reveal(cell.center);
  }, [focus, model, panZoom]);

  const inspect = useCallback(
    (key: HexKey | null) => {
      setPanelKey(key);
      if (onInspect) onInspect(key ? (parseHexKey(key) ?? null) : null);
    },
    [onInspect],
  );

  const activate = useCallback(
    (key: HexKey) => {
      const h = highlightByKey.get(key);
      if (h && onHexActivate) onHexActivate(h.hex);
    },
    [highlightByKey, onHexActivate],
  );

  const keyOf = (target: EventTarget | null): HexKey | null => {
    if (!(target instanceof Element)) return null;
    const k = target.closest('[data-hex]')?.getAttribute('data-hex');
    return k && model.cellByKey.has(k as HexKey) ? (k as HexKey) : null;
  };

  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    if (isArrow(e.key)) {
      e.preventDefault();
      if (e.shiftKey || !focus) {
        const dx = e.key === 'ArrowLeft' ? PAN_STEP : e.key === 'ArrowRight' ? -PAN_STEP : 0;
        const dy = e.key === 'ArrowUp' ? PAN_STEP : e.key === 'ArrowDown' ? -PAN_STEP : 0;
        panZoom.panBy(dx, dy);
        return;
      }
      const from = model.cellByKey.get(focus);
      if (!from) return;
      const vertical = e.key === 'ArrowUp' || e.key === 'ArrowDown';
      const next = stepFocus(from.hex, e.key, (k) => model.cellByKey.has(k), lean.current);
      if (vertical) lean.current = lean.current === 'left' ? 'right' : 'left';
      if (next) {
        pendingFocus.current = true;
        const k = hexKey(next);
        setFocusKey(k);
        inspect(k);
      }
      return;
    }
    switch (e.key) {
      case '+':
      case '=':
        e.preventDefault();
        panZoom.zoomBy(1.25, focusPoint());
        return;
      case '-':
      case '_':
        e.preventDefault();
        panZoom.zoomBy(0.8, focusPoint());
        return;
      case '0':
        e.preventDefault();
        panZoom.fit();
        return;
      case 'Enter':
      case ' ': {
        const k = keyOf(e.target);
        if (k) {
          e.preventDefault();
          activate(k);
        }
        return;
      }
      case 'Escape':
        inspect(null);
        return;
    }
  };

  /** The focused hex on screen, to zoom about it from the keyboard; undefined if off screen. */
  const focusPoint = () => {
    const cell = focus ? model.cellByKey.get(focus) : undefined;
    const stage = stageRef.current;
    if (!cell || !stage) return undefined;
    const t = panZoom.current();
    const p = { x: cell.center.x * t.k + t.x, y: cell.center.y * t.k + t.y };
    const r = stage.getBoundingClientRect();
    return p.x >= 0 && p.y >= 0 && p.x <= r.width && p.y <= r.height ? p : undefined;
  };

  const onClick = (e: MouseEvent<SVGGElement>) => {
    if (panZoom.dragged()) return;
    const k = keyOf(e.target);
    if (!k) return;
    setFocusKey(k);
    inspect(k);
    activate(k);
  };

  const onPointerOver = (e: PointerEvent<SVGGElement>) => {
    // Not while dragging: the map slides under the pointer and the panel would chase it.
    if (e.pointerType !== 'mouse' || e.buttons !== 0) return;
    const k = keyOf(e.target);
    if (k && k !== panelKey) {
      pointed.current = true;
      inspect(k);
    }
  };

  // The panel follows the mouse: it goes when the mouse leaves the board, unless the keyboard
  // put it there.
  const onPointerLeave = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && pointed.current) inspect(null);
  };

  const onFocus = (e: React.FocusEvent<SVGGElement>) => {
    const k = keyOf(e.target);
    if (!k) return;
    pointed.current = false;
    if (k !== focus) setFocusKey(k);
    if (k !== panelKey) inspect(k);
  };

  const story = panelKey ? (stories.get(panelKey) ?? null) : null;
  const turnSeat = view.stage === 'playing' ? view.turn.seat : null;
  const helpId = `${uid}-help`;
  const panelId = `${uid}-panel`;

  return (
    <div className={`board${compact ? ' board--compact' : ''}`}>
      <div ref={stageRef} className="board-stage" onPointerLeave={onPointerLeave}>
        <svg
          ref={svgRef}
          className="board-svg"
          role="application"
          aria-label={label}
          aria-describedby={`${helpId} ${panelId}`}
          viewBox={`${drawn.minX} ${drawn.minY} ${drawn.maxX - drawn.minX} ${drawn.maxY - drawn.minY}`}
          onKeyDown={onKeyDown}
        >
          <g className="board-viewport">
            {/* Drawn for the eye; the hex buttons below carry the same facts in words. */}
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group of drawings, nothing in it takes focus. */}
            <g aria-hidden="true">
              <TileLayer model={model} defsId={uid} />
              <TrailLayer trails={trails} />
              <PiecesLayer model={model} pieces={pieces} content={content} turnSeat={turnSeat} />
              <HighlightLayer highlights={onMapHighlights} />
            </g>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: events from the hex buttons inside, delegated. */}
            <g onClick={onClick} onPointerOver={onPointerOver} onFocus={onFocus}>
              <HitLayer
                cells={model.cells}
                labels={labels}
                focusKey={focus}
                highlightKinds={highlightKinds}
              />
            </g>
            {slotChoices.length > 0 && (
              <SlotChoiceLayer
                model={model}
                choices={slotChoices}
                onPick={onSlotPick}
                dragged={panZoom.dragged}
              />
            )}
          </g>
        </svg>
      </div>
      <HexPanel story={story} id={panelId} />
      {!compact && (
        <KilnCard
          view={view}
          content={content}
          highlights={highlights}
          onHexActivate={onHexActivate}
        />
      )}
      <div className="board-controls" role="toolbar" aria-label="Board view">
        <button
          type="button"
          onClick={() => panZoom.zoomBy(1.25)}
          aria-label="Zoom in"
          title="Zoom in (+)"
        >
          +
        </button>
        <button
          type="button"
          onClick={() => panZoom.zoomBy(0.8)}
          aria-label="Zoom out"
          title="Zoom out (−)"
        >
          −
        </button>
        <button
          type="button"
          onClick={() => panZoom.fit()}
          aria-label="Fit the board"
          title="Fit the board (0)"
        >
          ⤢
        </button>
      </div>
      <p className="board-help" id={helpId}>
        Drag, or Shift and the arrow keys, to pan. Wheel, pinch or + and − to zoom; 0 fits the
        board. Arrow keys move between spaces; Enter acts on a marked space.
      </p>
    </div>
  );
}
