/** Element E's worlds: Nyr and The Kiln, Kei, Dead Worlds and Relics, Ember and Quarry. */

export { quarry } from './ember/quarry.ts';
export { sellEmber } from './ember/sell.ts';
export { keiTrade } from './kei.ts';
export { dockKiln, kilnMove, undockKiln } from './kiln/dock.ts';
export { destroyKiln, respawnKiln } from './kiln/orbit.ts';
export { isDocked } from './kiln/place.ts';
export { excavate } from './relics/excavate.ts';
export { moveRelic } from './relics/move.ts';
export { chooseRelicReward, sift } from './relics/sift.ts';
