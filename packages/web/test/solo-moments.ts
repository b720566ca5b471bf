/**
 * Real solo moments for the component and browser tests (XS-*): seeded solo games over the core
 * pack, played by a plain policy (every decision's first answer, a turn ended as soon as it
 * may be, never a concession) until the moment wanted. Each is what the player receives: the
 * view, the legal list, and the events of the game so far.
 */
import {
  createXia,
  type XiaCommand,
  type XiaEvent,
  type XiaOptionsInput,
  type XiaState,
  type XiaView,
} from '@drift/xia';
import { corePack } from '@drift/xia/content';

export const soloXia = createXia(corePack());

export interface SoloMoment {
  readonly seed: string;
  readonly state: XiaState;
  readonly view: XiaView;
  readonly legal: readonly XiaCommand[];
  readonly events: readonly XiaEvent[];
}

/** Commands that end the player's turn, or setup, as soon as they may. */
const HURRY: readonly XiaCommand['type'][] = [
  'FinishOutfitting',
  'EndActions',
  'EndBusiness',
  'ArmMarkers',
];

function next(state: XiaState, legal: readonly XiaCommand[]): XiaCommand | undefined {
  const allowed = legal.filter((c) => c.type !== 'Concede');
  if (state.prompts.length > 0) return allowed[0];
  return allowed.find((c) => HURRY.includes(c.type)) ?? allowed[0];
}

/**
 * The first moment `wanted` accepts in solo games seeded `<prefix>-0`, `<prefix>-1`, … (each at
 * most `commands` long); throws if none has it.
 */
export function soloMoment(
  wanted: (state: XiaState, events: readonly XiaEvent[]) => boolean,
  options: Partial<XiaOptionsInput> = {},
  { prefix = 'web-solo', games = 12, commands = 600 } = {},
): SoloMoment {
  const parsed = soloXia.parseOptions({
    seats: 1,
    solo: { difficulty: 'normal', sellsword: false },
    ...options,
  });
  if (!parsed.ok) throw new Error(parsed.error.message);
  for (let g = 0; g < games; g++) {
    const seed = `${prefix}-${g}`;
    const made = soloXia.setup(parsed.value, seed);
    if (!made.ok) throw new Error(made.error.message);
    let state = made.value;
    const events: XiaEvent[] = [];
    for (let n = 0; n <= commands; n++) {
      if (wanted(state, events)) {
        const view = soloXia.view(state, { seat: 0 });
        const seen = events.flatMap((e) => soloXia.visibleEvent(e, { seat: 0 }) ?? []);
        return { seed, state, view, legal: soloXia.legal(state, 0), events: seen };
      }
      if (state.stage === 'finished') break;
      const command = next(state, soloXia.legal(state, 0));
      if (!command) break;
      const applied = soloXia.apply(state, 0, command);
      if (!applied.ok)
        throw new Error(`${seed}: ${command.type} refused: ${applied.error.message}`);
      state = applied.value.state;
      events.push(...applied.value.events);
    }
  }
  throw new Error('no solo game met the moment wanted');
}

/** The top prompt's kind, if any. */
export const topPrompt = (s: XiaState) => s.prompts[s.prompts.length - 1]?.kind;
