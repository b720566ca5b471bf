/**
 * The campaign record (XC-CAMP-05, -08, -09, XC-UPG-01, GAP-XC-02, GAP-XC-07): a campaign played
 * game by game through its pure functions, each game set up from `nextGameOptions` and finished
 * by hand (won or lost, at a Fame score), then recorded from its final state.
 */
import { describe, expect, it } from 'vitest';
import {
  availableGoals,
  type CampaignRecord,
  campaignScore,
  campaignWon,
  chooseUpgrade,
  goalInfos,
  MAX_GAMES,
  newCampaign,
  nextGameOptions,
  parseCampaign,
  readCampaignFile,
  recordGame,
  recordOutcome,
  upgradeChoices,
  upgradeDue,
} from '../src/campaign/index.ts';
import { TRACKS, type Track } from '../src/campaign/options.ts';
import type { XiaState } from '../src/model/state.ts';
import { parseOptions, type XiaOptionsInput } from '../src/options.ts';
import { solo } from './fixtures/solo.ts';

/** A solo or campaign game of the core pack with the expansion, set up (solo needs Nyr). */
function setup(input: XiaOptionsInput, seed = 'test'): XiaState {
  const parsed = solo.parseOptions(input);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const made = solo.setup(parsed.value, seed);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const NOW = '2026-03-01T10:00:00.000Z';
const at = (n: number) => new Date(Date.parse(NOW) + n * 86_400_000).toISOString();

function must<T>(
  r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } },
): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function fresh(difficulty: 'easy' | 'normal' | 'hard' = 'hard'): CampaignRecord {
  return must(newCampaign({ id: 'camp-0001', name: 'Outer run', difficulty, now: NOW }));
}

interface End {
  readonly won: boolean;
  readonly fame: number;
  readonly npcFame: number;
  readonly ship?: string;
  /** The goal's verdict (default: met when won). */
  readonly met?: boolean;
}

/**
 * The game the campaign would start for `goal`, ended by hand: won or lost at a score, the
 * captain on `ship`, the goal judged met or not.
 */
function finishedGame(record: CampaignRecord, goal: string, end: End): XiaState {
  const s = setup(must(nextGameOptions(record, goal)));
  const captain = s.captains[0];
  const { solo, campaign } = s;
  if (!captain || !solo || !campaign) throw new Error('not a campaign game');
  const ship = end.ship ?? 'cobbler';
  const met = end.met ?? end.won;
  return {
    ...s,
    stage: 'finished',
    winner: end.won ? 0 : null,
    captains: [{ ...captain, fame: end.fame, ship }],
    solo: { ...solo, npcFame: end.npcFame },
    campaign: {
      ...campaign,
      ships: [ship],
      result: { met, reasons: met ? [] : ['The game was lost.'] },
    },
  };
}

/** Plays and records one game (and its upgrade, if one is given). */
function play(
  record: CampaignRecord,
  goal: string,
  end: End,
  upgrade?: Track,
  n = record.games.length + 1,
): CampaignRecord {
  let r = must(
    recordGame(record, finishedGame(record, goal, end), { now: at(n), matchId: `match-${n}00` }),
  );
  if (upgrade) r = must(chooseUpgrade(r, upgrade, at(n)));
  return r;
}

const GOALS = goalInfos().map((g) => g.id);
const NAMES = goalInfos().map((g) => g.name);
const goal = (i: number): string => {
  const id = GOALS[i];
  if (!id) throw new Error(`no goal ${i}`);
  return id;
};

describe('a new campaign', () => {
  it('XC-CAMP-01: starts empty at the difficulty the player picked, Hard or any other', () => {
    const r = must(
      newCampaign({
        id: 'camp-0002',
        name: '  Easy does it ',
        difficulty: 'easy',
        now: NOW,
        sellsword: true,
      }),
    );
    expect(r).toMatchObject({
      format: 'drift-campaign',
      version: 1,
      name: 'Easy does it',
      difficulty: 'easy',
      sellsword: true,
      upgrades: {},
      completed: [],
      failed: {},
      shipUses: {},
      games: [],
    });
    expect(r.log).toEqual([{ at: NOW, text: 'Campaign begun at Easy difficulty, Sellsword on.' }]);
    expect(availableGoals(r)).toEqual(GOALS);
    expect(GOALS).toHaveLength(10);
  });

  it('refuses a name that is empty, too long or on two lines, and an id that is not one', () => {
    for (const name of ['', '   ', 'x'.repeat(61), 'two\nlines'])
      expect(newCampaign({ id: 'camp-0002', name, difficulty: 'hard', now: NOW })).toMatchObject({
        ok: false,
        error: { code: 'BadCampaignName' },
      });
    expect(newCampaign({ id: 'no', name: 'x', difficulty: 'hard', now: NOW })).toMatchObject({
      ok: false,
      error: { code: 'BadCampaignId' },
    });
  });
});

