/**
 * A Storage kept in memory, for tests of the server that need no database: it follows the
 * interface's contract (atomic calls, versions in order, claims raced fairly) and can be told
 * to fail its next writes, to test what the server does then.
 */
import type {
  CommandRecord,
  MatchQuery,
  MatchRecord,
  NewMatch,
  SeatClaim,
  SeatPlan,
  Snapshot,
  Storage,
} from '../../src/storage/types.ts';

const clone = <T>(value: T): T => structuredClone(value);

export class MemoryStorage implements Storage {
  readonly kind = 'sqlite' as const;
  readonly matches = new Map<string, MatchRecord>();
  readonly claims = new Map<string, SeatClaim[]>();
  readonly commands = new Map<string, CommandRecord[]>();
  readonly snapshots = new Map<string, Snapshot[]>();
  /** Calls to appendCommands, with how many records each carried. */
  readonly appendCalls: number[] = [];
  /** The next this-many appendCommands calls fail (nothing written). */
  failAppends = 0;
  /** While true, ping and every read fail (the database is down). */
  down = false;
  closed = false;

  async migrate(): Promise<void> {}

  async ping(): Promise<void> {
    if (this.down) throw new Error('the database is down');
  }

  async createMatch(match: NewMatch): Promise<void> {
    if (this.matches.has(match.id)) throw new Error(`match ${match.id} exists`);
    this.matches.set(match.id, {
      ...clone(match),
      phase: 'open',
      version: 0,
      winners: null,
      updatedAt: match.createdAt,
    });
    this.claims.set(match.id, []);
    this.commands.set(match.id, []);
    this.snapshots.set(match.id, []);
  }

  async getMatch(id: string): Promise<MatchRecord | undefined> {
    if (this.down) throw new Error('the database is down');
    const m = this.matches.get(id);
    return m && clone(m);
  }

  async listMatches(query: MatchQuery): Promise<MatchRecord[]> {
    return [...this.matches.values()]
      .filter((m) => query.phase === undefined || m.phase === query.phase)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, Math.min(query.limit ?? 100, 100))
      .map(clone);
  }

  async setPhase(
    id: string,
    phase: MatchRecord['phase'],
    winners: readonly number[] | null,
    at: number,
  ): Promise<void> {
    const m = this.need(id);
    this.matches.set(id, { ...m, phase, winners: winners && [...winners], updatedAt: at });
  }

  async claimSeat(claim: SeatClaim): Promise<boolean> {
    const claims = this.claims.get(claim.matchId) ?? [];
    if (claims.some((c) => c.seat === claim.seat)) return false;
    claims.push(clone(claim));
    this.claims.set(claim.matchId, claims);
    return true;
  }

  async releaseSeat(matchId: string, seat: number): Promise<void> {
    this.claims.set(
      matchId,
      (this.claims.get(matchId) ?? []).filter((c) => c.seat !== seat),
    );
  }

  async setSeatPlan(matchId: string, seat: number, plan: SeatPlan): Promise<void> {
    const m = this.need(matchId);
    const seats = [...m.seats];
    seats[seat] = plan;
    this.matches.set(matchId, { ...m, seats });
  }

  async seatClaims(matchId: string): Promise<SeatClaim[]> {
    return clone(this.claims.get(matchId) ?? []);
  }

  async appendCommands(records: readonly CommandRecord[]): Promise<void> {
    this.appendCalls.push(records.length);
    await new Promise((resolve) => setImmediate(resolve));
    if (this.failAppends > 0) {
      this.failAppends--;
      throw new Error('the disk is full (a test said so)');
    }
    const next = new Map<string, number>();
    for (const r of records) {
      const m = this.need(r.matchId);
      const expected = (next.get(r.matchId) ?? m.version) + 1;
      if (r.version !== expected)
        throw new Error(`match ${r.matchId}: version ${r.version} is not the next (${expected})`);
      next.set(r.matchId, r.version);
    }
    for (const r of records) {
      this.commands.get(r.matchId)?.push(clone(r));
      const m = this.need(r.matchId);
      this.matches.set(r.matchId, { ...m, version: r.version, updatedAt: r.at });
    }
  }

  async commandsAfter(matchId: string, version: number): Promise<CommandRecord[]> {
    if (this.down) throw new Error('the database is down');
    return clone((this.commands.get(matchId) ?? []).filter((c) => c.version > version));
  }

  async saveSnapshot(snapshot: Snapshot): Promise<void> {
    const list = this.snapshots.get(snapshot.matchId) ?? [];
    if (!list.some((s) => s.version === snapshot.version)) list.push(clone(snapshot));
    list.sort((a, b) => a.version - b.version);
    this.snapshots.set(snapshot.matchId, list);
  }

  async latestSnapshot(matchId: string): Promise<Snapshot | undefined> {
    const list = this.snapshots.get(matchId) ?? [];
    const last = list[list.length - 1];
    return last && clone(last);
  }

  async snapshotHashes(matchId: string): Promise<{ version: number; hash: string }[]> {
    return (this.snapshots.get(matchId) ?? []).map((s) => ({ version: s.version, hash: s.hash }));
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  private need(id: string): MatchRecord {
    const m = this.matches.get(id);
    if (!m) throw new Error(`no match ${id}`);
    return m;
  }
}
