/** The real event formats, by id: what the server serves (GAP-XW-12). */
import type { FormatPlugin } from '../event/plugin.ts';
import type { FormatId } from '../validate/formats.ts';
import { acePlugin } from './ace.ts';
import { escortPlugin } from './escort.ts';
import { gorthPlugin, objectivePlugin, standardPlugin } from './standard.ts';

export const FORMAT_PLUGINS: Readonly<Record<FormatId, FormatPlugin>> = {
  standard: standardPlugin,
  'ace-of-aces': acePlugin,
  'political-escort': escortPlugin,
  'objective-play': objectivePlugin,
  'whack-a-gorth': gorthPlugin,
};