describe('the next game', () => {
  it('XC-CAMP-03: is a solo game at the campaign difficulty, to the goal’s Fame target, carrying the campaign', () => {
    const r = fresh('normal');
    const options = must(nextGameOptions(r, goal(1)));
    expect(options).toEqual({
      seats: 1,
      solo: { difficulty: 'normal', sellsword: false },
      campaign: { goal: goal(1), upgrades: {}, rewards: [], shipUses: {} },
    });
    expect(parseOptions(options).ok).toBe(true);
    expect(setup(options).fameTarget).toBe(goalInfos()[1]?.fameTarget);
  });

  it('XC-CAMP-03: without a goal chosen first, offers every goal still open, to choose in the game', () => {
    const r = play(fresh(), goal(0), { won: true, fame: 12, npcFame: 2 }, 'engine');
    const options = must(nextGameOptions(r));
    expect(options.campaign).toEqual({
      goals: GOALS.slice(1),
      upgrades: { engine: 1 },
      rewards: [goal(0)],
      shipUses: { cobbler: 1 },
    });
    expect(parseOptions(options).ok).toBe(true);
    expect(setup(options).campaign?.goal).toBeNull();
  });

  it('refuses a goal that does not exist', () => {
    const refused = nextGameOptions(fresh(), 'no-such-goal');
    expect(refused).toMatchObject({ ok: false, error: { code: 'UnknownGoal' } });
    if (!refused.ok) expect(refused.error.message).toContain(goal(0));
  });
});

