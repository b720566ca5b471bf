/**
 * The campaigns a server keeps (XC-*, GAP-XC-07): each belongs to one player and changes only
 * through the record's pure functions, written by compare-and-set on its revision. A game is
 * started as a solo match with the player seated, its match id pending on the campaign; when
 * that match is over its game is recorded exactly once: by the owner's finish hook, and, should
 * the server have stopped in between, by the check on start-up or the next read of the campaign.
 */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import {
  type CampaignRecord,
  chooseUpgrade,
  DIFFICULTIES,
  importedCampaign,
  MAX_NAME,
  newCampaign,
  nextGameOptions,
  noted,
  parseCampaign,
  recordGame,
  TRACKS,
  type XiaState,
} from '@drift/xia';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ServerConfig } from '../config.ts';
import type { Game } from '../game.ts';
import { createMatch } from '../lobby/create-match.ts';
import { zodRefusal } from '../lobby/zod-refusal.ts';
import type { Owners } from '../match/owners.ts';
import { CorruptMatchError } from '../match/storage-loader.ts';
import type { CampaignRow, Storage } from '../storage/types.ts';
import { newCampaignId, newToken, tokenHash } from '../tokens.ts';
import {
  type CampaignDetails,
  type CampaignSummary,
  campaignDetails,
  campaignSummary,
} from './view.ts';

export interface DeskDeps {
  readonly game: Game;
  readonly storage: Storage;
  readonly owners: Owners;
  readonly config: ServerConfig;
  readonly log: FastifyBaseLogger;
  readonly now: () => number;
}

const CampaignId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);
const CreateBody = z.strictObject({
  name: z.string().max(MAX_NAME * 2),
  difficulty: z.enum(DIFFICULTIES, { error: 'difficulty is easy, normal or hard' }),
  sellsword: z.boolean().optional(),
});
/** The goal chosen on the campaign page, or none: chosen in the game after setup. */
const StartBody = z.strictObject({ goal: z.string().min(1).max(64).optional() }).optional();
const UpgradeBody = z.strictObject({
  track: z.enum(TRACKS, { error: `the track is one of ${TRACKS.join(', ')}` }),
});

/** A stored campaign read back: its row and its record. */
interface Held {
  readonly row: CampaignRow;
  readonly record: CampaignRecord;
}

/** Where a pending game stands. */
type GameState =
  | { readonly kind: 'playing' }
  | { readonly kind: 'over'; readonly state: XiaState }
  | { readonly kind: 'gone'; readonly why: string };

/** How often a change is tried again when another request changed the campaign first. */
const TRIES = 5;

const noCampaign = (id: string): RuleError => ({
  code: 'NoCampaign',
  message: `You have no campaign ${id}.`,
});
const changed: RuleError = {
  code: 'CampaignChanged',
  message: 'The campaign changed meanwhile (another tab?); look at it again and retry.',
};

export class CampaignDesk {
  constructor(private readonly deps: DeskDeps) {}

  private iso(): string {
    return new Date(this.deps.now()).toISOString();
  }

  /** A stored record, read as an untrusted file would be (a damaged row is refused, not used). */
  private read(row: CampaignRow): Result<Held, RuleError> {
    const parsed = parseCampaign(row.record);
    if (!parsed.ok || parsed.value.id !== row.id)
      return err({
        code: 'CorruptCampaign',
        message: `Campaign ${row.id} is stored damaged: ${parsed.ok ? 'its id differs' : parsed.error.message}`,
      });
    return ok({ row, record: parsed.value });
  }

  /** The player's campaign `id`, its pending game recorded if over. */
  private async mine(owner: string, id: string): Promise<Result<Held, RuleError>> {
    if (!CampaignId.safeParse(id).success)
      return err({ code: 'BadCampaignId', message: 'This is not a campaign id.' });
    const row = await this.deps.storage.getCampaign(id);
    // Another player's campaign is answered as missing: its existence is not theirs to know.
    if (!row || row.ownerHash !== owner) return err(noCampaign(id));
    const held = this.read(row);
    return held.ok ? this.settle(held.value, false) : held;
  }

  private view(held: Held): CampaignDetails {
    return campaignDetails(held.record, held.row.pendingMatch, held.row.updatedAt);
  }

