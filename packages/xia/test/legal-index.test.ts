/**
 * `legal` polls only the rules whose `where` names the asking seat's situation (rules/where.ts).
 * A wrong declaration would drop commands, so over states met in random and HeuristicBot play
 * (base games, every expansion element, solo and campaign games with upgrades) the indexed
 * listing must equal the poll of the whole rule book, for the seat to act and for the others.
 */
import { HeuristicBot, PROFILES } from '@drift/bots';
import { type Dice, openDice, type SeatId, seedRandom } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { pickCommand } from '../../../tools/soak/game.ts';
import { boardOf } from '../src/board/board.ts';
import type { XiaCommand } from '../src/commands.ts';
import { corePack } from '../src/content/index.ts';
import type { XiaState } from '../src/model/state.ts';
import { ELEMENTS, type Element, type XiaOptionsInput } from '../src/options.ts';
import { fullPoll, indexedPoll } from '../src/rules/poll.ts';
import type { Where } from '../src/rules/rule.ts';
import { indexByWhere } from '../src/rules/where.ts';
import { createXia } from '../src/ruleset.ts';
import { GOALS } from './fixtures/campaign.ts';
import { hexIn, readyE, startedE, withSector } from './fixtures/worlds.ts';

const xia = createXia(corePack());

/** What a comparison found over one batch of games. */
interface Seen {
  states: number;
  mismatches: string[];
  types: Set<XiaCommand['type']>;
}

function situation(state: XiaState, seat: SeatId): string {
  const prompt = state.prompts[state.prompts.length - 1];
  if (prompt) return `prompt ${prompt.kind} of seat ${prompt.seat}, asked by ${seat}`;
  return `${state.stage} ${state.turn.phase}, turn of ${state.turn.seat}, asked by ${seat}`;
}

/** Compares the two listings for a seat; returns the full one. */
function compare(seen: Seen, state: XiaState, seat: SeatId): XiaCommand[] {
  const q = () => ({
    state,
    seat,
    content: xia.content,
    board: boardOf(xia.content, state.board.sectors),
    memo: {},
  });
  const full = fullPoll(q());
  const indexed = indexedPoll(q());
  const listed = xia.legal(state, seat);
  seen.states++;
  for (const c of full) seen.types.add(c.type);
  if (JSON.stringify(indexed) !== JSON.stringify(full) || listed.length !== full.length) {
    const kept = new Set(indexed.map((c) => JSON.stringify(c)));
    const missing = new Set(full.filter((c) => !kept.has(JSON.stringify(c))).map((c) => c.type));
    seen.mismatches.push(`${situation(state, seat)}: indexed lacks ${[...missing].join(', ')}`);
  }
  return full;
}

type Chooser = (state: XiaState, seat: SeatId, legal: readonly XiaCommand[]) => XiaCommand;

/** Plays one game, comparing the listings at every state (every seat at every 4th). */
function playAndCompare(
  seen: Seen,
  options: XiaOptionsInput,
  seed: string,
  max: number,
  choose: Chooser,
): void {
  const parsed = xia.parseOptions(options);
  if (!parsed.ok) throw new Error(`options refused: ${parsed.error.message}`);
  const made = xia.setup(parsed.value, seed);
  if (!made.ok) throw new Error(`setup refused: ${made.error.message}`);
  let state = made.value;
  for (let i = 0; i < max; i++) {
    const status = xia.status(state);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0] ?? 0;
    const legal = compare(seen, state, seat);
    if (i % 4 === 0)
      for (let other = 0; other < state.captains.length; other++)
        if (other !== seat) compare(seen, state, other);
    if (legal.length === 0) break;
    const applied = xia.apply(state, seat, choose(state, seat, legal));
    if (!applied.ok)
      throw new Error(`${seed}: a listed command was refused: ${applied.error.code}`);
    state = applied.value.state;
  }
}

function randomChooser(seed: string): Chooser {
  const dice: Dice = openDice(seedRandom(`legal-index:${seed}`));
  return (_state, _seat, legal) => pickCommand(dice, legal);
}

function heuristicChooser(seed: string, seats: number): Chooser {
  const dice = openDice(seedRandom(`legal-index-bots:${seed}`));
  const bots = Array.from(
    { length: seats },
    (_, i) => new HeuristicBot(xia.content, PROFILES[i % PROFILES.length]),
  );
  return (state, seat, legal) =>
    (bots[seat] as HeuristicBot).choose(xia.view(state, { seat }), legal, dice);
}

const newSeen = (): Seen => ({ states: 0, mismatches: [], types: new Set() });

/** Every element alone, then all of them, for seeds 0, 1, … */
function elementsOf(g: number): Element[] {
  const alone = ELEMENTS[g % (ELEMENTS.length + 1)];
  return alone === undefined ? [...ELEMENTS] : [alone];
}

