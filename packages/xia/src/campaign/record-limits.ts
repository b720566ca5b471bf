/** A campaign file's format, version and limits, and what a campaign may be called. */
import type { RuleError } from '@drift/engine';

export const CAMPAIGN_FORMAT = 'drift-campaign';
export const CAMPAIGN_VERSION = 1;
/** The most games a campaign holds; past it no game is started (a bound on the file's size). */
export const MAX_GAMES = 100;
/** Characters in a campaign's name. */
export const MAX_NAME = 60;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why a campaign name cannot be used, if it cannot. */
export function nameRefusal(name: unknown): RuleError | undefined {
  if (
    typeof name === 'string' &&
    name.trim().length > 0 &&
    name.trim().length <= MAX_NAME &&
    !CONTROL.test(name)
  )
    return undefined;
  return {
    code: 'BadCampaignName',
    message: `A campaign's name is 1 to ${MAX_NAME} characters of text on one line.`,
  };
}