describe('recording a game', () => {
  it('XC-CAMP-09, GAP-XC-02: a win that meets the goal adds its Fame margin (12-7 adds 5)', () => {
    const r = play(fresh(), goal(0), { won: true, fame: 12, npcFame: 7 });
    expect(r.games).toEqual([
      {
        matchId: 'match-100',
        goal: goal(0),
        ships: ['cobbler'],
        won: true,
        goalMet: true,
        fame: 12,
        npcFame: 7,
        score: 5,
        at: at(1),
      },
    ]);
    expect(campaignScore(r)).toBe(5);
    expect(r.log.at(-1)?.text).toBe(`Game 1, ${NAMES[0]}: won 12–7, goal completed (+5).`);
  });

  it('XC-CAMP-09, GAP-XC-02: a loss subtracts 3, whatever its score', () => {
    const r = play(fresh(), goal(0), { won: false, fame: 9, npcFame: 10 });
    expect(r.games[0]?.score).toBe(-3);
    expect(campaignScore(r)).toBe(-3);
    expect(r.log.at(-1)?.text).toContain('lost 9–10; the goal is to be tried again (−3)');
  });

  it('GAP-XC-02: a win that breaks the goal’s rules also subtracts 3, and completes nothing', () => {
    const r = play(fresh(), goal(2), {
      won: true,
      fame: 12,
      npcFame: 4,
      ship: 'magpie',
      met: false,
    });
    expect(r.games[0]).toMatchObject({
      won: true,
      goalMet: false,
      score: -3,
      reasons: ['The game was lost.'],
    });
    expect(r.completed).toEqual([]);
    expect(r.failed).toEqual({ [goal(2)]: 1 });
    expect(r.log.at(-1)?.text).toContain("but the goal's rules were not kept");
  });

  it('GAP-XC-02: a game over before its goal was chosen attempted none: −3, no goal failed, an upgrade due', () => {
    const r = must(
      recordOutcome(
        fresh(),
        {
          won: false,
          goalMet: false,
          goal: null,
          reasons: ['The game was lost.'],
          fame: 0,
          npcFame: 0,
          ships: [],
        },
        { now: at(1) },
      ),
    );
    expect(r.games[0]).toMatchObject({ goal: null, score: -3 });
    expect(r.failed).toEqual({});
    expect(upgradeDue(r)).toBe(true);
    expect(r.log.at(-1)?.text).toBe('Game 1, no goal chosen: lost 0–0 (−3).');
    expect(readCampaignFile(JSON.stringify(r)).ok).toBe(true);
  });

  it('XC-CAMP-09: the campaign score is the games’ scores summed', () => {
    let r = play(fresh(), goal(0), { won: true, fame: 12, npcFame: 7 }, 'engine');
    r = play(r, goal(1), { won: false, fame: 3, npcFame: 12 }, 'combat');
    r = play(r, goal(1), { won: true, fame: 12, npcFame: 10 });
    expect(r.games.map((g) => g.score)).toEqual([5, -3, 2]);
    expect(campaignScore(r)).toBe(4);
  });

  it('XC-CAMP-06, XC-CAMP-07: a failed goal is kept to retry; completing it later clears it, and it is done once', () => {
    let r = play(fresh(), goal(3), { won: false, fame: 4, npcFame: 12 }, 'engine');
    r = play(r, goal(3), { won: false, fame: 6, npcFame: 12 }, 'engine');
    expect(r.failed).toEqual({ [goal(3)]: 2 });
    expect(availableGoals(r)).toContain(goal(3));
    r = play(r, goal(3), { won: true, fame: 12, npcFame: 3 }, 'trade');
    expect(r.failed).toEqual({});
    expect(r.completed).toEqual([goal(3)]);
    expect(availableGoals(r)).not.toContain(goal(3));
    expect(nextGameOptions(r, goal(3))).toMatchObject({
      ok: false,
      error: { code: 'GoalCompleted' },
    });
    // A game for a goal done already (it cannot be started, but were one recorded) completes nothing.
    const again = must(
      recordOutcome(
        r,
        { won: true, goalMet: true, goal: goal(3), reasons: [], fame: 12, npcFame: 3, ships: [] },
        { now: at(9) },
      ),
    );
    expect(again.completed).toEqual([goal(3)]);
    expect(again.games.at(-1)?.score).toBe(-3);
  });

  it('XC-CAMP-04, GAP-XC-07: counts each ship flown once per game', () => {
    let r = must(
      recordOutcome(
        fresh(),
        {
          won: false,
          goalMet: false,
          goal: goal(0),
          reasons: [],
          fame: 5,
          npcFame: 10,
          ships: ['cobbler', 'caravel', 'cobbler'],
        },
        { now: at(1) },
      ),
    );
    r = must(chooseUpgrade(r, 'rearm', at(1)));
    r = play(r, goal(0), { won: false, fame: 5, npcFame: 10, ship: 'cobbler' });
    expect(r.shipUses).toEqual({ cobbler: 2, caravel: 1 });
    expect(r.games[0]?.ships).toEqual(['cobbler', 'caravel']);
  });

  it('refuses a game not over, a game not of a campaign, and the same match twice', () => {
    const r = fresh();
    const going = setup(must(nextGameOptions(r, goal(0))));
    expect(recordGame(r, going, { now: NOW })).toMatchObject({
      ok: false,
      error: { code: 'NotFinished', message: 'The game is not over yet.' },
    });
    const plain = setup({ seats: 1, solo: { difficulty: 'easy', sellsword: false } });
    expect(recordGame(r, { ...plain, stage: 'finished', winner: 0 }, { now: NOW })).toMatchObject({
      ok: false,
      error: { code: 'NotFinished', message: 'This is not a campaign game.' },
    });
    const once = play(r, goal(0), { won: true, fame: 12, npcFame: 2 }, 'engine');
    const final = finishedGame(once, goal(1), { won: true, fame: 12, npcFame: 2 });
    expect(recordGame(once, final, { now: NOW, matchId: 'match-100' })).toMatchObject({
      ok: false,
      error: { code: 'AlreadyRecorded' },
    });
  });
});