describe('legal indexed by where rules yield', () => {
  it('equals the full poll over random play of base games and each expansion element', () => {
    const seen = newSeen();
    for (let g = 0; g < 16; g++) {
      const seats = g % 8 === 3 ? 2 : 3 + (g % 3);
      const base: XiaOptionsInput = { seats, preset: 'standard', fameTarget: 10 };
      const elements = g % 2 === 0 ? [] : elementsOf(g >> 1);
      if (seats === 2 && !elements.includes('D')) elements.push('D');
      const options = elements.length > 0 ? { ...base, elements: elements.sort() } : base;
      playAndCompare(seen, options, `random-${g}`, 600, randomChooser(`random-${g}`));
    }
    expect(seen.mismatches).toEqual([]);
    expect(seen.states).toBeGreaterThan(5_000);
    for (const type of ['ArmAfterRescue', 'DiscardMission', 'DockKiln', 'TradeTokens'] as const)
      expect(seen.types).toContain(type);
  }, 120_000);

  it('equals the full poll over HeuristicBot play, with and without every element', () => {
    const seen = newSeen();
    for (let g = 0; g < 4; g++) {
      const seats = 3 + (g % 2);
      const base: XiaOptionsInput = { seats, preset: 'standard', fameTarget: 10 };
      const options = g % 2 === 1 ? { ...base, elements: [...ELEMENTS] } : base;
      playAndCompare(seen, options, `bots-${g}`, 800, heuristicChooser(`bots-${g}`, seats));
    }
    expect(seen.mismatches).toEqual([]);
    expect(seen.states).toBeGreaterThan(2_000);
    for (const type of ['BuyShip', 'CaptainInNeed', 'CompleteMission'] as const)
      expect(seen.types).toContain(type);
  }, 120_000);

  it('XE-ECON-09: equals the full poll at Kei with cubes aboard, which the bots seldom reach', () => {
    const seen = newSeen();
    const withCE = withSector(startedE(['C', 'E']), 'kei', { q: 0, r: -1 });
    const spice = (x: number) => ({
      kind: 'cube' as const,
      colour: 'spice' as const,
      at: [x, 0] as [number, number],
    });
    const atKei = readyE(withCE, 0, hexIn(withCE, 'kei', 0, 0), 0, [spice(0), spice(1)]);
    for (let seat = 0; seat < atKei.captains.length; seat++) compare(seen, atKei, seat);
    expect(seen.mismatches).toEqual([]);
    expect(seen.types).toContain('KeiTrade');
  });

  it('equals the full poll over solo and campaign games with every upgrade', () => {
    const seen = newSeen();
    for (let g = 0; g < 9; g++) {
      const difficulty = (['easy', 'normal', 'hard'] as const)[g % 3] ?? 'normal';
      const solo: XiaOptionsInput = {
        seats: 1,
        preset: 'standard',
        fameTarget: 10,
        elements: [...ELEMENTS],
        solo: { difficulty, sellsword: g % 2 === 1 },
      };
      playAndCompare(seen, solo, `solo-${g}`, 400, randomChooser(`solo-${g}`));
      const tier = ((g % 3) + 1) as 1 | 2 | 3;
      const campaign: XiaOptionsInput = {
        seats: 1,
        preset: 'standard',
        elements: [...ELEMENTS],
        solo: { difficulty, sellsword: false },
        campaign: {
          goals: GOALS.slice(g % 3, (g % 3) + 3),
          upgrades: { impulse: tier, mission: tier, rearm: tier, trade: tier, ability: tier },
          rewards: [],
          shipUses: {},
        },
      };
      playAndCompare(seen, campaign, `campaign-${g}`, 400, randomChooser(`campaign-${g}`));
    }
    expect(seen.mismatches).toEqual([]);
    // The solo and campaign commands were met, so their declarations were put to the test.
    const types = ['ChooseExpanse', 'ChooseGoal', 'Concede', 'ImpulseAction', 'RedrawBehaviour'];
    for (const type of [...types, 'RearmMarker', 'ScanSector', 'SeatNpc'])
      expect(seen.types).toContain(type);
  }, 120_000);
});

describe('indexByWhere', () => {
  const rule = (name: string, where: Where) => ({ name, where });
  const rules = [
    rule('ship', { stages: ['choosingShips'] }),
    rule('shop', { stages: ['outfitting'], phases: ['Business'] }),
    rule('move', { phases: ['Action'] }),
    rule('defend', { prompts: ['Defend'] }),
    rule('discard', { acting: true }),
    rule('concede', { anywhere: true }),
  ];
  const at = indexByWhere(rules);
  const made = xia.setup({ seats: 3, preset: 'standard', fameTarget: 10 }, 'index');
  if (!made.ok) throw new Error(made.error.message);
  const start = made.value;
  const names = (state: XiaState, seat: SeatId) => at(state, seat).map((r) => r.name);
  const turn = start.turn.seat;
  const other = (turn + 1) % 3;

  it('keeps the book order and picks by stage, phase and prompt for the seat to act', () => {
    expect(names(start, turn)).toEqual(['ship', 'discard', 'concede']);
    const outfitting: XiaState = { ...start, stage: 'outfitting' };
    expect(names(outfitting, turn)).toEqual(['shop', 'discard', 'concede']);
    const playing = (phase: 'Action' | 'Business' | 'Status'): XiaState => ({
      ...start,
      stage: 'playing',
      turn: { ...start.turn, phase },
    });
    expect(names(playing('Action'), turn)).toEqual(['move', 'discard', 'concede']);
    expect(names(playing('Business'), turn)).toEqual(['shop', 'discard', 'concede']);
    expect(names(playing('Status'), turn)).toEqual(['discard', 'concede']);
    const asked = (kind: 'Defend' | 'KeepMission'): XiaState =>
      ({
        ...playing('Action'),
        prompts: [{ kind, seat: other }],
      }) as unknown as XiaState;
    expect(names(asked('Defend'), other)).toEqual(['defend', 'discard', 'concede']);
    // A prompt no rule names: only the rules for whoever acts.
    expect(names(asked('KeepMission'), other)).toEqual(['discard', 'concede']);
    // The prompt's seat acts, not the turn's.
    expect(names(asked('Defend'), turn)).toEqual(['concede']);
  });

  it('gives a seat that is not to act, or a finished game, only the rules for every moment', () => {
    expect(names(start, other)).toEqual(['concede']);
    expect(names({ ...start, stage: 'finished' }, turn)).toEqual(['concede']);
  });
});
