/** Element B, the new exploration tokens (XE-EXPL-*, XE-SETUP-02). */
export { collectToken } from './collect.ts';
export { isNewToken, tokenFace, tokenFaces, validateTokens } from './content.ts';
export {
  aboard,
  answerCaptainInNeed,
  deliverCaptain,
  loseCaptainInNeed,
  slotted,
} from './in-need.ts';
export { explorationViolations, inNeedCards, tokensCollected } from './invariants.ts';
export { keepPairOffered, tradeTokens } from './pairs.ts';
export { newExplorationState, newTokenIds } from './setup.ts';
