/**
 * The organized-play records a server keeps (docs/protocol.md, "Organized play"), over any
 * record kind: made by an organizer, who gets the record's token; changed by commands of the
 * organizer or a participant, applied by the kind's pure functions and written by
 * compare-and-set on the record's revision, with their log entries, in one transaction. Writes
 * to one record take turns in this process; another process on the same database is caught by
 * the revision.
 */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import { z } from 'zod';
import { zodRefusal } from '../lobby/zod-refusal.ts';
import { SerialQueue } from '../match/serial-queue.ts';
import { StorageError } from '../storage/errors.ts';
import { ORG_LOG_LIMIT } from '../storage/org-rows.ts';
import { LIST_LIMIT } from '../storage/rows.ts';
import type { OrgRecordRow, Storage } from '../storage/types.ts';
import { newSeed, newToken, tokenHash } from '../tokens.ts';
import { actorOf } from './access.ts';
import { newOrgId, newParticipantCode, showCode } from './codes.ts';
import type { AnyOrgKind, OrgActor, OrgKindName } from './kind.ts';

export interface OrgDeskDeps {
  readonly storage: Storage;
  readonly now: () => number;
}

/** A refusal, with the status to send when its code alone does not say (a kind's codes: 400). */
export type OrgRefusal = RuleError & { readonly status?: number };

/** The largest record kept, in characters of JSON. */
export const MAX_RECORD_CHARS = 1_048_576;
/** How often a command without a revision is tried again when another write came first. */
const TRIES = 5;

const ORGANIZER: OrgActor = { kind: 'organizer' };
const NOUN: Readonly<Record<OrgKindName, string>> = {
  event: 'event',
  coruscant: 'Coruscant campaign',
};

const OrgId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);
const Revision = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);
const CommandBody = z.strictObject({
  revision: Revision.optional(),
  command: z.unknown().refine((c) => c !== undefined, { error: 'the command is missing' }),
});
const ParticipantBody = z.strictObject({
  player: z
    .string()
    .min(1)
    .max(64)
    .refine((p) => !p.includes('\u0000'), { error: 'a player id has no NUL character' }),
});
const ListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT).optional(),
});
const LogQuery = z.strictObject({
  after: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  limit: z.coerce.number().int().min(1).max(ORG_LOG_LIMIT).optional(),
});

export interface OrgCreated {
  readonly id: string;
  /** The organizer's token: the only proof of being the organizer (the server keeps its hash). */
  readonly organizerToken: string;
  readonly revision: number;
  readonly createdAt: number;
  readonly view: unknown;
}

export interface OrgSummary {
  readonly id: string;
  readonly revision: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly summary: unknown;
}

export interface OrgSeen {
  readonly id: string;
  readonly kind: OrgKindName;
  readonly revision: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** Whom the request's token stands for. */
  readonly as: OrgActor;
  readonly view: unknown;
}

export interface OrgLogPage {
  readonly entries: {
    readonly seq: number;
    readonly revision: number;
    readonly at: number;
    readonly actor: unknown;
    readonly entry: unknown;
  }[];
  /** The `after` of the next page. */
  readonly after: number;
  /** Whether more entries may follow. */
  readonly more: boolean;
}

export interface OrgFile {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

const refuseRule = (error: RuleError): OrgRefusal => ({
  code: error.code,
  message: error.message,
  status: 400,
});

const tooLarge = (chars: number): OrgRefusal => ({
  code: 'RecordTooLarge',
  message: `The record would be ${chars} characters of JSON; this server keeps at most ${MAX_RECORD_CHARS}.`,
});

/** The JSON size of a record a kind made (a kind's record is JSON: a failure is a bug). */
const jsonChars = (record: unknown): number => JSON.stringify(record)?.length ?? 0;

export class OrgDesk {
  /** Writes waiting per record, in order. */
  private readonly queues = new Map<string, SerialQueue>();

  constructor(private readonly deps: OrgDeskDeps) {}

  /** Runs a write of record `id` after the ones before it. */
  private async serial<T>(id: string, task: () => Promise<T>): Promise<T> {
    let queue = this.queues.get(id);
    if (!queue) {
      queue = new SerialQueue();
      this.queues.set(id, queue);
    }
    try {
      return await queue.run(task);
    } finally {
      if (queue.size === 0 && this.queues.get(id) === queue) this.queues.delete(id);
    }
  }

