/**
 * The table's record in localStorage, so a reload (or a sleeping tablet) loses nothing: the free
 * table under `drift:aoa:free`, an event's pod under `drift:aoa:<event>:<round>:<table>`.
 * What is read back is checked; a record that does not fit is ignored, never trusted.
 */
import { parseSquad } from '@drift/formats';
import type { AoaTable, PodRef, TableSeat, TableStage } from './table.ts';

const PREFIX = 'drift:aoa:';

export function tableKey(pod?: PodRef): string {
  return pod ? `${PREFIX}${pod.event}:${pod.round}:${pod.table}` : `${PREFIX}free`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

const STAGES: readonly TableStage[] = ['lists', 'setup', 'play'];
const SOURCES: readonly string[] = ['event', 'xws', 'text', 'drift', 'picked'];

function readSeat(raw: unknown): TableSeat | null {
  if (!isRecord(raw) || typeof raw.id !== 'string' || typeof raw.name !== 'string') return null;
  let seat: TableSeat = { id: raw.id, name: raw.name };
  if (typeof raw.eventPlayer === 'string') seat = { ...seat, eventPlayer: raw.eventPlayer };
  if (raw.squad !== undefined) {
    const squad = parseSquad(raw.squad);
    if (!squad.ok) return null;
    seat = { ...seat, squad: squad.value };
  }
  if (typeof raw.source === 'string' && SOURCES.includes(raw.source))
    seat = { ...seat, source: raw.source as NonNullable<TableSeat['source']> };
  if (typeof raw.text === 'string') seat = { ...seat, text: raw.text };
  return seat;
}

/** A stored record, checked; null when it is missing or does not fit. */
export function parseTable(text: string | null, pod?: PodRef): AoaTable | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.version !== 1 || typeof raw.seed !== 'string') return null;
  if (!STAGES.includes(raw.stage as TableStage)) return null;
  if (!Array.isArray(raw.seats) || !Array.isArray(raw.picks)) return null;
  if (!Array.isArray(raw.setup) || !Array.isArray(raw.entries)) return null;
  const seats: TableSeat[] = [];
  for (const s of raw.seats) {
    const seat = readSeat(s);
    if (!seat) return null;
    seats.push(seat);
  }
  const picks = raw.picks.filter(
    (p): p is { player: string; place: number } =>
      isRecord(p) && typeof p.player === 'string' && Number.isInteger(p.place),
  );
  const sent = isRecord(raw.sent) ? raw.sent : undefined;
  return {
    version: 1,
    ...(pod ? { pod } : {}),
    seats,
    seed: raw.seed,
    stage: raw.stage as TableStage,
    picks: picks.map(({ player, place }) => ({ player, place })),
    setup: raw.setup,
    entries: raw.entries,
    ...(sent &&
    typeof sent.at === 'number' &&
    (sent.as === 'organizer' || sent.as === 'player') &&
    typeof sent.revision === 'number'
      ? { sent: { at: sent.at, as: sent.as, revision: sent.revision } }
      : {}),
  };
}

export function loadTable(pod?: PodRef): AoaTable | null {
  return parseTable(storage()?.getItem(tableKey(pod)) ?? null, pod);
}

export function saveTable(table: AoaTable): void {
  try {
    storage()?.setItem(tableKey(table.pod), JSON.stringify(table));
  } catch {
    // A full or forbidden storage: the game goes on; it just will not survive a reload.
  }
}

export function forgetTable(pod?: PodRef): void {
  try {
    storage()?.removeItem(tableKey(pod));
  } catch {
    // Nothing to forget.
  }
}

/** A fresh seed for a free table's tie rolls. */
export function freshSeed(): string {
  const bytes = new Uint8Array(9);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
