/**
 * No secret ever leaves the server: over several random matches (scripted people, bots and a
 * spectator), every frame sent to every socket and every decision handed to a bot is searched
 * for what its viewer must not know at that version (see support/secrets.ts).
 */

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { HeuristicBot } from '@drift/bots';
import type { Dice } from '@drift/engine';
import type { XiaCommand, XiaEvent, XiaState, XiaView } from '@drift/xia';
import { afterAll, describe, expect, it } from 'vitest';
import { InThreadThinker } from '../src/bots/in-thread.ts';
import type { BotThinker, Decision } from '../src/bots/thinker.ts';
import { xiaGame } from '../src/game.ts';
import { openStorage } from '../src/storage/open.ts';
import { playAsPerson } from './support/person.ts';
import { Knowledge, type Secret, secretsAt } from './support/secrets.ts';
import { claim, createMatch } from './support/table.ts';
import { startTestServer } from './support/test-server.ts';
import { TestClient } from './support/ws-client.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A thinker that records what each bot was shown. */
class Recording implements BotThinker {
  readonly decisions: Decision[] = [];
  private readonly inner = new InThreadThinker(xiaGame().xia);
  choose(decision: Decision, timeoutMs: number): Promise<number> {
    this.decisions.push(decision);
    return this.inner.choose(decision, timeoutMs);
  }
  forget(key: string): void {
    this.inner.forget(key);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

type SeatIn = { kind: 'person' } | { kind: 'bot'; bot: string };
const person: SeatIn = { kind: 'person' };
const bot = (label: string): SeatIn => ({ kind: 'bot', bot: label });

/** Matches of every size, NPCs on, people and bots mixed. Bounded by version. */
const MATCHES: { seats: SeatIn[]; options: object }[] = [
  { seats: [person, person, bot('heuristic:worker')], options: { fameTarget: 6 } },
  { seats: [person, bot('random'), person, bot('heuristic:worker')], options: { fameTarget: 5 } },
  {
    seats: [bot('heuristic:worker'), person, bot('heuristic:pirate'), person, person],
    options: {},
  },
];
/** Longer runs: `npm run soak:server` (more rounds of the three matches, played further). */
const ROUNDS = Number(process.env.DRIFT_LEAK_ROUNDS ?? 1);
const UNTIL = Number(process.env.DRIFT_LEAK_UNTIL ?? 350);
const RESYNC_EVERY = 15;
/**
 * Most people play like a HeuristicBot that works missions, the others take every mission they
 * can: hidden cards are in play.
 */
const workerBot = new HeuristicBot(xiaGame().xia.content, 'worker');
const worker = (view: unknown, legal: readonly unknown[], dice: Dice) =>
  workerBot.choose(view as XiaView, legal as readonly XiaCommand[], dice);
const towardsMissions = (c: { readonly type: string; readonly card?: unknown }) =>
  c.type === 'DrawMissions' || (c.type === 'KeepMission' && c.card !== null);

interface Watched {
  readonly id: string;
  /** Who each socket speaks for, and what it received. */
  readonly sockets: { viewer: number | 'spectator'; client: TestClient }[];
}

describe('hidden information', { timeout: 120_000 * ROUNDS }, () => {
  it('never reaches a socket or a bot that must not see it', async () => {
    const thinker = new Recording();
    const t = await startTestServer({ thinker, removeDir: false });
    dirs.push(t.dir);
    const watched: Watched[] = [];
    const playing: Promise<unknown>[] = [];
    const plans = Array.from({ length: ROUNDS }, () => MATCHES).flat();
    for (const [m, plan] of plans.entries()) {
      const { id } = await createMatch(t, plan.seats, plan.options);
      const sockets: Watched['sockets'] = [];
      const spectator = await TestClient.open(t.socketUrl(id));
      spectator.send({ type: 'hello', protocol: 1, match: id });
      sockets.push({ viewer: 'spectator', client: spectator });
      for (const [seat, s] of plan.seats.entries()) {
        if (s.kind !== 'person') continue;
        const token = await claim(t, id, seat);
        const client = await TestClient.open(t.socketUrl(id));
        playing.push(
          playAsPerson(client, id, `leak-${m}-${seat}`, {
            until: UNTIL,
            ...(seat === 1 ? { prefer: towardsMissions } : { brain: worker }),
          }).done,
        );
        client.send({ type: 'hello', protocol: 1, match: id, token });
        sockets.push({ viewer: seat, client });
      }
      // Every socket asks for the whole view now and then, so views of every stage are searched too.
      for (const [i, { client }] of sockets.entries()) {
        client.socket.on('message', (data) => {
          const text = data.toString();
          const version = /^\{"type":"events","version":(\d+)/.exec(text)?.[1];
          if (version !== undefined && Number(version) % RESYNC_EVERY === i)
            client.send({ type: 'resync' });
        });
      }
      watched.push({ id, sockets });
    }
    await Promise.all(playing);
    await t.stop();

    const { ruleset } = xiaGame();
    let frames = 0;
    /** Versions at which some captain held a hidden mission. */
    let hidden = 0;
    let checked = 0;
    for (const { id, sockets } of watched) {
      const record = await reopen(t.dir, id);
      // Every state and the knowledge of each version, rebuilt from the stored log.
      const setup = ruleset.setup(record.options, record.seed);
      if (!setup.ok) throw new Error(setup.error.message);
      const states: XiaState[] = [setup.value as XiaState];
      const known = new Knowledge();
      known.see(states[0] as XiaState);
      const knowledge: Knowledge[] = [known.clone()];
      for (const c of record.commands) {
        const applied = ruleset.apply(states[states.length - 1] as XiaState, c.seat, c.command);
        if (!applied.ok) throw new Error(applied.error.message);
        for (const e of applied.value.events as XiaEvent[]) known.learn(e);
        const state = applied.value.state as XiaState;
        known.see(state);
        states.push(state);
        knowledge.push(known.clone());
      }
      const cache = new Map<string, Secret[]>();
      const secrets = (version: number, viewer: number | 'spectator') => {
        const key = `${version}:${viewer}`;
        let list = cache.get(key);
        if (!list) {
          const state = states[version];
          const k = knowledge[version];
          if (!state || !k) throw new Error(`no state at version ${version}`);
          list = secretsAt(state, viewer, k, record.seed);
          cache.set(key, list);
        }
        return list;
      };
      const leaks: string[] = [];
      const search = (
        text: string,
        version: number,
        viewer: number | 'spectator',
        where: string,
      ) => {
        for (const s of secrets(version, viewer)) {
          checked++;
          if (s.pattern.test(text)) leaks.push(`${where} at version ${version} shows ${s.what}`);
        }
      };
      for (const { viewer, client } of sockets) {
        let version = 0;
        for (const [i, text] of client.texts.entries()) {
          const frame = client.frames[i];
          if (frame?.type === 'sync' || frame?.type === 'events') version = frame.version;
          frames++;
          search(
            text,
            version,
            viewer,
            `frame ${i} to ${viewer === 'spectator' ? 'the spectator' : `seat ${viewer}`}`,
          );
        }
      }
      for (const d of thinker.decisions) {
        const [match, seatText] = d.key.split(':');
        if (match !== id) continue;
        const seat = Number(seatText);
        frames++;
        search(
          JSON.stringify({ view: d.view, legal: d.legal }),
          d.version,
          seat,
          `the decision of bot seat ${seat}`,
        );
      }
      hidden += states.filter((st) =>
        st.captains.some((c) => c.missions.active.some((a) => !a.revealed)),
      ).length;
      expect(leaks.slice(0, 5)).toEqual([]);
      // Each match was played to the bound, or to its end.
      expect(record.finished || record.commands.length >= UNTIL).toBe(true);
    }
    // The search did look: many frames, many secrets.
    expect(frames).toBeGreaterThan(2000);
    // People and bots act as fast as they can, so a loaded machine plays other games: a CI run
    // saw 18 such versions where a quiet one sees well over 50.
    expect(hidden).toBeGreaterThan(10);
    expect(checked).toBeGreaterThan(100_000);
  });
});

/** The seed, options and commands of a stored match, read after its server stopped. */
async function reopen(dir: string, id: string) {
  const storage = await openStorage(join(dir, 'drift.sqlite'));
  try {
    const match = await storage.getMatch(id);
    if (!match) throw new Error(`match ${id} is not stored`);
    const commands = await storage.commandsAfter(id, 0);
    return {
      seed: match.seed,
      options: match.options,
      commands,
      finished: match.phase === 'finished',
    };
  } finally {
    await storage.close();
  }
}
