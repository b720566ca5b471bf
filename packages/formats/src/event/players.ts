/**
 * Players: registration (by the organizer, or by players themselves when the event allows it),
 * late joins, changes, removal before round 1 and drops. A dropped player is never paired again
 * but keeps their place in the standings.
 */
import { refuse } from '@drift/engine';
import type { EventCommand } from './commands.ts';
import {
  type Ctx,
  changed,
  duplicateName,
  findPlayer,
  type Outcome,
  organizerOrSelf,
  swissCount,
} from './context.ts';
import { crowned } from './crowned.ts';
import { LIMITS } from './limits.ts';
import { note } from './log.ts';
import type { EventPlayer, Json } from './types.ts';

type Of<T extends EventCommand['type']> = Extract<EventCommand, { type: T }>;

function measuresText(m: Readonly<Record<string, number>>): string {
  return Object.entries(m)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
}

export function register({ record, actor }: Ctx, cmd: Of<'Register'>): Outcome {
  if (actor.kind === 'player') return refuse('NotAllowed', 'You are already registered.');
  if (actor.kind === 'public' && !(record.selfRegistration && record.status === 'registration')) {
    return refuse('NotAllowed', 'Only the organizer may register players for this event now.');
  }
  if (record.status === 'cut' || record.status === 'finished') {
    return refuse(
      'RegistrationClosed',
      `Registration is closed: the event is at its ${record.status === 'cut' ? 'cut' : 'end'}.`,
    );
  }
  if (record.players.length >= LIMITS.players) {
    return refuse('EventFull', `An event holds at most ${LIMITS.players} players.`);
  }
  const unique = duplicateName(record, cmd.name);
  if (!unique.ok) return unique;
  const id = `p${record.nextPlayer}`;
  const joinedRound = record.status === 'registration' ? 1 : swissCount(record) + 1;
  const player: EventPlayer = {
    id,
    name: cmd.name,
    ...(cmd.club !== undefined ? { club: cmd.club } : {}),
    ...(cmd.squad !== undefined ? { squad: cmd.squad } : {}),
    joinedRound,
  };
  const late = joinedRound > 1;
  const credit = measuresText(record.lateJoin);
  const text = late
    ? `${cmd.name} joins late, from round ${joinedRound}${
        credit ? ` (credited ${credit} for each of ${joinedRound - 1} rounds missed)` : ''
      }.`
    : `${cmd.name} registered${cmd.club ? ` (${cmd.club})` : ''}.`;
  return changed(
    { ...record, players: [...record.players, player], nextPlayer: record.nextPlayer + 1 },
    note(text, 'Register', {
      player: id,
      name: cmd.name,
      club: cmd.club ?? null,
      joinedRound,
      ...(cmd.squad !== undefined ? { squad: cmd.squad } : {}),
    }),
  );
}

export function updatePlayer({ record, actor }: Ctx, cmd: Of<'UpdatePlayer'>): Outcome {
  const found = findPlayer(record, cmd.player);
  if (!found.ok) return found;
  const allowed = organizerOrSelf(actor, cmd.player, "change a player's details");
  if (!allowed.ok) return allowed;
  if (actor.kind !== 'organizer' && record.status !== 'registration') {
    return refuse(
      'NotAllowed',
      'After round 1 is paired only the organizer may change your details.',
    );
  }
  if (cmd.name !== undefined) {
    const unique = duplicateName(record, cmd.name, cmd.player);
    if (!unique.ok) return unique;
  }
  const before = found.value;
  const { club: _c, squad: _s, ...base } = before;
  const club = cmd.club === undefined ? before.club : cmd.club || undefined;
  const squad = cmd.squad === undefined ? before.squad : (cmd.squad ?? undefined);
  const after: EventPlayer = {
    ...base,
    name: cmd.name ?? before.name,
    ...(club !== undefined ? { club } : {}),
    ...(squad !== undefined && squad !== null ? { squad } : {}),
  };
  const what = [
    cmd.name !== undefined && cmd.name !== before.name ? `name to ${cmd.name}` : null,
    cmd.club !== undefined ? (club ? `club to ${club}` : 'club cleared') : null,
    cmd.squad !== undefined ? (cmd.squad === null ? 'squad cleared' : 'squad') : null,
  ].filter((x) => x !== null);
  const data: { [k: string]: Json } = { player: cmd.player };
  if (cmd.name !== undefined) data.name = cmd.name;
  if (cmd.club !== undefined) data.club = club ?? null;
  if (cmd.squad !== undefined) data.squad = cmd.squad;
  return changed(
    { ...record, players: record.players.map((p) => (p.id === cmd.player ? after : p)) },
    note(`${before.name}: changed ${what.join(', ') || 'nothing'}.`, 'UpdatePlayer', data),
  );
}

export function removePlayer({ record, actor }: Ctx, cmd: Of<'RemovePlayer'>): Outcome {
  const found = findPlayer(record, cmd.player);
  if (!found.ok) return found;
  const allowed = organizerOrSelf(actor, cmd.player, 'remove a player');
  if (!allowed.ok) return allowed;
  if (record.status !== 'registration') {
    return refuse(
      'EventStarted',
      `Round 1 is paired: ${found.value.name} can be dropped, not removed.`,
    );
  }
  return changed(
    { ...record, players: record.players.filter((p) => p.id !== cmd.player) },
    note(`${found.value.name} was removed from the event.`, 'RemovePlayer', { player: cmd.player }),
  );
}

export function dropPlayer({ record, actor }: Ctx, cmd: Of<'DropPlayer'>): Outcome {
  const found = findPlayer(record, cmd.player);
  if (!found.ok) return found;
  const allowed = organizerOrSelf(actor, cmd.player, 'drop a player');
  if (!allowed.ok) return allowed;
  if (record.status === 'registration') {
    return refuse('NotStarted', `The event has not started: remove ${found.value.name} instead.`);
  }
  if (record.status === 'finished') return refuse('EventFinished', 'The event is finished.');
  if (found.value.dropped)
    return refuse('AlreadyDropped', `${found.value.name} has already dropped.`);
  const afterRound = record.rounds.length;
  const dropped: EventPlayer = { ...found.value, dropped: { afterRound } };
  const next = {
    ...record,
    players: record.players.map((p) => (p.id === cmd.player ? dropped : p)),
  };
  // In the cut, a drop may leave one player going on: the winner.
  const crown = crowned(record, next);
  return changed(
    crown.record,
    note(
      `${found.value.name} dropped: not paired after round ${afterRound}, still in the standings.`,
      'DropPlayer',
      { player: cmd.player, afterRound },
    ),
    ...crown.notes,
  );
}
