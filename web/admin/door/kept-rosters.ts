// Where a door's phone keeps its functions' households, and how they go: at signing out or when the session ends,
// the names of every invited family leave the phone (door phones are often a volunteer's own).
export const ROSTER_PREFIX = 'wedding-door-roster:';

export function forgetRosters(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(ROSTER_PREFIX)) localStorage.removeItem(key);
  } catch {
    // A phone that keeps nothing has nothing to forget.
  }
}