  private async row(kind: AnyOrgKind, id: string): Promise<Result<OrgRecordRow, OrgRefusal>> {
    if (!OrgId.safeParse(id).success)
      return err({ code: 'BadOrgId', message: `“${id.slice(0, 80)}” is not a record id.` });
    const row = await this.deps.storage.getOrgRecord(id);
    if (!row || row.kind !== kind.name)
      return err({ code: 'NoOrgRecord', message: `There is no ${NOUN[kind.name]} ${id}.` });
    return ok(row);
  }

  /** The record and whom the request speaks for. */
  private async reader(
    kind: AnyOrgKind,
    id: string,
    authorization: string | undefined,
  ): Promise<Result<{ row: OrgRecordRow; actor: OrgActor }, OrgRefusal>> {
    const row = await this.row(kind, id);
    if (!row.ok) return row;
    const actor = await actorOf(this.deps.storage, row.value, authorization);
    return actor.ok ? ok({ row: row.value, actor: actor.value }) : actor;
  }

  /** The organizer's or a participant's: anyone is refused. */
  private static member(kind: AnyOrgKind, actor: OrgActor, doing: string): OrgRefusal | null {
    if (actor.kind !== 'public') return null;
    return {
      code: 'NoOrgToken',
      message: `To ${doing}, send the organizer’s token or a participant’s code of the ${NOUN[kind.name]} as: Authorization: Bearer <token>.`,
    };
  }

  /** The organizer's only. */
  private static organizer(kind: AnyOrgKind, actor: OrgActor, doing: string): OrgRefusal | null {
    if (actor.kind === 'organizer') return null;
    if (actor.kind === 'public')
      return {
        code: 'NoOrgToken',
        message: `To ${doing}, send the organizer’s token of the ${NOUN[kind.name]} as: Authorization: Bearer <token>.`,
      };
    return {
      code: 'NotOrganizer',
      message: `Only the organizer of the ${NOUN[kind.name]} may ${doing}.`,
    };
  }

  // ---- What the routes ask --------------------------------------------------------------

  async create(kind: AnyOrgKind, input: unknown): Promise<Result<OrgCreated, OrgRefusal>> {
    const now = this.deps.now();
    const made = kind.create(input, { now, seed: newSeed() });
    if (!made.ok) return err(refuseRule(made.error));
    const chars = jsonChars(made.value);
    if (chars > MAX_RECORD_CHARS) return err(tooLarge(chars));
    const id = newOrgId();
    const organizerToken = newToken();
    await this.deps.storage.createOrgRecord({
      id,
      kind: kind.name,
      record: made.value,
      organizerHash: tokenHash(organizerToken),
      createdAt: now,
    });
    return ok({
      id,
      organizerToken,
      revision: 0,
      createdAt: now,
      view: kind.view(made.value, ORGANIZER),
    });
  }

  async list(kind: AnyOrgKind, query: unknown): Promise<Result<OrgSummary[], OrgRefusal>> {
    const parsed = ListQuery.safeParse(query ?? {});
    if (!parsed.success) return err(zodRefusal('BadQuery', parsed.error));
    const rows = await this.deps.storage.listOrgRecords(kind.name, parsed.data.limit);
    return ok(
      rows.map((row) => ({
        id: row.id,
        revision: row.revision,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        summary: kind.summary ? kind.summary(row.record) : null,
      })),
    );
  }

  async get(
    kind: AnyOrgKind,
    id: string,
    authorization: string | undefined,
  ): Promise<Result<OrgSeen, OrgRefusal>> {
    const found = await this.reader(kind, id, authorization);
    if (!found.ok) return found;
    const { row, actor } = found.value;
    return ok({
      id: row.id,
      kind: kind.name,
      revision: row.revision,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      as: actor,
      view: kind.view(row.record, actor),
    });
  }

  /**
   * A command of the organizer or a participant. With `revision`, it applies only to that
   * revision (`RecordChanged` otherwise: the client reads the record again); without, to the
   * newest, tried again if another write lands in between.
   */
  async command(
    kind: AnyOrgKind,
    id: string,
    authorization: string | undefined,
    body: unknown,
  ): Promise<Result<{ revision: number; view: unknown }, OrgRefusal>> {
    const parsed = CommandBody.safeParse(body);
    if (!parsed.success) return err(zodRefusal('BadRequest', parsed.error));
    const { revision, command } = parsed.data;
    return this.serial(id, async () => {
      for (let attempt = 0; attempt < TRIES; attempt++) {
        const found = await this.reader(kind, id, authorization);
        if (!found.ok) return found;
        const { row, actor } = found.value;
        const refused = OrgDesk.member(kind, actor, 'change it');
        if (refused) return err(refused);
        if (revision !== undefined && row.revision !== revision)
          return err({
            code: 'RecordChanged',
            message: `The ${NOUN[kind.name]} is at revision ${row.revision}, not ${revision}: read it again and retry.`,
          });
        const now = this.deps.now();
        const applied = kind.apply(row.record, actor, command, now);
        if (!applied.ok) return err(refuseRule(applied.error));
        const { record, entries } = applied.value;
        const chars = jsonChars(record);
        if (chars > MAX_RECORD_CHARS) return err(tooLarge(chars));
        const change = {
          id,
          revision: row.revision,
          record,
          actor,
          entries: [...entries],
          at: now,
        };
        if (await this.deps.storage.updateOrgRecord(change))
          return ok({ revision: row.revision + 1, view: kind.view(record, actor) });
        if (revision !== undefined) break;
      }
      return err({
        code: 'RecordChanged',
        message: `The ${NOUN[kind.name]} changed meanwhile: read it again and retry.`,
      });
    });
  }

