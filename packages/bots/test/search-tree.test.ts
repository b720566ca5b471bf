/** SearchBot's short play-outs, the tree kept within a turn, and its worker threads. */
import { openDice, seedRandom } from '@drift/engine';
import type { XiaCommand, XiaState } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { HeuristicBot, rewards, SearchBot, worth } from '../src/index.ts';
import { actorOf, playOut } from '../src/xia/playout.ts';
import { heuristicPositions, type Position, xia } from './helpers.ts';

const dice = (seed: string) => openDice(seedRandom(seed));

type Captain = XiaState['captains'][number];

const game = heuristicPositions('tree', 700);
const choices = game.filter((p) => p.state.stage === 'playing' && p.legal.length > 1);

describe('SearchBot play-outs', () => {
  const heuristic = new HeuristicBot(xia.content, 'balanced');
  const [from] = choices.slice(20);
  if (!from) throw new Error('no position');
  const { state, seat } = from;
  const turn = state.turn.number;

  it('with the decision horizon, stop at the searcher’s next real choice or the end of the turn', () => {
    let atChoice = 0;
    let atTurnEnd = 0;
    for (const p of choices.slice(20, 60)) {
      const me = p.seat;
      // The searcher has just played: the play-out takes over from there.
      const command = heuristic.choose(xia.view(p.state, { seat: me }), p.legal, dice('h'));
      const applied = xia.apply(p.state, me, command);
      if (!applied.ok) throw new Error(applied.error.message);
      const start = applied.value.state;
      const run = playOut(
        { xia, heuristic, horizon: 'decision', bound: 500 },
        start,
        me,
        start.turn.number,
        dice('d'),
      );
      const end = run.state;
      const stoppedAtChoice =
        end.turn.number === start.turn.number &&
        actorOf(xia, end) === me &&
        xia.legal(end, me).length > 1;
      const turnOver = end.turn.number > start.turn.number || end.stage === 'finished';
      expect(stoppedAtChoice || turnOver).toBe(true);
      if (stoppedAtChoice) atChoice++;
      if (turnOver) atTurnEnd++;
      // A searcher's real choice at the start is never played by the play-out.
      if (actorOf(xia, start) === me && xia.legal(start, me).length > 1) {
        expect(run.commands).toBe(0);
        expect(end).toBe(start);
      }
    }
    expect(atChoice).toBeGreaterThan(0);
    expect(atTurnEnd).toBeGreaterThan(0);
  });

  it('with the turn horizon, stop right after the turn ends; with round, after the next turn of the searcher', () => {
    const toTurn = playOut(
      { xia, heuristic, horizon: 'turn', bound: 5000 },
      state,
      seat,
      turn,
      dice('t'),
    );
    expect(toTurn.state.turn.number).toBe(turn + 1);
    const toRound = playOut(
      { xia, heuristic, horizon: 'round', bound: 5000 },
      state,
      seat,
      turn,
      dice('r'),
    );
    expect(toRound.state.turn.number).toBe(turn + state.captains.length + 1);
    expect(toRound.commands).toBeGreaterThan(toTurn.commands);
  });

  it('stop at their command bound', () => {
    const short = playOut(
      { xia, heuristic, horizon: 'round', bound: 3 },
      state,
      seat,
      turn,
      dice('b'),
    );
    expect(short.commands).toBe(3);
  });
});

/** Plays `command` and any forced commands after it; the position where `seat` chooses again
 * in the same turn, or null when the turn ends first or another seat chooses. */
function nextChoice(state: XiaState, seat: number, command: XiaCommand): Position | null {
  const turn = state.turn.number;
  let s = state;
  let c: XiaCommand | undefined = command;
  let actor = seat;
  for (;;) {
    if (!c) return null;
    const applied = xia.apply(s, actor, c);
    if (!applied.ok) throw new Error(applied.error.message);
    s = applied.value.state;
    if (s.stage !== 'playing' || s.turn.number !== turn) return null;
    actor = actorOf(xia, s);
    const legal = xia.legal(s, actor);
    if (legal.length > 1) return actor === seat ? { state: s, seat, legal } : null;
    c = legal[0];
  }
}

