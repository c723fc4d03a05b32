/** Whether the tests run under CI, where nothing they need may be missing: a suite that would skip fails instead. */
export const isCI = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
