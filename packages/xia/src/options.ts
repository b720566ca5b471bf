/**
 * Setup options, parsed from untrusted input (a lobby form, a CLI flag, a saved match).
 */
import { type Result, type RuleError, refuse } from '@drift/engine';
import { z } from 'zod';
import { CampaignGameSchema } from './campaign/options.ts';

import {
  FAME_TARGET_MAX,
  FAME_TARGET_MIN,
  FAME_TARGET_RULE,
  fameTargetRefusal,
  MAX_SEATS,
} from './limits.ts';

export { FAME_TARGET_MAX, FAME_TARGET_MIN, fameTargetRefusal, MAX_SEATS };

/**
 * The Fame targets a lobby offers as presets: the pack's values (its `fameTargets`), each a
 * target `parseOptions` accepts. Players may still agree on any other target in range.
 */
export function fameTargetPresets(info: { readonly fameTargets: readonly number[] }): number[] {
  return info.fameTargets.filter((t) => fameTargetRefusal(t) === undefined);
}

/**
 * The expansion's elements (XE-ELEM-01), each a switch: A Events, B exploration tokens,
 * C the Economy Board, D two players, E new sectors and missions, F new outfits and Mods,
 * G rule streamlines. With an element off its base rules stay in force.
 */
export const ELEMENTS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type Element = (typeof ELEMENTS)[number];

/** The elements Drift plays so far; asking for another is refused in plain words. */
export const BUILT_ELEMENTS: readonly Element[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** What each element is called in a lobby. */
export const ELEMENT_TITLES: Readonly<Record<Element, string>> = {
  A: 'Event deck',
  B: 'New exploration tokens',
  C: 'Economy Board',
  D: 'Two players',
  E: 'New sectors and missions',
  F: 'New outfits and Mods',
  G: 'Rule streamlines',
};

const ELEMENT_NAMES: Readonly<Record<Element, string>> = {
  A: 'the Event deck',
  B: 'the new exploration tokens',
  C: 'the Economy Board',
  D: 'two-player games',
  E: 'the new sectors and missions',
  F: 'the new outfits and Mods',
  G: 'the rule streamlines',
};

/** An element in words: "G (the rule streamlines)". */
export function elementName(e: Element): string {
  return `${e} (${ELEMENT_NAMES[e]})`;
}

const ELEMENT_RULE = `elements are letters from A to G, each at most once, or "all"`;

const Elements = z
  .union([z.literal('all'), z.array(z.enum(ELEMENTS, { error: ELEMENT_RULE }))], {
    error: ELEMENT_RULE,
  })
  .transform((v): Element[] => (v === 'all' ? [...ELEMENTS] : [...v].sort()))
  .refine((v) => new Set(v).size === v.length, { error: ELEMENT_RULE })
  .superRefine((v, ctx) => {
    const missing = v.filter((e) => !BUILT_ELEMENTS.includes(e));
    if (missing.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `${missing.map(elementName).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not built yet${BUILT_ELEMENTS.length > 0 ? `; Drift plays ${BUILT_ELEMENTS.map(elementName).join(', ')}` : ''}`,
      });
  });

/** Solo difficulty (XS-NPC-02, XS-SETUP-08). */
export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

const Solo = z.strictObject({
  difficulty: z.enum(DIFFICULTIES, { error: 'difficulty is easy, normal or hard' }),
  /** Play with the Sellsword, the player's automated ally (XS-NPC-05, XS-NPC-06). */
  sellsword: z.boolean().default(false),
});

export type SoloOptions = z.output<typeof Solo>;

const Options = z
  .strictObject({
    /** 3 to 5 captains (XB-GEN-01); 2 with element D (XE-2P-01). */
    seats: z.number().int().min(1).max(MAX_SEATS),
    /**
     * Fame needed to win (XB-SETUP-08): the players agree on any whole number from 3 to 30 (the
     * pack's `fameTargets` are presets). Default 10, or 5 for a first game.
     */
    fameTarget: z
      .number({ error: FAME_TARGET_RULE })
      .int({ error: FAME_TARGET_RULE })
      .min(FAME_TARGET_MIN, { error: FAME_TARGET_RULE })
      .max(FAME_TARGET_MAX, { error: FAME_TARGET_RULE })
      .optional(),
    /** `firstGame`: the recommended first game's fixed sectors and no NPCs (XB-FIRST-01, XB-FIRST-02). */
    preset: z.enum(['standard', 'firstGame']).default('standard'),
    /** Play with NPCs (XB-NPC-*); the first-game preset leaves them out (XB-FIRST-01). Default: on, off for a first game. */
    npcs: z.boolean().optional(),
    /** Starting sectors by seat, instead of dealing them (ids of the pack). */
    sectors: z.array(z.string()).optional(),
    /** The expansion's elements in play (XE-ELEM-01), sorted; none by default. */
    elements: Elements.default([]),
    /** A solo game against the automated NPCs (XS-*): one captain, every element; absent otherwise. */
    solo: Solo.optional(),
    /** A campaign game (XC-*): the campaign's lasting state this game applies; needs `solo`. */
    campaign: CampaignGameSchema.optional(),
  })
  .superRefine((o, ctx) => {
    if (o.solo) {
      if (o.seats !== 1)
        ctx.addIssue({
          code: 'custom',
          path: ['seats'],
          message: 'a solo game seats exactly 1 captain',
        });
      if (o.elements.length > 0 && o.elements.length !== ELEMENTS.length)
        ctx.addIssue({
          code: 'custom',
          path: ['elements'],
          message:
            'a solo game plays every element of the expansion (XS-SETUP-01); leave elements out or give "all"',
        });
      if (o.campaign && o.fameTarget !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['fameTarget'],
          message:
            "a campaign game's Fame target is its goal's (XS-SETUP-06): leave fameTarget out",
        });
      return;
    }
    if (o.campaign)
      ctx.addIssue({
        code: 'custom',
        path: ['campaign'],
        message: 'a campaign game is a solo game: give solo too',
      });
    if (o.seats === 1)
      ctx.addIssue({
        code: 'custom',
        path: ['seats'],
        message: 'one captain plays solo: give solo with a difficulty (easy, normal or hard)',
      });
    if (o.seats === 2 && !o.elements?.includes('D'))
      ctx.addIssue({
        code: 'custom',
        path: ['seats'],
        message: 'a game seats 3 to 5 captains; 2 need element D (two-player games)',
      });
  });

export type XiaOptions = Omit<z.output<typeof Options>, 'elements'> & {
  readonly elements?: readonly Element[];
};
export type XiaOptionsInput = z.input<typeof Options>;

/** Reads setup options, filling defaults; says what was wrong otherwise. */
export function parseOptions(input: unknown): Result<XiaOptions, RuleError> {
  const parsed = Options.safeParse(input);
  if (parsed.success) {
    // No elements, no key: a base game's options (and so its state and hash) stay as before.
    const { elements: asked, solo, campaign, ...rest } = parsed.data;
    // XS-SETUP-01: solo plays every element.
    const elements = solo ? [...ELEMENTS] : asked;
    return {
      ok: true,
      value: {
        ...rest,
        ...(elements && elements.length > 0 ? { elements } : {}),
        ...(solo ? { solo } : {}),
        ...(campaign ? { campaign } : {}),
      },
    };
  }
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return refuse(
    'BadOptions',
    `Setup options are not valid: ${where}${issue?.message ?? 'unreadable'}.`,
  );
}
