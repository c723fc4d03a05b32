// Whether the couple has hidden the first-run checklist, or brought it back from Settings: kept in this browser.
const KEY = 'wedding-first-run';

export type FirstRunChoice = 'hidden' | 'shown' | null;

export function firstRunChoice(): FirstRunChoice {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === 'hidden' || value === 'shown' ? value : null;
  } catch {
    return null;
  }
}

export function chooseFirstRun(choice: Exclude<FirstRunChoice, null>): void {
  try {
    window.localStorage.setItem(KEY, choice);
  } catch {
    // A browser that keeps nothing shows the list until its steps are done.
  }
}
