// The page's one way to call the server. Cookies go with every call (the admin session lives in one),
// a JSON body and its content type only when there is a payload, and any non-2xx answer becomes
// Error("<status>: <body text, or the status text when the body is empty>") as SPEC §8 has it.

/** A non-2xx answer. The status is kept apart too, so callers can tell a 401 from a 500 without parsing text. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = (await response.text().catch(() => '')) || response.statusText;
  return new ApiError(response.status, text);
}

export async function apiRequest(method: string, url: string, payload?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(payload === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) }),
  });
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

export async function apiJson<T>(method: string, url: string, payload?: unknown): Promise<T> {
  const response = await apiRequest(method, url, payload);
  return (await response.json()) as T;
}
