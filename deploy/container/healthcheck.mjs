// The image's HEALTHCHECK, with what the image has: Node's fetch, not curl. Healthy when /healthz answers 200.
const port = process.env.PORT || '3000';
try {
  const answer = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) });
  process.exit(answer.ok ? 0 : 1);
} catch (err) {
  console.error(`/healthz did not answer: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
