/**
 * Xia as a Drift ruleset: setup, legal, apply, view, visibility and status over one content pack.
 */
import {
  err,
  ok,
  openDice,
  type Result,
  type RuleError,
  type Ruleset,
  type SeatId,
} from '@drift/engine';
import { boardOf } from './board/board.ts';
import { campaignRefusal } from './campaign/refusals.ts';
import { trackCampaign } from './campaign/track.ts';
import type { XiaCommand } from './commands.ts';
import { commandTypeRefusal, parseCommand } from './commands.ts';
import { corePack } from './content/core.ts';
import { type EmbersPack, embersPack } from './content/embers.ts';
import type { ContentPack } from './content/schema.ts';
import { visibleEvent, type XiaEvent } from './events.ts';
import { type Content, createContent, NO_EMBERS } from './model/content.ts';
import { copyOnWrite, type OpenDraft } from './model/lazy-draft.ts';
import type { XiaState } from './model/state.ts';
import { parseOptions, type XiaOptions } from './options.ts';
import { RULES } from './rules/index.ts';
import { indexedPoll } from './rules/poll.ts';
import type { Ctx, Query } from './rules/rule.ts';
import { setupMatch } from './setup.ts';
import { resumeSolo } from './solo/round.ts';
import { flipStatsIfDue } from './solo/stats.ts';
import { viewFor, type XiaView } from './view.ts';

export type XiaRuleset = Ruleset<XiaState, XiaCommand, XiaEvent, XiaView, XiaOptions> & {
  readonly content: Content;
};

/** A rule with its command type erased, for dispatch; each rule still sees its own type. */
interface AnyRule {
  candidates(q: Query): readonly XiaCommand[];
  check(q: Query, command: XiaCommand): RuleError | undefined;
  run(ctx: Ctx, command: XiaCommand): void;
}

const DISPATCH = RULES as unknown as Readonly<Record<string, AnyRule | undefined>>;

/**
 * Builds the ruleset over a validated content pack and the expansion's additions to it. The
 * embedded core pack comes with the embedded expansion content; another pack with none unless
 * given (test packs pass their own). `openDraft` makes `apply`'s draft: copy-on-write, or
 * `fullCopy`, the whole copy kept as the reference the tests compare with.
 */
export function createXia(
  pack: ContentPack,
  embers: EmbersPack = pack === corePack() ? embersPack(pack) : NO_EMBERS,
  openDraft: OpenDraft = copyOnWrite,
): XiaRuleset {
  const content = createContent(pack, embers);
  const query = (state: XiaState, seat: SeatId): Query => ({
    state,
    seat,
    content,
    board: boardOf(content, state.board.sectors),
    memo: {},
  });

  function legal(state: XiaState, seat: SeatId): XiaCommand[] {
    return indexedPoll(query(state, seat));
  }

  function apply(
    state: XiaState,
    seat: SeatId,
    command: XiaCommand,
  ): Result<{ state: XiaState; events: XiaEvent[] }, RuleError> {
    const wrongType = commandTypeRefusal(command);
    if (wrongType) return err(wrongType);
    const rule = DISPATCH[command.type] as AnyRule;
    const q = query(state, seat);
    const refused = rule.check(q, command) ?? campaignRefusal(q, command);
    if (refused) return err(refused);
    const events: XiaEvent[] = [];
    const dice = openDice(state.random);
    // The rule runs on a draft that copies each part of the state it touches (model/lazy-draft.ts).
    const opened = openDraft(state);
    const draft = opened.draft;
    let board = q.board;
    const ctx: Ctx = {
      s: draft,
      seat,
      content,
      dice,
      events,
      board: () => {
        const sectors = opened.board().sectors;
        if (board.sectors.length !== sectors.length) board = boardOf(content, sectors);
        return board;
      },
    };
    rule.run(ctx, command);
    if (draft.solo) {
      if (draft.solo.step) resumeSolo(ctx); // the solo round goes on once the player has answered
      flipStatsIfDue(ctx); // GAP-XS-05: Normal's Stats side B once anyone passed half the target
    }
    if (draft.campaign) trackCampaign(ctx); // the goal's progress and rules (XC-CAMP-06, XC-CAMP-07)
    return ok({ state: opened.finish(dice.save()), events });
  }

  return {
    id: 'xia',
    content,
    parseOptions,
    parseCommand,
    setup: (options, seed) => setupMatch(content, options, seed),
    legal,
    apply,
    view: viewFor,
    visibleEvent,
    status: (state) => {
      if (state.stage === 'finished')
        return { kind: 'finished', winners: state.winner === null ? [] : [state.winner] };
      const prompt = state.prompts[state.prompts.length - 1];
      return { kind: 'active', toAct: [prompt ? prompt.seat : state.turn.seat] };
    },
  };
}
