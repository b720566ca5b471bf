/**
 * Creating a match from the lobby form: the server makes it, then this browser claims every
 * seat played at this screen (one seat is online play; several are hot-seat) and keeps the
 * tokens, so a reload resumes.
 */
import { api } from '../net/http.ts';
import type { ApiError, CreateMatchBody, SeatPlan } from '../net/protocol.ts';
import { keepCreator, keepSeat } from '../net/tokens.ts';

/** A seat as the form sets it. */
export type SeatChoice =
  | { readonly kind: 'here'; readonly name: string }
  | { readonly kind: 'invite' }
  | { readonly kind: 'bot'; readonly bot: string };

export interface MatchForm {
  readonly seats: readonly SeatChoice[];
  readonly fameTarget: number;
  readonly firstGame: boolean;
  readonly npcs: boolean;
  /** Letters of the expansion's elements switched on. */
  readonly elements?: readonly string[];
}

export function createBody(form: MatchForm): CreateMatchBody {
  const seats: SeatPlan[] = form.seats.map((s) =>
    s.kind === 'bot' ? { kind: 'bot', bot: s.bot } : { kind: 'person' },
  );
  // XE-2P-01: two captains play the expansion's two-player rules, element D.
  const elements = [
    ...new Set([...(form.elements ?? []), ...(form.seats.length === 2 ? ['D'] : [])]),
  ].sort();
  return {
    ruleset: 'xia',
    options: {
      preset: form.firstGame ? 'firstGame' : 'standard',
      fameTarget: form.fameTarget,
      // XB-FIRST-01: a first game has no NPCs; the server refuses nothing here, it just agrees.
      ...(form.firstGame ? {} : { npcs: form.npcs }),
      ...(elements.length > 0 ? { elements } : {}),
    },
    seats,
  };
}

/** Creates the match and claims the seats played here; the match id, or what went wrong. */
export async function createAndClaim(
  form: MatchForm,
): Promise<{ ok: true; id: string } | { ok: false; error: ApiError }> {
  const created = await api.create(createBody(form));
  if (!created.ok) return created;
  const { id, creatorToken } = created.value;
  keepCreator(id, creatorToken);
  for (const [seat, choice] of form.seats.entries()) {
    if (choice.kind !== 'here') continue;
    const name = choice.name.trim();
    const claimed = await api.claim(id, seat, name === '' ? undefined : name);
    if (!claimed.ok) return claimed;
    keepSeat(id, seat, claimed.value.token);
  }
  return { ok: true, id };
}
