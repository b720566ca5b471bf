/**
 * The web client mirrors the server's protocol types instead of importing server code
 * (packages/web/src/net/protocol.ts). This file makes `npm run typecheck` fail when the two
 * drift apart; the test itself only keeps the file in the suite.
 */
import type { XiaCommand, XiaEvent, XiaView } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import type * as ServerCampaign from '../packages/server/src/campaign/view.ts';
import type * as Server from '../packages/server/src/protocol.ts';
import type * as Web from '../packages/web/src/net/protocol.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Every frame of `A` is one that `B` accepts. */
type Fits<A, B> = [A] extends [B] ? true : false;
const agree = <T extends true>(value: T): T => value;

const checks = [
  agree<Same<Server.Viewing, Web.Viewing>>(true),
  agree<Same<Server.SeatPresence, Web.SeatPresence>>(true),
  // The server takes `command` as unknown (parsed by the rules); the client sends a XiaCommand.
  agree<Fits<Web.ClientMessage, Server.ClientMessage>>(true),
  agree<Same<Server.ServerMessage<XiaView, XiaCommand, XiaEvent>, Web.ServerMessage>>(true),
  agree<Same<ServerCampaign.CampaignDetails, Web.CampaignDetails>>(true),
  agree<Same<ServerCampaign.CampaignSummary, Web.CampaignSummary>>(true),
];

describe('protocol types', () => {
  it('the web client’s copy agrees with the server’s (checked by the type checker)', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