  /** A participant's code for a player of the record (the player's earlier code stops working). */
  async participant(
    kind: AnyOrgKind,
    id: string,
    authorization: string | undefined,
    body: unknown,
  ): Promise<Result<{ player: string; code: string }, OrgRefusal>> {
    const parsed = ParticipantBody.safeParse(body);
    if (!parsed.success) return err(zodRefusal('BadRequest', parsed.error));
    const { player } = parsed.data;
    const found = await this.reader(kind, id, authorization);
    if (!found.ok) return found;
    const { row, actor } = found.value;
    const refused = OrgDesk.organizer(kind, actor, 'give participants their codes');
    if (refused) return err(refused);
    const players = kind.playerIds?.(row.record);
    if (players && !players.includes(player))
      return err({
        code: 'NoParticipant',
        message: `${player} is not a player of this ${NOUN[kind.name]}; add them first.`,
      });
    for (let attempt = 0; ; attempt++) {
      const code = newParticipantCode();
      try {
        await this.deps.storage.addOrgToken({
          recordId: id,
          tokenHash: tokenHash(code),
          player,
          createdAt: this.deps.now(),
        });
        return ok({ player, code: showCode(code) });
      } catch (error: unknown) {
        // Two codes alike (one chance in 2^60 per code given): draw another.
        if (!(error instanceof StorageError && error.code === 'OrgTokenExists') || attempt >= 2)
          throw error;
      }
    }
  }

  /** The change log: all of it for the organizer, what the kind shows of it to others. */
  async log(
    kind: AnyOrgKind,
    id: string,
    authorization: string | undefined,
    query: unknown,
  ): Promise<Result<OrgLogPage, OrgRefusal>> {
    const parsed = LogQuery.safeParse(query ?? {});
    if (!parsed.success) return err(zodRefusal('BadQuery', parsed.error));
    const after = parsed.data.after ?? 0;
    const limit = parsed.data.limit ?? ORG_LOG_LIMIT;
    const found = await this.reader(kind, id, authorization);
    if (!found.ok) return found;
    const { actor } = found.value;
    const show = kind.viewEntry?.bind(kind);
    if (!show) {
      const refused = OrgDesk.organizer(kind, actor, 'read its log');
      if (refused) return err(refused);
    }
    const page = await this.deps.storage.orgLog(id, after, limit);
    const entries: OrgLogPage['entries'] = [];
    for (const { seq, revision, at, actor: by, entry } of page) {
      const seen = actor.kind === 'organizer' || !show ? entry : show(entry, actor);
      if (seen !== undefined) entries.push({ seq, revision, at, actor: by, entry: seen });
    }
    return ok({ entries, after: page.at(-1)?.seq ?? after, more: page.length === limit });
  }

  /** A download the kind provides, of what the request's actor may see. */
  async exportFile(
    kind: AnyOrgKind,
    id: string,
    authorization: string | undefined,
    format: 'csv' | 'json',
  ): Promise<Result<OrgFile, OrgRefusal>> {
    const found = await this.reader(kind, id, authorization);
    if (!found.ok) return found;
    const { row, actor } = found.value;
    const name = `${kind.name}-${row.id}.${format}`;
    const csv = kind.exports?.csv?.bind(kind.exports);
    const json = kind.exports?.json?.bind(kind.exports);
    if (format === 'csv' && csv)
      return ok({ name, type: 'text/csv; charset=utf-8', text: csv(row.record, actor) });
    if (format === 'json' && json)
      return ok({
        name,
        type: 'application/json; charset=utf-8',
        text: `${JSON.stringify(json(row.record, actor), null, 2)}\n`,
      });
    return err({
      code: 'NoExport',
      message: `A ${NOUN[kind.name]} has no ${format.toUpperCase()} export.`,
    });
  }
}