describe('upgrades after each game', () => {
  it('XC-CAMP-05: after a game, won or lost, one upgrade is chosen before the next game', () => {
    const r0 = fresh();
    expect(upgradeDue(r0)).toBe(false);
    expect(chooseUpgrade(r0, 'engine', NOW)).toMatchObject({
      ok: false,
      error: { code: 'NoUpgradeDue' },
    });
    for (const won of [true, false]) {
      const r = play(r0, goal(0), { won, fame: won ? 12 : 2, npcFame: won ? 2 : 12 });
      expect(upgradeDue(r)).toBe(true);
      expect(nextGameOptions(r, goal(1))).toMatchObject({
        ok: false,
        error: { code: 'UpgradeDue' },
      });
      const up = must(chooseUpgrade(r, 'mission', at(2)));
      expect(up.upgrades).toEqual({ mission: 1 });
      expect(up.games[0]?.upgrade).toEqual({ track: 'mission', tier: 1 });
      expect(up.log.at(-1)?.text).toBe('Upgrade after game 1: Mission track, tier 1.');
      expect(upgradeDue(up)).toBe(false);
      // One upgrade per game: a second is refused.
      expect(chooseUpgrade(up, 'engine', at(2))).toMatchObject({
        ok: false,
        error: { code: 'NoUpgradeDue' },
      });
      expect(must(nextGameOptions(up, goal(1))).campaign?.upgrades).toEqual({ mission: 1 });
    }
  });

  it('XC-UPG-01: tier 1 of any track at any time; tier 2 and 3 only in order, on the same track', () => {
    let r = play(fresh(), goal(0), { won: false, fame: 1, npcFame: 10 });
    expect(upgradeChoices(r)).toEqual(TRACKS.map((track) => ({ track, tier: 1 })));
    r = must(chooseUpgrade(r, 'combat', at(1)));
    r = play(r, goal(0), { won: false, fame: 1, npcFame: 10 });
    expect(upgradeChoices(r).find((c) => c.track === 'combat')).toEqual({
      track: 'combat',
      tier: 2,
    });
    expect(upgradeChoices(r).find((c) => c.track === 'engine')).toEqual({
      track: 'engine',
      tier: 1,
    });
    r = must(chooseUpgrade(r, 'combat', at(2)));
    r = play(r, goal(0), { won: false, fame: 1, npcFame: 10 }, 'combat');
    expect(r.upgrades).toEqual({ combat: 3 });
    r = play(r, goal(0), { won: false, fame: 1, npcFame: 10 });
    expect(upgradeChoices(r).map((c) => c.track)).not.toContain('combat');
    expect(chooseUpgrade(r, 'combat', at(4))).toMatchObject({
      ok: false,
      error: { code: 'TrackComplete' },
    });
    expect(chooseUpgrade(r, 'warp' as Track, at(4))).toMatchObject({
      ok: false,
      error: { code: 'UnknownTrack' },
    });
    expect(r.games.map((g) => g.upgrade?.tier)).toEqual([1, 2, 3, undefined]);
  });

  it('XC-UPG-01: with every track at tier 3 nothing is left to choose, and games go on', () => {
    let r = fresh();
    for (const track of TRACKS)
      for (let t = 0; t < 3; t++) r = play(r, goal(0), { won: false, fame: 1, npcFame: 10 }, track);
    expect(Object.values(r.upgrades)).toEqual(TRACKS.map(() => 3));
    r = play(r, goal(0), { won: false, fame: 1, npcFame: 10 });
    expect(upgradeDue(r)).toBe(false);
    expect(upgradeChoices(r)).toEqual([]);
    expect(nextGameOptions(r, goal(0)).ok).toBe(true);
    expect(parseCampaign(JSON.parse(JSON.stringify(r))).ok).toBe(true);
  });
});

describe('the end of a campaign', () => {
  it('XC-CAMP-08: completing the tenth goal wins the campaign; then no game and no upgrade follow', () => {
    let r = fresh();
    for (const [i, id] of GOALS.entries()) {
      expect(campaignWon(r)).toBe(false);
      r = play(r, id, { won: true, fame: 15, npcFame: 10 - (i % 3) });
      if (i < GOALS.length - 1)
        r = must(chooseUpgrade(r, TRACKS[i % TRACKS.length] ?? 'engine', at(i + 1)));
    }
    expect(campaignWon(r)).toBe(true);
    expect(r.completed).toEqual(GOALS);
    expect(availableGoals(r)).toEqual([]);
    expect(upgradeDue(r)).toBe(false);
    expect(upgradeChoices(r)).toEqual([]);
    expect(nextGameOptions(r, goal(0))).toMatchObject({
      ok: false,
      error: { code: 'CampaignOver' },
    });
    expect(campaignScore(r)).toBe(r.games.reduce((s, g) => s + g.fame - g.npcFame, 0));
    expect(r.log.at(-1)?.text).toBe(
      `Every goal is completed: the campaign is won with a score of ${campaignScore(r)}.`,
    );
  });

  it('stops at the most games a campaign holds', () => {
    let r = fresh();
    for (let i = 0; i < MAX_GAMES; i++)
      r = play(
        r,
        goal(0),
        { won: false, fame: 0, npcFame: 10 },
        i < 21 ? TRACKS[Math.floor(i / 3)] : undefined,
      );
    expect(nextGameOptions(r, goal(0))).toMatchObject({
      ok: false,
      error: { code: 'CampaignFull' },
    });
    expect(new TextEncoder().encode(JSON.stringify(r)).length).toBeLessThan(256 * 1024);
    expect(readCampaignFile(JSON.stringify(r)).ok).toBe(true);
  });
});

