/**
 * A real storage that can be told to fail: its next appendCommands calls reject (nothing
 * written), as a full disk or a lost connection would. Every other call goes through.
 */
import type {
  CommandRecord,
  MatchPhase,
  MatchQuery,
  NewMatch,
  SeatClaim,
  SeatPlan,
  Snapshot,
  Storage,
} from '../../src/storage/types.ts';

export class FaultyStorage implements Storage {
  readonly kind: Storage['kind'];
  /** The next this-many appendCommands calls fail. */
  failAppends = 0;
  /** Records per appendCommands call, in order. */
  readonly appendCalls: number[] = [];

  constructor(private readonly inner: Storage) {
    this.kind = inner.kind;
  }

  async appendCommands(records: readonly CommandRecord[]): Promise<void> {
    this.appendCalls.push(records.length);
    if (this.failAppends > 0) {
      this.failAppends--;
      throw new Error('the disk is full (a test said so)');
    }
    return this.inner.appendCommands(records);
  }

  migrate = () => this.inner.migrate();
  ping = () => this.inner.ping();
  createMatch = (m: NewMatch) => this.inner.createMatch(m);
  getMatch = (id: string) => this.inner.getMatch(id);
  listMatches = (q: MatchQuery) => this.inner.listMatches(q);
  setPhase = (id: string, p: MatchPhase, w: readonly number[] | null, at: number) =>
    this.inner.setPhase(id, p, w, at);
  claimSeat = (c: SeatClaim) => this.inner.claimSeat(c);
  releaseSeat = (id: string, seat: number) => this.inner.releaseSeat(id, seat);
  setSeatPlan = (id: string, seat: number, plan: SeatPlan) =>
    this.inner.setSeatPlan(id, seat, plan);
  seatClaims = (id: string) => this.inner.seatClaims(id);
  commandsAfter = (id: string, v: number) => this.inner.commandsAfter(id, v);
  saveSnapshot = (s: Snapshot) => this.inner.saveSnapshot(s);
  latestSnapshot = (id: string) => this.inner.latestSnapshot(id);
  snapshotHashes = (id: string) => this.inner.snapshotHashes(id);
  close = () => this.inner.close();
}
