/**
 * What a campaign game carries from its campaign (XC-*): the goal attempted, the upgrade tracks
 * reached, the rewards of goals completed, and how often each ship has been used. The campaign
 * record itself (games, score, log) lives in `campaign/record.ts`; a game only reads this.
 */
import { z } from 'zod';
import { isGoal } from './goals/content.ts';

/** The seven upgrade tracks (XC-UPG-02..11). */
export const TRACKS = [
  'engine',
  'combat',
  'impulse',
  'mission',
  'rearm',
  'ability',
  'trade',
] as const;
export type Track = (typeof TRACKS)[number];

/** A track's tier: 0 (not taken) to 3 (XC-UPG-01). */
export type Tier = 0 | 1 | 2 | 3;

const tier = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'an upgrade tier is 1, 2 or 3',
});

const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'ids are lower-case words joined by -' });

const goalId = slug.refine((v) => isGoal(v), {
  error: (i) => `there is no Goal card "${String(i.input)}"`,
});

export const CampaignGameSchema = z
  .strictObject({
    /**
     * The Goal card attempted, chosen before setup (XC-CAMP-03); it sets the Fame target
     * (XS-SETUP-06). Give it or `goals`, not both.
     */
    goal: goalId.optional(),
    /**
     * The goals still open: the player chooses one after setup, before the first turn (a
     * ChooseGoal prompt; with one goal it is taken at once) (XC-CAMP-03).
     */
    goals: z.array(goalId).min(1).max(32).optional(),
    /** Tiers reached on each track taken; a missing track is tier 0. */
    upgrades: z
      .partialRecord(z.enum(TRACKS, { error: `tracks are ${TRACKS.join(', ')}` }), tier)
      .default({}),
    /** Goals completed earlier, whose rewards this game applies (XC-CAMP-06). */
    rewards: z.array(goalId).max(64).default([]),
    /** Times each ship has been used this campaign (XC-CAMP-02, XC-CAMP-04); absent is 0. */
    shipUses: z.record(slug, z.number().int().min(0).max(1000)).default({}),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if ((c.goal === undefined) === (c.goals === undefined))
      issue(
        'goal',
        'give the goal attempted (goal) or the goals to choose from (goals), one of them',
      );
    const open = c.goal === undefined ? (c.goals ?? []) : [c.goal];
    if (new Set(open).size !== open.length) issue('goals', 'a goal is named twice');
    if (new Set(c.rewards).size !== c.rewards.length) issue('rewards', 'a goal is named twice');
    const done = open.filter((g) => c.rewards.includes(g));
    // XC-CAMP-03, XC-CAMP-06: a goal is completed once; completed goals give rewards instead.
    if (done.length > 0)
      issue(c.goal === undefined ? 'goals' : 'goal', `${done.join(', ')} is completed already`);
  });

export type CampaignGameOptions = z.output<typeof CampaignGameSchema>;

/** The tier reached on `track`, 0 when the game is not a campaign game or the track not taken. */
/** The goals a game's options leave to choose from: the one chosen, or those open. */
export function openGoals(campaign: CampaignGameOptions): readonly string[] {
  return campaign.goal === undefined ? (campaign.goals ?? []) : [campaign.goal];
}

export function tierOf(
  options: { readonly campaign?: CampaignGameOptions | undefined },
  track: Track,
): Tier {
  return options.campaign?.upgrades[track] ?? 0;
}
