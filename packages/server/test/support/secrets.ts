/**
 * What a viewer must not learn at a version, derived from the omniscient state and the events
 * so far (never from the server's own redaction): other captains' unrevealed and drawn-but-
 * unkept mission cards, every card and token still face down (deck orders cannot leak if no
 * face-down id does), the faces of exploration tokens on the board, the generator's state and
 * the match's seed. What a viewer learned legitimately (a card it drew, a card or token turned
 * face up for all) is not secret.
 */
import type { XiaEvent, XiaState } from '@drift/xia';

/** Ids that every viewer has seen turned face up, and each seat's own cards. */
export class Knowledge {
  private readonly shown = new Set<string>();
  private readonly own = new Map<number, Set<string>>();

  /** What the state itself shows everyone (sectors laid, titles open, tokens held, missions done). */
  see(state: XiaState): void {
    for (const s of state.board.sectors) this.shown.add(s.id);
    for (const t of state.titles.open) this.shown.add(t);
    for (const c of state.captains) {
      for (const t of c.explorationTokens) this.shown.add(t);
      for (const t of c.titles) this.shown.add(t);
      for (const m of c.missions.completed) this.shown.add(m);
      for (const m of c.missions.active) if (m.revealed) this.shown.add(m.card);
      for (const m of c.missions.active) this.ownOf(c.seat).add(m.card);
    }
    for (const p of state.prompts)
      if (p.kind === 'KeepMission') for (const m of p.cards) this.ownOf(p.seat).add(m);
  }

  learn(event: XiaEvent): void {
    switch (event.type) {
      case 'MissionRevealed':
      case 'MissionCompleted':
      case 'MissionFailed':
      case 'ExperienceUsed':
        this.shown.add(event.card);
        break;
      case 'MissionDiscarded':
        if (event.revealed && event.card) this.shown.add(event.card);
        if (event.card) this.ownOf(event.seat).add(event.card);
        break;
      case 'MissionsDrawn':
        for (const m of event.cards ?? []) this.ownOf(event.seat).add(m);
        break;
      case 'TokenCollected':
        this.shown.add(event.token);
        break;
      case 'SectorDrawn':
      case 'SectorPlaced':
        this.shown.add(event.sector);
        break;
      case 'TitleDrawn':
      case 'TitleClaimed':
        this.shown.add(event.title);
        break;
      default:
        break;
    }
  }

  /** A copy, to keep the knowledge of one version while the next is learned. */
  clone(): Knowledge {
    const copy = new Knowledge();
    for (const id of this.shown) copy.shown.add(id);
    for (const [seat, ids] of this.own) copy.own.set(seat, new Set(ids));
    return copy;
  }

  knows(viewer: number | 'spectator', id: string): boolean {
    return (
      this.shown.has(id) || (viewer !== 'spectator' && (this.own.get(viewer)?.has(id) ?? false))
    );
  }

  private ownOf(seat: number): Set<string> {
    let set = this.own.get(seat);
    if (!set) {
      set = new Set();
      this.own.set(seat, set);
    }
    return set;
  }
}

export interface Secret {
  readonly what: string;
  readonly pattern: RegExp;
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An id as a whole word of ids (`x-credits-1` is not found in `x-credits-10`). */
const idPattern = (id: string) => new RegExp(`(?<![A-Za-z0-9_-])${literal(id)}(?![A-Za-z0-9_-])`);

/** Everything `viewer` must not see at this state. */
export function secretsAt(
  state: XiaState,
  viewer: number | 'spectator',
  known: Knowledge,
  seed: string,
): Secret[] {
  const ids = new Map<string, string>();
  const add = (id: string, what: string) => {
    if (!known.knows(viewer, id)) ids.set(id, what);
  };
  for (const c of state.captains) {
    if (c.seat === viewer) continue;
    for (const m of c.missions.active)
      if (!m.revealed) add(m.card, `Captain ${c.seat + 1}'s hidden mission`);
  }
  for (const p of state.prompts)
    if (p.kind === 'KeepMission' && p.seat !== viewer)
      for (const m of p.cards) add(m, `Captain ${p.seat + 1}'s drawn mission`);
  for (const m of state.decks.missions) add(m, 'a mission in the deck');
  for (const m of state.decks.missionDiscard) add(m, 'a discarded mission');
  for (const t of Object.values(state.board.tokens)) add(t, 'a face-down token');
  for (const t of state.decks.exploration) add(t, 'a token in the stack');
  for (const s of state.decks.sectors) add(s, 'a sector in the stack');
  for (const t of state.decks.titles) add(t, 'a title in the deck');
  const out: Secret[] = [...ids].map(([id, what]) => ({
    what: `${what} (${id})`,
    pattern: idPattern(id),
  }));
  if (state.random.kind === 'seeded')
    for (const word of state.random.state)
      if (Math.abs(word) >= 1_000_000)
        out.push({
          what: `the generator's state (${word})`,
          pattern: new RegExp(`(?<![0-9])${word}(?![0-9])`),
        });
  out.push({ what: 'the seed', pattern: new RegExp(literal(seed)) });
  return out;
}
