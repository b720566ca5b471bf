/**
 * A scripted person: plays one seat over its socket, like a client would. Whenever a frame
 * hands it a legal list, it sends one of those commands (a command type first, then one of that
 * type, from its own seeded dice), numbered by a rising `seq`. It watches versions: a gap makes
 * it ask for a resync.
 */
import { type Dice, openDice, seedRandom } from '@drift/engine';
import type { Frame, TestClient } from './ws-client.ts';

export interface PersonLog {
  sent: number;
  accepted: number;
  rejected: { code: string; message: string }[];
  gaps: number;
  finished: { version: number; winners: readonly number[] } | null;
}

export function playAsPerson(
  client: TestClient,
  match: string,
  seed: string,
  options: {
    /** Stop acting (and resolve) once the match reaches this version. */
    readonly until?: number;
    /** Commands picked whenever the list holds some (e.g. to steer towards missions). */
    readonly prefer?: (command: { readonly type: string }) => boolean;
    /**
     * Chooses from the view and the list instead (a bot's mind): before each choice the person
     * asks for the whole view again (resync), as a client that keeps no state would.
     */
    readonly brain?: (view: unknown, legal: readonly unknown[], dice: Dice) => unknown;
  } = {},
): { log: PersonLog; done: Promise<PersonLog> } {
  const until = options.until ?? Number.POSITIVE_INFINITY;
  const prefer = options.prefer ?? (() => false);
  const dice = openDice(seedRandom(seed));
  const log: PersonLog = { sent: 0, accepted: 0, rejected: [], gaps: 0, finished: null };
  let seq = 0;
  let version = -1;
  let sentAt = -1;
  /** A resync this person asked for to try again (after a refusal or a gap). */
  let retry = false;
  let askedAt = -1;
  const act = (legal: readonly unknown[] | null, view: unknown = undefined) => {
    if (!legal || legal.length === 0 || sentAt === version) return;
    if (options.brain) {
      if (view === undefined) {
        if (askedAt !== version) client.send({ type: 'resync' });
        askedAt = version;
        return;
      }
      send(options.brain(view, legal, dice));
      return;
    }
    const all = legal as readonly { readonly type: string }[];
    const preferred = all.filter(prefer);
    const from = preferred.length > 0 ? preferred : all;
    const type = dice.pick([...new Set(from.map((c) => c.type))]);
    send(dice.pick(from.filter((c) => c.type === type)));
  };
  const send = (command: unknown) => {
    sentAt = version;
    seq++;
    log.sent++;
    client.send({ type: 'command', match, seq, command });
  };
  const done = new Promise<PersonLog>((resolve, reject) => {
    client.socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      if ((frame.type === 'sync' || frame.type === 'events') && frame.version >= until) {
        version = frame.version;
        resolve(log);
        return;
      }
      switch (frame.type) {
        case 'sync':
          version = frame.version;
          if (retry) sentAt = -1;
          retry = false;
          act(frame.legal, frame.view);
          break;
        case 'events':
          if (frame.version !== version + 1) {
            log.gaps++;
            retry = true;
            client.send({ type: 'resync' });
            break;
          }
          version = frame.version;
          act(frame.legal);
          break;
        case 'accepted':
          log.accepted++;
          break;
        case 'rejected':
          log.rejected.push({ code: frame.code, message: frame.message });
          // Try again from the whole picture.
          retry = true;
          client.send({ type: 'resync' });
          break;
        case 'finished':
          log.finished = { version: frame.version, winners: frame.winners };
          resolve(log);
          break;
        default:
          break;
      }
    });
    void client.closed.then((c) => {
      if (!log.finished)
        reject(new Error(`socket closed (${c.code} ${c.reason}) before the match finished`));
    });
  });
  return { log, done };
}