  /**
   * Records the pending game if its match is over (or clears a match no longer stored), by
   * compare-and-set: whoever writes first records it, the others find it recorded.
   * `thorough` loads a match not in memory even if storage says it still runs.
   */
  private async settle(start: Held, thorough: boolean): Promise<Result<Held, RuleError>> {
    let held = start;
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const { row, record } = held;
      const matchId = row.pendingMatch;
      if (matchId === null) return ok(held);
      const game = await this.gameState(matchId, thorough);
      if (game.kind === 'playing') return ok(held);
      const now = this.iso();
      let next: CampaignRecord;
      if (game.kind === 'gone') {
        next = noted(record, now, `The game of match ${matchId} ${game.why}; it is not counted.`);
      } else {
        const recorded = recordGame(record, game.state, { now, matchId });
        if (recorded.ok) next = recorded.value;
        else if (recorded.error.code === 'AlreadyRecorded') next = record;
        else {
          this.deps.log.error(
            { campaign: row.id, match: matchId, error: recorded.error },
            'a campaign game could not be recorded',
          );
          next = noted(
            record,
            now,
            `The game of match ${matchId} could not be recorded: ${recorded.error.message}`,
          );
        }
      }
      const at = this.deps.now();
      const change = { id: row.id, revision: row.revision, record: next, pendingMatch: null, at };
      if (await this.deps.storage.updateCampaign(change)) {
        this.deps.log.info({ campaign: row.id, match: matchId }, 'campaign game recorded');
        return ok({
          row: {
            ...row,
            record: next,
            pendingMatch: null,
            revision: row.revision + 1,
            updatedAt: Math.max(row.updatedAt, at),
          },
          record: next,
        });
      }
      const again = await this.deps.storage.getCampaign(row.id);
      if (!again) return err(noCampaign(row.id));
      const read = this.read(again);
      if (!read.ok) return read;
      held = read.value;
    }
    return err(changed);
  }

  private async gameState(matchId: string, thorough: boolean): Promise<GameState> {
    const { owners, storage } = this.deps;
    let owner = owners.peek(matchId);
    if (!owner || owner.isClosed) {
      const stored = await storage.getMatch(matchId);
      if (!stored) return { kind: 'gone', why: 'is no longer stored' };
      if (stored.phase !== 'finished' && !thorough) return { kind: 'playing' };
      try {
        owner = await owners.get(matchId);
      } catch (error: unknown) {
        if (error instanceof CorruptMatchError)
          return { kind: 'gone', why: 'does not rebuild as stored' };
        throw error;
      }
      if (!owner) return { kind: 'gone', why: 'is no longer stored' };
    }
    await owner.settled();
    const state = owner.finishedState();
    // The server plays Xia: a finished match's state is a Xia state.
    return state === undefined ? { kind: 'playing' } : { kind: 'over', state: state as XiaState };
  }

  // ---- What the routes ask --------------------------------------------------------------

  async create(owner: string, body: unknown): Promise<Result<CampaignDetails, RuleError>> {
    const parsed = CreateBody.safeParse(body);
    if (!parsed.success) return err(zodRefusal('BadRequest', parsed.error));
    const { name, difficulty, sellsword } = parsed.data;
    const made = newCampaign({
      id: newCampaignId(),
      name,
      difficulty,
      now: this.iso(),
      sellsword: sellsword ?? false,
    });
    if (!made.ok) return made;
    const createdAt = this.deps.now();
    await this.deps.storage.createCampaign({
      id: made.value.id,
      ownerHash: owner,
      record: made.value,
      createdAt,
    });
    return ok(campaignDetails(made.value, null, createdAt));
  }

  async list(owner: string): Promise<CampaignSummary[]> {
    const rows = await this.deps.storage.listCampaigns(owner);
    const out: CampaignSummary[] = [];
    for (const row of rows) {
      const held = this.read(row);
      if (!held.ok) {
        this.deps.log.error(
          { campaign: row.id, error: held.error },
          'a stored campaign is damaged',
        );
        continue;
      }
      const settled = await this.settle(held.value, false);
      out.push(campaignSummary(this.view(settled.ok ? settled.value : held.value)));
    }
    return out;
  }

  async get(owner: string, id: string): Promise<Result<CampaignDetails, RuleError>> {
    const held = await this.mine(owner, id);
    return held.ok ? ok(this.view(held.value)) : held;
  }

  /** Starts the next game for `goal`: a solo match with the player in its seat. */
  async startGame(
    owner: string,
    id: string,
    body: unknown,
  ): Promise<
    Result<{ match: string; seat: number; token: string; campaign: CampaignDetails }, RuleError>
  > {
    const parsed = StartBody.safeParse(body ?? undefined);
    if (!parsed.success) return err(zodRefusal('BadRequest', parsed.error));
    const goal = parsed.data?.goal;
    const held = await this.mine(owner, id);
    if (!held.ok) return held;
    const { row, record } = held.value;
    if (row.pendingMatch !== null)
      return err({
        code: 'GamePending',
        message: `A game of this campaign is being played (match ${row.pendingMatch}); finish it first.`,
      });
    const options = nextGameOptions(record, goal);
    if (!options.ok) return options;
    const { game, config, storage, owners } = this.deps;
    const made = createMatch(
      { ruleset: game.id, options: options.value, seats: [{ kind: 'person' }] },
      game,
      config,
      this.deps.now(),
      { campaign: true },
    );
    if (!made.ok) return made;
    const { match, state } = made.value;
    const token = newToken();
    const now = this.deps.now();
    const claim = {
      matchId: match.id,
      seat: 0,
      tokenHash: tokenHash(token),
      name: record.name,
      claimedAt: now,
    };
    const change = { id: row.id, revision: row.revision, record, pendingMatch: match.id, at: now };
    if (!(await storage.startCampaignGame(change, match, claim))) return err(changed);
    const live = owners.adopt({
      record: { ...match, phase: 'open', version: 0, winners: null, updatedAt: match.createdAt },
      claims: [claim],
      state,
      version: 0,
    });
    await live.settled();
    this.deps.log.info(
      { campaign: row.id, match: match.id, goal: goal ?? null },
      'campaign game started',
    );
    const campaign = campaignDetails(record, match.id, now);
    return ok({ match: match.id, seat: 0, token, campaign });
  }

  async chooseUpgrade(
    owner: string,
    id: string,
    body: unknown,
  ): Promise<Result<CampaignDetails, RuleError>> {
    const parsed = UpgradeBody.safeParse(body);
    if (!parsed.success) return err(zodRefusal('BadRequest', parsed.error));
    const held = await this.mine(owner, id);
    if (!held.ok) return held;
    const { row, record } = held.value;
    const next = chooseUpgrade(record, parsed.data.track, this.iso());
    if (!next.ok) return next;
    const at = this.deps.now();
    const change = {
      id: row.id,
      revision: row.revision,
      record: next.value,
      pendingMatch: row.pendingMatch,
      at,
    };
    if (!(await this.deps.storage.updateCampaign(change))) return err(changed);
    return ok(campaignDetails(next.value, row.pendingMatch, at));
  }

  /** The campaign file: its name to save under and its text. */
  async exportFile(
    owner: string,
    id: string,
  ): Promise<Result<{ name: string; text: string }, RuleError>> {
    const held = await this.mine(owner, id);
    if (!held.ok) return held;
    const { record } = held.value;
    const slug =
      record.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'campaign';
    return ok({
      name: `drift-campaign-${slug}.json`,
      text: `${JSON.stringify(record, null, 2)}\n`,
    });
  }

  /** A campaign file read into a new campaign of this player. */
  async importFile(owner: string, body: unknown): Promise<Result<CampaignDetails, RuleError>> {
    const parsed = parseCampaign(body);
    if (!parsed.ok) return parsed;
    const record = importedCampaign(parsed.value, newCampaignId(), this.iso());
    if (!record.ok) return record;
    const createdAt = this.deps.now();
    await this.deps.storage.createCampaign({
      id: record.value.id,
      ownerHash: owner,
      record: record.value,
      createdAt,
    });
    return ok(campaignDetails(record.value, null, createdAt));
  }

  async remove(owner: string, id: string): Promise<Result<void, RuleError>> {
    if (!CampaignId.safeParse(id).success)
      return err({ code: 'BadCampaignId', message: 'This is not a campaign id.' });
    const row = await this.deps.storage.getCampaign(id);
    if (!row || row.ownerHash !== owner) return err(noCampaign(id));
    await this.deps.storage.deleteCampaign(id);
    return ok(undefined);
  }

  // ---- Recording finished games -----------------------------------------------------------

  /** A match finished (the owners' hook): if it is a campaign's game, record it. */
  async matchFinished(matchId: string): Promise<void> {
    const row = await this.deps.storage.campaignOfMatch(matchId);
    if (!row) return;
    const held = this.read(row);
    if (!held.ok) {
      this.deps.log.error({ campaign: row.id, error: held.error }, 'a stored campaign is damaged');
      return;
    }
    const settled = await this.settle(held.value, true);
    if (!settled.ok)
      this.deps.log.warn(
        { campaign: row.id, error: settled.error },
        'campaign game not recorded yet',
      );
  }

  /** On start: every campaign whose game ended while the server was stopping gets it recorded. */
  async settleAll(): Promise<void> {
    for (const row of await this.deps.storage.pendingCampaigns()) {
      const held = this.read(row);
      if (!held.ok) continue;
      const settled = await this.settle(held.value, true);
      if (!settled.ok)
        this.deps.log.warn(
          { campaign: row.id, error: settled.error },
          'campaign game not recorded yet',
        );
    }
  }
}
