/**
 * A scripted person: plays one seat over its socket, like a client would. Whenever a frame
 * hands it a legal list, it sends one of those commands (a command type first, then one of that
 * type, from its own seeded dice), numbered by a rising `seq`. It watches versions: a gap makes
 * it ask for a resync.
 */
import { openDice, seedRandom } from '@drift/engine';
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
): { log: PersonLog; done: Promise<PersonLog> } {
  const dice = openDice(seedRandom(seed));
  const log: PersonLog = { sent: 0, accepted: 0, rejected: [], gaps: 0, finished: null };
  let seq = 0;
  let version = -1;
  let sentAt = -1;
  const act = (legal: readonly unknown[] | null) => {
    if (!legal || legal.length === 0 || sentAt === version) return;
    const types = [...new Set(legal.map((c) => (c as { type: string }).type))];
    const type = dice.pick(types);
    const command = dice.pick(legal.filter((c) => (c as { type: string }).type === type));
    sentAt = version;
    seq++;
    log.sent++;
    client.send({ type: 'command', match, seq, command });
  };
  const done = new Promise<PersonLog>((resolve, reject) => {
    client.socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      switch (frame.type) {
        case 'sync':
          version = frame.version;
          sentAt = -1;
          act(frame.legal);
          break;
        case 'events':
          if (frame.version !== version + 1) {
            log.gaps++;
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
