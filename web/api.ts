// The page's one way to call the server. Cookies go with every call (the admin session lives in one),
// a JSON body and its content type only when there is a payload, and any non-2xx answer becomes
// Error("<status>: <text>") as SPEC §8 has it. The text is what a guest can read: our own answers' message,
// or the status text when the body is a proxy's HTML page or anything longer than a sentence; never raw JSON.
import type { Texts } from '../shared/i18n/guest-texts';
import { refusalInWords } from '../shared/i18n/refusal-words';

/** A non-2xx answer. The status is kept apart too, so callers can tell a 401 from a 500 without parsing text. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    text: string,
    /** The answer's error code ("rsvp-closed"), when it gave one: what a page words the refusal by. */
    readonly code?: string,
    /** The language the server wrote `text` in, when it wrote it in the reader's rather than in English. */
    readonly language?: string,
  ) {
    super(`${status}: ${text}`);
  }
}

// HTTP/2 carries no status text, so the usual words for the statuses a guest may meet are kept here.
const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  413: 'Content Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
const LONGEST_READABLE_BODY = 200;

function readableText(body: string, status: number, statusText: string): string {
  const fallback = statusText || STATUS_TEXTS[status] || 'Error';
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'message' in parsed &&
      typeof parsed.message === 'string' &&
      parsed.message
    )
      return parsed.message;
    return fallback;
  } catch {
    // Not JSON: a plain sentence is shown as it is; a page of HTML, or more than a sentence, is not.
  }
  const text = body.trim();
  if (text === '' || text.startsWith('<') || text.length > LONGEST_READABLE_BODY || text.includes('\n'))
    return fallback;
  return text;
}

/** A field of one of our own JSON answers (its error code, its message's language), if the body is one. */
function errorField(body: string, field: 'error' | 'language'): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== 'object' || !(field in parsed)) return undefined;
    const value: unknown = (parsed as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  const body = await response.text().catch(() => '');
  return new ApiError(
    response.status,
    readableText(body, response.status, response.statusText),
    errorField(body, 'error'),
    errorField(body, 'language'),
  );
}

/**
 * What to tell a person about a failed call: the server's answer, or `noAnswer` when none came (a dropped network).
 * A page in another language than the server's English says it in its own words (`texts.failures`) where it has them.
 */
export function failureText(
  err: unknown,
  noAnswer: string,
  texts?: Pick<Texts, 'failures' | 'failuresByCode'>,
): string {
  if (!(err instanceof ApiError)) return noAnswer;
  // err.message is "<status>: <text>" (SPEC §8); the page's own words replace the whole of it.
  return texts ? refusalInWords(texts, err.status, err.message, err.code) : err.message;
}

export async function apiRequest(
  method: string,
  url: string,
  payload?: unknown,
  { signal, headers = {} }: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(signal && { signal }),
    ...(payload === undefined
      ? Object.keys(headers).length > 0
        ? { headers }
        : {}
      : { headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(payload) }),
  });
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

export async function apiJson<T>(
  method: string,
  url: string,
  payload?: unknown,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await apiRequest(method, url, payload, options);
  return (await response.json()) as T;
}
