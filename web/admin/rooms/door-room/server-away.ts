import { ApiError } from '../../../api';

/** No network, or no server behind the proxy (a 502 while it restarts): the phone's own list is the one to read. */
export const serverAway = (err: unknown) => !(err instanceof ApiError) || err.status >= 500;
