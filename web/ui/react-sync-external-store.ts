// wouter imports useSyncExternalStore through its shim for React 16 and 17; React 19 has its own, and the shim's
// code is half a kilobyte on every guest page for nothing (build.mjs aliases the shim to this file).
export { useSyncExternalStore } from 'react';
