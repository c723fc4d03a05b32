// The renderer is stuck when, with pages in its hands, it makes no progress (no page comes back) for `timeoutMs`:
// measured from its last page, or from when it said it was ready, never from the request. Fifty households opening
// their pages at once queue behind each other, and a Pi takes seconds to load React; neither is a stuck renderer.

export function createRendererWatchdog(
  { timeoutMs, startTimeoutMs }: { readonly timeoutMs: number; readonly startTimeoutMs: number },
  owed: () => boolean,
  stuck: (why: string) => void,
) {
  let watchdog: NodeJS.Timeout | undefined;
  let ready = false;
  /** Watches again from now while pages are owed: the renderer's start, until it is ready, then its progress. */
  const watch = () => {
    clearTimeout(watchdog);
    if (!owed()) return;
    watchdog = ready
      ? setTimeout(
          () => stuck(`the answer page renderer made no progress for ${timeoutMs} ms and has been stopped`),
          timeoutMs,
        )
      : setTimeout(() => stuck(`the answer page renderer did not start within ${startTimeoutMs} ms`), startTimeoutMs);
  };
  return {
    watch,
    stop() {
      clearTimeout(watchdog);
    },
    /** A new renderer is starting: its start is timed, not its progress, until it says it is ready. */
    starting() {
      ready = false;
    },
    /** The renderer said it is ready: from now on its progress is timed. */
    ready() {
      ready = true;
      watch();
    },
  };
}
