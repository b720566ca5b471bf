/** Campaign helpers for server tests: a player, its requests, and a campaign game played out. */
import { HeuristicBot } from '@drift/bots';
import type { Dice } from '@drift/engine';
import type { XiaCommand, XiaView } from '@drift/xia';
import { xiaGame } from '../../src/game.ts';
import { playAsPerson } from './person.ts';
import type { TestServer } from './test-server.ts';
import { TestClient } from './ws-client.ts';

export interface Player {
  readonly token: string;
  /** A request with this player's token. */
  call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown; text: string }>;
}

export async function newPlayer(t: TestServer): Promise<Player> {
  const made = await t.request('POST', '/api/players');
  if (made.status !== 201) throw new Error(`player: ${made.status} ${made.text}`);
  const { token } = made.body as { token: string };
  return {
    token,
    call: (method, path, body) =>
      t.request(method, path, body, { authorization: `Bearer ${token}` }),
  };
}

/** A campaign view as the API answers it (the fields tests read). */
export interface View {
  readonly id: string;
  readonly pendingMatch: string | null;
  readonly score: number;
  readonly won: boolean;
  readonly upgradeDue: boolean;
  readonly upgradeChoices: { track: string; tier: number }[];
  readonly availableGoals: string[];
  readonly record: {
    readonly name: string;
    readonly games: {
      matchId?: string;
      goal: string | null;
      won: boolean;
      score: number;
      fame: number;
      npcFame: number;
      upgrade?: { track: string; tier: number };
    }[];
    readonly upgrades: Record<string, number>;
    readonly completed: string[];
    readonly shipUses: Record<string, number>;
    readonly log: { at: string; text: string }[];
  };
}

export async function expectOk<T>(
  call: Promise<{ status: number; body: unknown; text: string }>,
  status = 200,
): Promise<T> {
  const r = await call;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body as T;
}

const bot = new HeuristicBot(xiaGame().xia.content, 'explorer');
/**
 * The explorer HeuristicBot with one decision in twenty random: the bot alone sometimes walks in
 * circles forever on a solo map, the random steps take it out (40 of 40 seeds won a Hard game
 * to 10 Fame within 600 commands when measured).
 */
export const brain = (view: unknown, legal: readonly unknown[], dice: Dice): unknown => {
  // It plays on: a random step never gives up (Concede ends the game, its goal unchosen).
  const playing = (legal as readonly XiaCommand[]).filter((c) => c.type !== 'Concede');
  return dice.index(20) === 0 ? dice.pick(playing) : bot.choose(view as XiaView, playing, dice);
};

/**
 * The player plays a campaign game to its end over a socket, deciding like the HeuristicBot
 * (the game really is played by the rules on the server); resolves with the winners.
 */
export async function playOut(
  t: TestServer,
  match: string,
  token: string,
  seed: string,
): Promise<readonly number[]> {
  const client = await TestClient.open(t.socketUrl(match));
  const person = playAsPerson(client, match, seed, { brain });
  client.send({ type: 'hello', protocol: 1, match, token });
  const log = await person.done;
  client.socket.close();
  if (!log.finished) throw new Error('the game did not finish');
  return log.finished.winners;
}
