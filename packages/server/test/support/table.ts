/** A table of people for socket tests: a match of person seats, each claimed and connected. */
import type { TestServer } from './test-server.ts';
import { TestClient } from './ws-client.ts';

export interface Seated {
  readonly id: string;
  readonly creatorToken: string;
  readonly tokens: readonly string[];
  readonly clients: TestClient[];
  /** The last sequence number each seat's socket sent. */
  readonly seqs: number[];
}

/** Opens a socket, says hello (with a token, or none to spectate) and waits for its sync. */
export async function join(t: TestServer, id: string, token?: string): Promise<TestClient> {
  const client = await TestClient.open(t.socketUrl(id));
  client.send({ type: 'hello', protocol: 1, match: id, ...(token ? { token } : {}) });
  await client.next('sync');
  return client;
}

export async function createMatch(t: TestServer, seats: readonly unknown[], options: object = {}) {
  const created = await t.request('POST', '/api/matches', { ruleset: 'xia', options, seats });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  return created.body as { id: string; creatorToken: string };
}

export async function claim(t: TestServer, id: string, seat: number): Promise<string> {
  const r = await t.request('POST', `/api/matches/${id}/seats/${seat}/claim`, {});
  if (r.status !== 201) throw new Error(`claim: ${r.status} ${r.text}`);
  return (r.body as { token: string }).token;
}

/** A match of `count` person seats, all claimed and connected (nobody has played yet). */
export async function seatedMatch(t: TestServer, count = 3): Promise<Seated> {
  const { id, creatorToken } = await createMatch(
    t,
    Array.from({ length: count }, () => ({ kind: 'person' })),
    { preset: 'firstGame', fameTarget: 3 },
  );
  const tokens: string[] = [];
  for (let seat = 0; seat < count; seat++) tokens.push(await claim(t, id, seat));
  const clients: TestClient[] = [];
  for (const token of tokens) clients.push(await join(t, id, token));
  return { id, creatorToken, tokens, clients, seqs: tokens.map(() => 0) };
}

/** A client's latest version and legal list, from the last sync or events frame it got. */
export function latest(client: TestClient): { version: number; legal: readonly unknown[] | null } {
  for (let i = client.frames.length - 1; i >= 0; i--) {
    const f = client.frames[i];
    if (f?.type === 'sync' || f?.type === 'events') return { version: f.version, legal: f.legal };
  }
  return { version: -1, legal: null };
}

/** The seat whose client must act now. */
export function actor(seated: Seated): number {
  const seat = seated.clients.findIndex((c) => (latest(c).legal?.length ?? 0) > 0);
  if (seat < 0) throw new Error('nobody may act');
  return seat;
}

/** The acting client plays its first legal command and waits until every open socket saw it. */
export async function playOne(seated: Seated): Promise<number> {
  const seat = actor(seated);
  const client = seated.clients[seat];
  if (!client) throw new Error('no client');
  const seq = (seated.seqs[seat] ?? 0) + 1;
  seated.seqs[seat] = seq;
  const { version, legal } = latest(client);
  const from = client.frames.length;
  client.send({ type: 'command', match: seated.id, seq, command: legal?.[0] });
  const accepted = await client.next('accepted', (f) => f.seq === seq, { from });
  for (const c of seated.clients)
    if (!c.isClosed) await c.next('events', (f) => f.version === accepted.version);
  if (accepted.version !== version + 1) throw new Error('versions must rise by one');
  return accepted.version;
}

/** The match still works for everyone: two more commands are played and seen by all. */
export async function stillPlays(seated: Seated): Promise<void> {
  await playOne(seated);
  await playOne(seated);
}
