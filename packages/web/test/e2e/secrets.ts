/**
 * What a page was sent: every WebSocket frame and every /api answer, kept as parsed JSON, and
 * checks over them for another seat's secrets (mission cards held or drawn face down, the dice's
 * state, the order of a face-down stack). Mission cards are the secrets the rules give a seat;
 * the rest no one may see.
 */
import { corePack } from '@drift/xia/content';
import type { Page } from 'playwright-core';

const MISSIONS = new Map(corePack().missions.map((m) => [m.id, m.name]));

type Json = unknown;

interface Frame {
  readonly type?: string;
  readonly view?: Json;
  readonly seat?: number;
  readonly events?: readonly Json[];
}

export interface SeatSecrets {
  /** `revealed`: turned face up (worked or completed), so public from then on. */
  readonly missions: readonly { id: string; name: string; revealed: boolean }[];
}

function isObject(x: Json): x is Record<string, Json> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Every string anywhere in a value. */
function strings(x: Json, out: Set<string>): Set<string> {
  if (typeof x === 'string') out.add(x);
  else if (Array.isArray(x)) for (const v of x) strings(v, out);
  else if (isObject(x)) for (const v of Object.values(x)) strings(v, out);
  return out;
}

/** Keys anywhere in a value. */
function keys(x: Json, out: Set<string>): Set<string> {
  if (Array.isArray(x)) for (const v of x) keys(v, out);
  else if (isObject(x))
    for (const [k, v] of Object.entries(x)) {
      out.add(k);
      keys(v, out);
    }
  return out;
}

export function secretsIn(page: Page) {
  const frames: Frame[] = [];
  const texts: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      texts.push(text);
      try {
        frames.push(JSON.parse(text) as Frame);
      } catch {
        // Not JSON: kept as text only.
      }
    });
  });
  page.on('response', async (res) => {
    if (!new URL(res.url()).pathname.startsWith('/api/')) return;
    try {
      const text = await res.text();
      texts.push(text);
      frames.push({ type: 'http', view: JSON.parse(text) as Json });
    } catch {
      // A body already gone (a navigation): nothing to keep.
    }
  });

  const views = () => frames.filter((f) => f.type === 'sync').map((f) => f.view);
  const latest = () => views().at(-1);

  /** Mission ids this viewer may know: its own, and every one turned face up or done. */
  const knowable = (viewer: number | null): Set<string> => {
    const ok = new Set<string>();
    for (const f of frames) {
      if (f.type === 'sync' && isObject(f.view)) {
        const captains = Array.isArray(f.view.captains) ? f.view.captains : [];
        for (const c of captains) {
          if (!isObject(c) || !isObject(c.missions)) continue;
          if (c.seat === viewer) strings(c.missions, ok);
          for (const m of Array.isArray(c.missions.active) ? c.missions.active : [])
            if (isObject(m) && m.revealed === true && typeof m.card === 'string') ok.add(m.card);
          strings(c.missions.completed, ok);
        }
        const prompts = Array.isArray(f.view.prompts) ? f.view.prompts : [];
        for (const p of prompts) if (isObject(p) && p.seat === viewer) strings(p, ok);
      }
      if (f.type === 'events')
        for (const e of f.events ?? []) {
          if (!isObject(e)) continue;
          if (e.seat === viewer) strings(e, ok);
          if (
            ['MissionRevealed', 'MissionCompleted', 'MissionFailed'].includes(String(e.type)) ||
            (e.type === 'MissionDiscarded' && e.revealed === true)
          )
            strings(e, ok);
        }
    }
    return ok;
  };

  return {
    raw: () => texts.join('\n'),
    /** The missions a seat holds, as its latest view says. */
    async own(seat: number): Promise<SeatSecrets> {
      const v = latest();
      const c = isObject(v) && Array.isArray(v.captains) ? v.captains[seat] : undefined;
      const active = isObject(c) && isObject(c.missions) ? c.missions.active : [];
      const missions = (Array.isArray(active) ? active : []).flatMap((m) =>
        isObject(m) && typeof m.card === 'string'
          ? [{ id: m.card, name: MISSIONS.get(m.card) ?? m.card, revealed: m.revealed === true }]
          : [],
      );
      return { missions };
    },
    /** Seats holding a mission this page sees only as a back. */
    async hiddenHeld(): Promise<{ seat: number }[]> {
      const v = latest();
      const captains = isObject(v) && Array.isArray(v.captains) ? v.captains : [];
      return captains.flatMap((c) =>
        isObject(c) &&
        isObject(c.missions) &&
        Array.isArray(c.missions.active) &&
        c.missions.active.some((m) => isObject(m) && m.hidden === true)
          ? [{ seat: Number(c.seat) }]
          : [],
      );
    },
    /** What this page was sent and should not have been (empty when nothing leaked). */
    leaks(viewer: number | null): string[] {
      const found: string[] = [];
      const ok = knowable(viewer);
      const sent = new Set<string>();
      for (const f of frames) strings(f, sent);
      for (const s of sent)
        if (MISSIONS.has(s) && !ok.has(s)) found.push(`mission card ${s} of another seat`);
      for (const v of views()) {
        const k = keys(v, new Set());
        if (k.has('random')) found.push('the dice state (random)');
        if (isObject(v) && isObject(v.decks))
          for (const [name, d] of Object.entries(v.decks))
            if (typeof d !== 'number') found.push(`the ${name} stack's order`);
        if (isObject(v) && isObject(v.board) && isObject(v.board.tokens))
          found.push('the faces of the tokens on the board');
      }
      return found;
    },
    /** Names of the pack's missions this viewer may not know (none may be on its page). */
    unseenMissionNames(viewer: number | null): string[] {
      const ok = knowable(viewer);
      return [...MISSIONS.entries()].flatMap(([id, name]) => (ok.has(id) ? [] : [name]));
    },
  };
}
