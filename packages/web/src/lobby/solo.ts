/**
 * A solo game from the lobby (XS-*): one seat, the difficulty and the Sellsword, a Fame target.
 * The server makes the match; this browser claims the seat and keeps its token.
 */
import type { Difficulty } from '@drift/xia';
import { api } from '../net/http.ts';
import type { ApiError, CreateMatchBody } from '../net/protocol.ts';
import { keepCreator, keepSeat } from '../net/tokens.ts';

export interface SoloForm {
  readonly difficulty: Difficulty;
  readonly sellsword: boolean;
  readonly fameTarget: number;
  readonly name: string;
}

/** What the difficulties mean, in a line each (XS-NPC-02, XS-SETUP-08). */
export const DIFFICULTY_ABOUT: Readonly<Record<Difficulty, { title: string; about: string }>> = {
  easy: { title: 'Easy', about: 'NPCs fly with their A-side stats all game. For learning.' },
  normal: {
    title: 'Normal',
    about: 'NPCs turn to their B side once you or they pass half the Fame target.',
  },
  hard: { title: 'Hard', about: 'NPCs fly with their B-side stats from the start.' },
};

export function soloBody(form: SoloForm): CreateMatchBody {
  return {
    ruleset: 'xia',
    options: {
      fameTarget: form.fameTarget,
      solo: { difficulty: form.difficulty, sellsword: form.sellsword },
    },
    seats: [{ kind: 'person' }],
  };
}

/** Creates the solo match and takes its seat; the match id, or what went wrong. */
export async function createSolo(
  form: SoloForm,
): Promise<{ ok: true; id: string } | { ok: false; error: ApiError }> {
  const created = await api.create(soloBody(form));
  if (!created.ok) return created;
  const { id, creatorToken } = created.value;
  keepCreator(id, creatorToken);
  const name = form.name.trim();
  const claimed = await api.claim(id, 0, name === '' ? undefined : name);
  if (!claimed.ok) return claimed;
  keepSeat(id, 0, claimed.value.token);
  return { ok: true, id };
}
