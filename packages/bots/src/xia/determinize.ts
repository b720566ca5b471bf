/**
 * Determinization for information-set search: a full Xia state consistent with what one seat
 * sees, the hidden parts filled with cards and tokens that seat has not seen, shuffled with the
 * bot's own dice. It reads only the view, never the true state or its generator.
 */
import { type Dice, type SeatId, seedRandom, seesSeat } from '@drift/engine';
import { type HexKey, hexKey } from '@drift/engine/hex';
import {
  aimOf as aimOffset,
  embersRelics,
  eventIdsFor,
  eventsFromView,
  missionAim,
  missionDeckIds,
  newTokenIds,
  soloFromView,
  worldsFromView,
  type XiaState,
  type XiaView,
} from '@drift/xia';
import type { XiaContent } from './map.ts';

type Captain = XiaState['captains'][number];
type ActiveMission = Captain['missions']['active'][number];
type Prompt = XiaState['prompts'][number];

/** Removes one occurrence of each seen id from the pool (a multiset difference). */
function unseen(pool: readonly string[], seen: Iterable<string>): string[] {
  const left = [...pool];
  for (const id of seen) {
    const at = left.indexOf(id);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/** Takes the next `n` ids from a shuffled pool; a short pool means the view is inconsistent. */
function dealer(pool: readonly string[], what: string): (n: number) => string[] {
  let next = 0;
  return (n) => {
    if (next + n > pool.length)
      throw new RangeError(
        `determinize: ${what} are short (${pool.length} unseen, ${next + n} needed)`,
      );
    const out = pool.slice(next, next + n);
    next += n;
    return out;
  };
}

/**
 * Whom a thief or assassin card aims at, as the rules fix it when the card is kept: the
 * holder's `seatOffset`-th neighbour, skipping the holder, NPCs seated too with two captains
 * (the rules' own `missionAim`).
 */
function aimOf(
  content: XiaContent,
  card: string,
  holder: SeatId,
  view: XiaView,
): Pick<ActiveMission, 'target' | 'targetNpc'> {
  const offset = aimOffset(content.mission(card)); // Thief, Assassin, element E's Coerce
  if (offset === undefined) return { target: null };
  const aim = missionAim(view, holder, offset);
  if (aim === null) return { target: null }; // solo: nobody to aim at yet (XS-MISS-02)
  return 'seat' in aim ? { target: aim.seat } : { target: null, targetNpc: aim.npc };
}

/** The mission cards the view shows to its viewer. */
function seenMissions(view: XiaView): string[] {
  const seen: string[] = [];
  for (const c of view.captains) {
    seen.push(...c.missions.completed);
    for (const m of c.missions.active) if (!('hidden' in m)) seen.push(m.card);
  }
  for (const p of view.prompts) {
    if (p.kind === 'KeepMission' && typeof p.cards !== 'number') seen.push(...p.cards);
    if (p.kind === 'CaptainInNeed') seen.push(p.card); // element B: read openly
  }
  for (const a of view.exploration?.aboard ?? []) seen.push(a.card);
  return seen;
}

/**
 * Samples a full state consistent with `seat`'s view of a match:
 * - public parts (captains' open fields, board sectors and cubes, supply, titles, NPCs, turn,
 *   stage, prompts) are copied from the view;
 * - the sector deck is the pack's sectors not on the board and not pending in a PlaceSector
 *   prompt, in random order;
 * - exploration tokens no captain holds are dealt at random to the face-down token hexes (in
 *   the view's hex order), the rest form the exploration deck;
 * - the title deck is the titles neither open nor held, in random order;
 * - missions not visible anywhere (completed, revealed, this seat's own, this seat's drawn
 *   cards) are dealt at random to other captains' hidden missions, to other captains' drawn
 *   KeepMission cards (and to element G's face-down drawn cards, captain by captain, before
 *   those), then to the mission deck and the discard pile. A hidden thief or
 *   assassin gets the `target` its card's seat offset gives, exactly as the rules would have
 *   fixed it for that card;
 * - `random` is a fresh generator seeded from `dice`, never the true one.
 *
 * Only `dice` is advanced. Throws a RangeError if `seat` cannot see its own hand in the view,
 * or the view's counts do not fit the pack.
 */
export function determinize(
  content: XiaContent,
  view: XiaView,
  seat: SeatId,
  dice: Dice,
): XiaState {
  if (!seesSeat(view.viewer, seat))
    throw new RangeError(`determinize: the view is not seat ${seat}'s`);
  const pack = content.pack;
  const {
    viewer: _viewer,
    captains,
    prompts,
    board,
    decks,
    events: _events,
    worlds: _worlds,
    solo: _solo,
    ...open
  } = view;

  const pendingSectors = prompts.flatMap((p) => (p.kind === 'PlaceSector' ? [p.sector] : []));
  // Element E: the expansion's sectors are in the stack too.
  const withE = view.options.elements?.includes('E') ?? false;
  const sectorPool = unseen(
    [...pack.sectors, ...(withE ? content.embers.sectors : [])].map((s) => s.id),
    [...board.sectors.map((s) => s.id), ...pendingSectors],
  );
  const sectors = dealer(dice.shuffle(sectorPool), 'sectors')(decks.sectors);

  // Element B: its own token set, and the pairs traded in are seen too.
  const tokenPool = unseen(
    view.options.elements?.includes('B') ? newTokenIds() : pack.exploration.map((t) => t.id),
    [
      ...captains.flatMap((c) => c.explorationTokens),
      ...(view.exploration?.spent.map((s) => s.token) ?? []),
    ],
  );
  const dealToken = dealer(dice.shuffle(tokenPool), 'exploration tokens');
  const tokens: Record<HexKey, string> = {};
  for (const hex of board.tokens) tokens[hexKey(hex)] = dealToken(1)[0] ?? '';
  const exploration = dealToken(decks.exploration);

  const titlePool = unseen(
    pack.titles.map((t) => t.id),
    [...open.titles.open, ...captains.flatMap((c) => c.titles)],
  );
  const titles = dealer(dice.shuffle(titlePool), 'titles')(decks.titles);

  const missionPool = unseen(
    missionDeckIds(content, view.options), // element E's cards too with E on
    seenMissions(view),
  );
  const dealMission = dealer(dice.shuffle(missionPool), 'mission cards');
  const fullCaptains = captains.map((c): Captain => {
    const active = c.missions.active.map((m): ActiveMission => {
      if (!('hidden' in m)) return m;
      const card = dealMission(1)[0] ?? '';
      return {
        card,
        revealed: false,
        stage: 'objective',
        payment: 0,
        ...aimOf(content, card, c.seat, view),
      };
    });
    const { unsorted, ...missions } = c.missions;
    if (!unsorted) return { ...c, missions: { ...missions, active } };
    // Element G's face-down drawn cards: unseen by all, so dealt like the deck (XE-RULE-01).
    const drawn = { cards: dealMission(unsorted.cards), points: [...unsorted.points] };
    return { ...c, missions: { ...missions, active, unsorted: drawn } };
  });
  const fullPrompts = prompts.map((p): Prompt => {
    if (p.kind !== 'KeepMission') return p;
    const { cards } = p;
    return { ...p, cards: typeof cards === 'number' ? dealMission(cards) : cards };
  });
  const missions = dealMission(decks.missions);
  const missionDiscard = dealMission(decks.missionDiscard);
  const events = view.events
    ? eventsFromView(view.events, eventIdsFor(view.worlds !== undefined), (ids) =>
        dice.shuffle(ids),
      )
    : undefined;

  // Element E: face-down Relics (in holds, stacks, the pool, the gone) dealt from the unsifted.
  const hidden = fullCaptains.reduce(
    (n, c) => n + c.hold.cargo.filter((x) => x.kind === 'relic').length,
    0,
  );
  const dealt = view.worlds
    ? worldsFromView(
        view.worlds,
        hidden,
        embersRelics().map((r) => r.id),
        (ids) => dice.shuffle(ids),
      )
    : undefined;
  const faces = dealt?.holdFaces ?? [];
  const withRelics = dealt
    ? fullCaptains.map((c) => ({
        ...c,
        hold: {
          ...c.hold,
          cargo: c.hold.cargo.map((x) =>
            x.kind === 'relic' ? { ...x, relic: faces.shift() ?? x.relic } : x,
          ),
        },
      }))
    : fullCaptains;

  return {
    ...open,
    random: seedRandom(`determinize:${dice.index(2 ** 31)}`),
    captains: withRelics,
    prompts: fullPrompts,
    board: { sectors: board.sectors, cubes: board.cubes, tokens },
    decks: { sectors, exploration, titles, missions, missionDiscard },
    ...(events ? { events } : {}),
    ...(dealt ? { worlds: dealt.worlds } : {}),
    // Solo: the NPCs' Behavior decks dealt from the cards not in play.
    ...(view.solo ? { solo: soloFromView(view.solo, (ids) => dice.shuffle(ids)) } : {}),
  };
}