describe('SearchBot tree within a turn', () => {
  // Positions where the seat, after the heuristic's choice, chooses again in the same turn.
  const twice = choices.flatMap((p) => {
    const view = xia.view(p.state, { seat: p.seat });
    const first = new HeuristicBot(xia.content, 'balanced').rank(view, p.legal)[0];
    const next = first ? nextChoice(p.state, p.seat, first) : null;
    return next ? [p] : [];
  });

  it('starts the second decision of a turn from the visits of the command played', () => {
    expect(twice.length).toBeGreaterThan(3);
    let checked = 0;
    for (const p of twice.slice(0, 4)) {
      // An infinite margin keeps the heuristic's choice: candidate 0 is the command played.
      const bot = new SearchBot(xia, { iterations: 30, margin: Number.POSITIVE_INFINITY });
      const rng = dice('keep');
      const played = bot.choose(xia.view(p.state, { seat: p.seat }), p.legal, rng);
      expect(bot.lastStats.reused).toBe(0);
      const visits = bot.lastStats.visits[0] ?? 0;
      expect(visits).toBeGreaterThan(0);
      const next = nextChoice(p.state, p.seat, played);
      if (!next) continue;
      bot.choose(xia.view(next.state, { seat: next.seat }), next.legal, rng);
      expect(bot.lastStats.reused).toBe(visits);
      expect(bot.lastStats.iterations).toBe(30);
      // Without keeping the tree, the second decision starts afresh.
      const fresh = new SearchBot(xia, {
        iterations: 30,
        margin: Number.POSITIVE_INFINITY,
        keepTree: false,
      });
      const rng2 = dice('keep');
      fresh.choose(xia.view(p.state, { seat: p.seat }), p.legal, rng2);
      fresh.choose(xia.view(next.state, { seat: next.seat }), next.legal, rng2);
      expect(fresh.lastStats.reused).toBe(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  }, 60_000);

  it('does not reuse a tree in the next turn', () => {
    const [p] = choices.slice(30);
    if (!p) throw new Error('no position');
    const later = choices.find(
      (q) => q.seat === p.seat && q.state.turn.number > p.state.turn.number,
    );
    if (!later) throw new Error('no later position');
    const bot = new SearchBot(xia, { iterations: 12 });
    const rng = dice('turns');
    bot.choose(xia.view(p.state, { seat: p.seat }), p.legal, rng);
    bot.choose(xia.view(later.state, { seat: later.seat }), later.legal, rng);
    expect(bot.lastStats.reused).toBe(0);
  }, 30_000);
});

describe('SearchBot on worker threads', () => {
  const sample = choices.slice(10, 14);

  it('merges the rounds of every thread, reproducibly, and terminates its workers', async () => {
    const run = () => {
      const bot = new SearchBot(xia, { iterations: 24, workers: 2 });
      expect(bot.threads).toBe(1);
      const rng = dice('parallel');
      const picks = sample.map((p) => {
        const pick = bot.choose(xia.view(p.state, { seat: p.seat }), p.legal, rng);
        expect(p.legal).toContain(pick);
        // The budget is shared out: 12 iterations a thread, every one through a candidate
        // (which may hold visits kept from the decision before, too).
        expect(bot.lastStats.iterations).toBe(24);
        const visits = bot.lastStats.visits.reduce((x, y) => x + y, 0);
        expect(visits).toBeGreaterThanOrEqual(24);
        expect(visits).toBeLessThanOrEqual(24 + bot.lastStats.reused);
        return { pick, visits: bot.lastStats.visits };
      });
      return { bot, picks };
    };
    const a = run();
    const b = run();
    expect(b.picks).toEqual(a.picks);
    await a.bot.dispose();
    await b.bot.dispose();
    expect(a.bot.threads).toBe(0);
    expect(b.bot.threads).toBe(0);
    const [p] = sample;
    if (!p) throw new Error('no position');
    expect(() => a.bot.choose(xia.view(p.state, { seat: p.seat }), p.legal, dice('x'))).toThrow(
      /disposed/,
    );
  }, 120_000);

  it('refuses a worker count that is not a whole number from 1', () => {
    expect(() => new SearchBot(xia, { workers: 0 })).toThrow(RangeError);
    expect(() => new SearchBot(xia, { workers: 1.5 })).toThrow(RangeError);
  });
});

describe('the evaluation at the horizon', () => {
  const prices = xia.content.pack.info.prices;
  const withCargo = game.find((p) =>
    p.state.captains.some((c) => c.hold.cargo.length > 0 && c.missions.active.length > 0),
  );
  if (!withCargo) throw new Error('no captain with cargo and a mission');
  const state = withCargo.state;
  const c = state.captains.find((k) => k.hold.cargo.length > 0 && k.missions.active.length > 0);
  if (!c) throw new Error('no captain');

  it('prices a cube sold at the pack price above the cube kept, and the cube above nothing', () => {
    const [cube, ...rest] = c.hold.cargo;
    const sold = { ...c, credits: c.credits + prices.cubeSale, hold: { ...c.hold, cargo: rest } };
    const dumped = { ...c, hold: { ...c.hold, cargo: rest } };
    expect(cube).toBeDefined();
    expect(worth(xia.content, sold)).toBeGreaterThan(worth(xia.content, c));
    expect(worth(xia.content, c)).toBeGreaterThan(worth(xia.content, dumped));
  });

  it('prices a mission ready to deliver above the same mission still at its objective', () => {
    const [m, ...rest] = c.missions.active;
    if (!m) throw new Error('no mission');
    const at = (stage: 'objective' | 'deliver') => ({
      ...c,
      missions: { ...c.missions, active: [{ ...m, stage }, ...rest] },
    });
    expect(worth(xia.content, at('deliver'))).toBeGreaterThan(worth(xia.content, at('objective')));
    const none = { ...c, missions: { ...c.missions, active: rest } };
    expect(worth(xia.content, at('objective'))).toBeGreaterThan(worth(xia.content, none));
  });

  it("rewards a seat's gain and a rival's loss, and ranks a seat by its lead", () => {
    const seat = c.seat;
    const base = rewards(xia.content, state)[seat] ?? 0;
    const change = (f: (k: Captain) => Captain): XiaState => ({
      ...state,
      captains: state.captains.map((k) => f(k)),
    });
    const gain = change((k) => (k.seat === seat ? { ...k, fame: k.fame + 1 } : k));
    const rivalsHurt = change((k) => (k.seat === seat ? k : { ...k, fame: k.fame - 1 }));
    const rivalsGain = change((k) => (k.seat === seat ? k : { ...k, fame: k.fame + 1 }));
    expect(rewards(xia.content, gain)[seat]).toBeGreaterThan(base);
    expect(rewards(xia.content, rivalsHurt)[seat]).toBeGreaterThan(base);
    expect(rewards(xia.content, rivalsGain)[seat]).toBeLessThan(base);
  });
});
