/** Types for play.mjs, so the bench's TypeScript can load the peer without `any`. */
export declare const GIVEN_MODE: string | undefined;
export declare const MODE: string;
export declare const PEER: string;
export declare const GAME_MOVES: number;
export declare function chooser(seed: number): <T>(items: readonly T[]) => T;
export interface PeerPlay {
  readonly name: string;
  prepare(count: number): void;
  play(count: number): void;
  counts(): { moves: number; matches: number };
  stateBytes(): number;
}
export declare function peerPlay(prefix?: string): PeerPlay;
