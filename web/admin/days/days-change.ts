/** What the days' panels do to the updates and gifts: a call, said in a toast as `done`, then all read again. */
export type DaysChange = (call: () => Promise<unknown>, done?: string) => Promise<boolean>;
