/**
 * What a campaign game carries from its campaign (XC-*): the goal attempted, the upgrade tracks
 * reached, the rewards of goals completed, and how often each ship has been used. The campaign
 * record itself (games, score, log) lives in `campaign/record.ts`; a game only reads this.
 */
import { z } from 'zod';

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

export const CampaignGameSchema = z.strictObject({
  /** The Goal card attempted this game (XC-CAMP-03); it sets the Fame target (XS-SETUP-06). */
  goal: slug,
  /** Tiers reached on each track taken; a missing track is tier 0. */
  upgrades: z
    .partialRecord(z.enum(TRACKS, { error: `tracks are ${TRACKS.join(', ')}` }), tier)
    .default({}),
  /** Goals completed earlier, whose rewards this game applies (XC-CAMP-06). */
  rewards: z.array(slug).max(64).default([]),
  /** Times each ship has been used this campaign (XC-CAMP-02, XC-CAMP-04); absent is 0. */
  shipUses: z.record(slug, z.number().int().min(0).max(1000)).default({}),
});

export type CampaignGameOptions = z.output<typeof CampaignGameSchema>;

/** The tier reached on `track`, 0 when the game is not a campaign game or the track not taken. */
export function tierOf(
  options: { readonly campaign?: CampaignGameOptions | undefined },
  track: Track,
): Tier {
  return options.campaign?.upgrades[track] ?? 0;
}
