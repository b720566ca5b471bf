/**
 * Small but real record kinds for the organized-play server tests. A tally: players add points
 * to their own score from their phones, the organizer adds players, corrects any score and
 * keeps notes only the organizer sees (hidden from others in the view and the log). A bare
 * kind: no player list, no log view for others, no exports.
 */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import type { OrgActor, OrgKind } from '../../src/org/kind.ts';

export interface Tally {
  readonly name: string;
  readonly players: readonly string[];
  readonly points: Readonly<Record<string, number>>;
  readonly notes: readonly string[];
  readonly seed: string;
  readonly createdAt: number;
}

export interface TallyView {
  readonly name: string;
  readonly players: readonly string[];
  readonly points: Readonly<Record<string, number>>;
  readonly notes?: readonly string[];
  readonly you?: string;
}

export type TallyEntry =
  | { readonly type: 'Added'; readonly player: string; readonly points: number }
  | {
      readonly type: 'Corrected';
      readonly player: string;
      readonly from: number;
      readonly to: number;
    }
  | { readonly type: 'Joined'; readonly player: string }
  | { readonly type: 'Noted' };

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isWhole = (x: unknown, min: number, max: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
const isName = (x: unknown): x is string =>
  typeof x === 'string' && /^[a-z][a-z0-9-]{0,31}$/.test(x);

const bad = (message: string): Result<never, RuleError> => err({ code: 'BadTally', message });

type Applied = Result<{ record: Tally; entries: TallyEntry[] }, RuleError>;

function add(record: Tally, player: string, points: number): Applied {
  const now = record.points[player] ?? 0;
  return ok({
    record: { ...record, points: { ...record.points, [player]: now + points } },
    entries: [{ type: 'Added', player, points }],
  });
}

export const tallyKind: OrgKind<Tally, TallyView> = {
  name: 'event',
  create(input, ctx) {
    if (!isObject(input)) return bad('A tally is an object { name, players }.');
    const { name, players } = input;
    if (typeof name !== 'string' || name.trim() === '' || name.length > 60)
      return bad('name: 1 to 60 characters.');
    if (!Array.isArray(players) || players.length > 50) return bad('players: a list of up to 50.');
    for (const [i, p] of players.entries())
      if (!isName(p)) return bad(`players.${i}: a lower-case id, not ${JSON.stringify(p)}.`);
    if (new Set(players).size !== players.length) return bad('players: each player once.');
    const names: string[] = players.filter(isName);
    return ok({
      name,
      players: names,
      points: Object.fromEntries(names.map((p) => [p, 0])),
      notes: [],
      seed: ctx.seed,
      createdAt: ctx.now,
    });
  },
  apply(record, actor, command) {
    if (!isObject(command)) return bad('A command is an object with a type.');
    const organizer = actor.kind === 'organizer';
    switch (command.type) {
      case 'add': {
        if (!isWhole(command.points, 1, 10)) return bad('points: a whole number from 1 to 10.');
        const player = actor.kind === 'player' ? actor.player : command.player;
        if (!isName(player) || !record.players.includes(player))
          return err({ code: 'UnknownTallyPlayer', message: `No player ${String(player)} here.` });
        return add(record, player, command.points);
      }
      case 'correct': {
        // A code the server's own table maps to 403: a kind's refusal is still a 400.
        if (!organizer) return err({ code: 'NotCreator', message: 'Only the organizer corrects.' });
        const { player, points } = command;
        if (!isName(player) || !record.players.includes(player))
          return err({ code: 'UnknownTallyPlayer', message: `No player ${String(player)} here.` });
        if (!isWhole(points, -1000, 1000)) return bad('points: a whole number.');
        const from = record.points[player] ?? 0;
        return ok({
          record: { ...record, points: { ...record.points, [player]: points } },
          entries: [{ type: 'Corrected', player, from, to: points }],
        });
      }
      case 'join': {
        if (!organizer) return err({ code: 'OrganizerOnly', message: 'Only the organizer adds.' });
        const { player } = command;
        if (!isName(player)) return bad('player: a lower-case id.');
        if (record.players.includes(player)) return bad(`${player} is already here.`);
        return ok({
          record: {
            ...record,
            players: [...record.players, player],
            points: { ...record.points, [player]: 0 },
          },
          entries: [{ type: 'Joined', player }],
        });
      }
      case 'note': {
        if (!organizer) return err({ code: 'OrganizerOnly', message: 'Only the organizer notes.' });
        if (typeof command.text !== 'string' || command.text.length > 250_000)
          return bad('text: up to 250,000 characters.');
        return ok({
          record: { ...record, notes: [...record.notes, command.text] },
          entries: [{ type: 'Noted' }],
        });
      }
      default:
        return err({
          code: 'UnknownTallyCommand',
          message: `No command ${JSON.stringify(command.type)}.`,
        });
    }
  },
  view(record, actor: OrgActor) {
    const seen = { name: record.name, players: record.players, points: record.points };
    if (actor.kind === 'organizer') return { ...seen, notes: record.notes };
    if (actor.kind === 'player') return { ...seen, you: actor.player };
    return seen;
  },
  playerIds: (record) => record.players,
  summary: (record) => ({ name: record.name, players: record.players.length }),
  viewEntry: (entry) => (isObject(entry) && entry.type === 'Noted' ? undefined : entry),
  exports: {
    csv: (record) =>
      `player,points\n${record.players.map((p) => `${p},${record.points[p] ?? 0}`).join('\n')}\n`,
    json: (record) => ({ name: record.name, points: record.points }),
  },
};

/** A kind with none of the optional parts: counts commands. */
export const bareKind: OrgKind<{ count: number }, { count: number }> = {
  name: 'coruscant',
  create: (input) =>
    isObject(input) && Object.keys(input).length === 0
      ? ok({ count: 0 })
      : err({ code: 'BadBare', message: 'A bare record is made from {}.' }),
  apply: (record, _actor, command) =>
    command === 'tick'
      ? ok({ record: { count: record.count + 1 }, entries: [{ tick: record.count + 1 }] })
      : err({ code: 'BadBare', message: 'The only command is "tick".' }),
  view: (record) => ({ count: record.count }),
};
