/**
 * The lobby's HTTP API (docs/protocol.md): every call answers a Result, so a refusal shows the
 * server's own sentence and a network failure says so in plain words.
 */
import type { MatchFile } from '@drift/engine';
import type {
  ApiError,
  CampaignDetails,
  CampaignStarted,
  CampaignSummary,
  Claimed,
  Created,
  CreateMatchBody,
  MatchPhase,
  MatchSummary,
  RulesetInfo,
} from './protocol.ts';

export type ApiResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError };

const UNREACHABLE: ApiError = {
  code: 'Unreachable',
  message: 'The server does not answer. Is it running? Trying again may help.',
};

function isApiError(body: unknown): body is ApiError {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

async function call<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, error: UNREACHABLE };
  }
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch {
    parsed = null;
  }
  if (res.status === 204) return { ok: true, value: undefined as T };
  if (res.ok) return { ok: true, value: parsed as T };
  if (isApiError(parsed)) return { ok: false, error: parsed };
  return {
    ok: false,
    error: { code: 'HttpError', message: `The server answered ${res.status} without a reason.` },
  };
}

/** A file the server sends as text (a download): its text and the name it suggests. */
async function download(
  path: string,
  headers: Record<string, string>,
): Promise<ApiResult<{ name: string; text: string }>> {
  let res: Response;
  try {
    res = await fetch(path, { headers });
  } catch {
    return { ok: false, error: UNREACHABLE };
  }
  const text = await res.text();
  if (!res.ok) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    return {
      ok: false,
      error: isApiError(parsed)
        ? parsed
        : { code: 'HttpError', message: `The server answered ${res.status} without a reason.` },
    };
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'campaign.json';
  return { ok: true, value: { name, text } };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const campaignPath = (id: string) => `/api/campaigns/${encodeURIComponent(id)}`;

export const api = {
  rulesets: () => call<{ rulesets: RulesetInfo[] }>('GET', '/api/rulesets'),
  matches: (phase?: MatchPhase, limit = 20) =>
    call<{ matches: MatchSummary[] }>(
      'GET',
      `/api/matches?${phase ? `phase=${phase}&` : ''}limit=${limit}`,
    ),
  match: (id: string) => call<MatchSummary>('GET', `/api/matches/${encodeURIComponent(id)}`),
  create: (body: CreateMatchBody) => call<Created>('POST', '/api/matches', body),
  claim: (id: string, seat: number, name?: string) =>
    call<Claimed>(
      'POST',
      `/api/matches/${encodeURIComponent(id)}/seats/${seat}/claim`,
      name ? { name } : {},
    ),
  handOver: (id: string, seat: number, bot: string, creatorToken: string) =>
    call<MatchSummary>(
      'POST',
      `/api/matches/${encodeURIComponent(id)}/seats/${seat}/bot`,
      { bot },
      { authorization: `Bearer ${creatorToken}` },
    ),
  replay: (id: string) => call<MatchFile>('GET', `/api/matches/${encodeURIComponent(id)}/replay`),
  newPlayer: () => call<{ token: string }>('POST', '/api/players', {}),
  campaigns: (player: string) =>
    call<{ campaigns: CampaignSummary[] }>('GET', '/api/campaigns', undefined, bearer(player)),
  createCampaign: (
    player: string,
    body: { name: string; difficulty: string; sellsword: boolean },
  ) => call<CampaignDetails>('POST', '/api/campaigns', body, bearer(player)),
  campaign: (player: string, id: string) =>
    call<CampaignDetails>('GET', campaignPath(id), undefined, bearer(player)),
  /** The next game, for `goal` chosen now, or with the goal chosen in the game. */
  startCampaignGame: (player: string, id: string, goal?: string) =>
    call<CampaignStarted>(
      'POST',
      `${campaignPath(id)}/games`,
      goal === undefined ? {} : { goal },
      bearer(player),
    ),
  chooseUpgrade: (player: string, id: string, track: string) =>
    call<CampaignDetails>('POST', `${campaignPath(id)}/upgrade`, { track }, bearer(player)),
  exportCampaign: (player: string, id: string) =>
    download(`${campaignPath(id)}/export`, bearer(player)),
  importCampaign: (player: string, file: unknown) =>
    call<CampaignDetails>('POST', '/api/campaigns/import', file, bearer(player)),
  deleteCampaign: (player: string, id: string) =>
    call<void>('DELETE', campaignPath(id), undefined, bearer(player)),
};

/** The socket address of a match, on the page's own host. */
export function socketUrl(id: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/matches/${encodeURIComponent(id)}/socket`;
}