describe('the campaign file', () => {
  const played = () => {
    let r = play(fresh(), goal(0), { won: true, fame: 12, npcFame: 7, ship: 'magpie' }, 'engine');
    r = play(r, goal(1), { won: false, fame: 3, npcFame: 12 }, 'engine');
    return play(r, goal(2), { won: true, fame: 14, npcFame: 9 });
  };

  it('GAP-XC-07: holds ship uses, goals done and failed, rewards, upgrades, games and the log, and reads back', () => {
    const r = played();
    const back = must(readCampaignFile(JSON.stringify(r, null, 2)));
    expect(back).toEqual(r);
    expect(back.shipUses).toEqual({ magpie: 1, cobbler: 2 });
    expect(back.completed).toEqual([goal(0), goal(2)]);
    expect(back.failed).toEqual({ [goal(1)]: 1 });
    expect(back.upgrades).toEqual({ engine: 2 });
    expect(back.log).toHaveLength(1 + 3 + 2);
    expect(upgradeDue(back)).toBe(true);
    const next = must(nextGameOptions(must(chooseUpgrade(back, 'trade', at(4))), goal(1)));
    expect(next.campaign).toEqual({
      goal: goal(1),
      upgrades: { engine: 2, trade: 1 },
      rewards: [goal(0), goal(2)],
      shipUses: { magpie: 1, cobbler: 2 },
    });
  });

  const refusal = (input: unknown) => {
    const r = parseCampaign(input);
    if (r.ok) throw new Error('accepted');
    return r.error;
  };

  it('refuses what is not a campaign file, saying what is wrong', () => {
    expect(refusal(null)).toEqual({
      code: 'BadCampaign',
      message: 'A campaign file holds one JSON object.',
    });
    expect(refusal([1])).toMatchObject({ code: 'BadCampaign' });
    expect(refusal({ format: 'drift-match', version: 1 }).message).toContain(
      'not a Drift campaign file',
    );
    expect(refusal({ ...played(), version: 2 })).toMatchObject({
      code: 'CampaignTooNew',
      message: expect.stringContaining('newer Drift (version 2)'),
    });
    expect(refusal({ ...played(), version: '1' }).message).toContain('"version" is 1');
    expect(refusal({ ...played(), extra: true }).message).toMatch(/not valid: .*extra/i);
    expect(refusal({ ...played(), difficulty: 'brutal' }).message).toBe(
      'This campaign file is not valid: difficulty: difficulty is easy, normal or hard.',
    );
    const r = played();
    expect(
      refusal({ ...r, games: r.games.map((g, i) => (i === 1 ? { ...g, fame: -1 } : g)) }).message,
    ).toContain('games.1.fame');
    expect(refusal({ ...r, createdAt: 'yesterday' }).message).toContain(
      'createdAt: times are ISO dates',
    );
    expect(readCampaignFile('{ not json')).toMatchObject({
      ok: false,
      error: { code: 'BadCampaign' },
    });
    expect(readCampaignFile(' '.repeat(300 * 1024))).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('at most 256 KB') },
    });
  });

  it('refuses totals that are not what its games add up to, and games out of the rules', () => {
    const r = played();
    expect(refusal({ ...r, upgrades: { engine: 3 } }).message).toContain(
      'its upgrades are not what its games add up to',
    );
    expect(refusal({ ...r, completed: [...r.completed, goal(5)] }).message).toContain(
      'its completed',
    );
    expect(refusal({ ...r, shipUses: { magpie: 9, cobbler: 2 } }).message).toContain(
      'its shipUses',
    );
    expect(refusal({ ...r, failed: {} }).message).toContain('its failed');
    const edit = (i: number, change: object) => ({
      ...r,
      games: r.games.map((g, j) => (j === i ? { ...g, ...change } : g)),
    });
    expect(refusal(edit(0, { score: 9 })).message).toBe(
      'Game 1 of this campaign file scores 9; its result gives 5.',
    );
    expect(refusal(edit(1, { upgrade: { track: 'engine', tier: 3 } })).message).toContain(
      'out of order',
    );
    expect(refusal(edit(0, { upgrade: undefined })).message).toContain(
      'Game 1 of this campaign file has no upgrade',
    );
    expect(refusal(edit(1, { goalMet: true })).message).toContain('without winning');
    expect(refusal(edit(1, { goal: 'made-up' })).message).toContain('not a goal');
  });
});
