/**
 * A real storage that can be told to fail: its next appendCommands calls reject (nothing
 * written), as a full disk or a lost connection would. Every other call goes through.
 */
import type {
  CampaignChange,
  CommandRecord,
  MatchPhase,
  MatchQuery,
  NewCampaign,
  NewMatch,
  NewOrgRecord,
  OrgChange,
  OrgToken,
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
  createPlayer = (hash: string, at: number) => this.inner.createPlayer(hash, at);
  hasPlayer = (hash: string) => this.inner.hasPlayer(hash);
  createCampaign = (c: NewCampaign) => this.inner.createCampaign(c);
  getCampaign = (id: string) => this.inner.getCampaign(id);
  listCampaigns = (owner: string, limit?: number) => this.inner.listCampaigns(owner, limit);
  campaignOfMatch = (id: string) => this.inner.campaignOfMatch(id);
  pendingCampaigns = () => this.inner.pendingCampaigns();
  updateCampaign = (c: CampaignChange) => this.inner.updateCampaign(c);
  startCampaignGame = (c: CampaignChange, m: NewMatch, k: SeatClaim) =>
    this.inner.startCampaignGame(c, m, k);
  deleteCampaign = (id: string) => this.inner.deleteCampaign(id);
  createOrgRecord = (r: NewOrgRecord) => this.inner.createOrgRecord(r);
  getOrgRecord = (id: string) => this.inner.getOrgRecord(id);
  listOrgRecords = (kind: string, limit?: number) => this.inner.listOrgRecords(kind, limit);
  updateOrgRecord = (c: OrgChange) => this.inner.updateOrgRecord(c);
  orgLog = (id: string, after?: number, limit?: number) => this.inner.orgLog(id, after, limit);
  addOrgToken = (t: OrgToken) => this.inner.addOrgToken(t);
  orgTokenPlayer = (hash: string) => this.inner.orgTokenPlayer(hash);
  close = () => this.inner.close();
}
