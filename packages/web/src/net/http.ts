/**
 * The lobby's HTTP API (docs/protocol.md): every call answers a Result, so a refusal shows the
 * server's own sentence and a network failure says so in plain words.
 */
import type { MatchFile } from '@drift/engine';
import type {
  ApiError,
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
  method: 'GET' | 'POST',
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
  if (res.ok) return { ok: true, value: parsed as T };
  if (isApiError(parsed)) return { ok: false, error: parsed };
  return {
    ok: false,
    error: { code: 'HttpError', message: `The server answered ${res.status} without a reason.` },
  };
}

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
};

/** The socket address of a match, on the page's own host. */
export function socketUrl(id: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/matches/${encodeURIComponent(id)}/socket`;
}
