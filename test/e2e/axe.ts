// axe-core's audit, with a failure that says what to fix without opening a report.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { waitForAnimationsToFinish } from './browser';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per failing element, so a failure says what to fix without opening a report. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'unknown impact'}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`).join('\n'),
    )
    .join('\n');
}

export async function assertNoViolations(page: Page): Promise<void> {
  // Colour contrast measured half-way through a fade (the header turning solid, say) is neither state's contrast.
  await waitForAnimationsToFinish(page);
  const { violations } = await new AxeBuilder({ page })
    // The pages have no frames from elsewhere to put together: audited in the page itself, not (the default) with
    // axe parsed twice and its results sent to a blank page opened for them, a renderer of its own each time.
    .setLegacyMode()
    // Only the violations are read: the elements that passed are not gathered and sent back.
    .options({ resultTypes: ['violations'] })
    .analyze();
  assert.equal(
    violations.length,
    0,
    `axe found ${violations.length} violation(s) on ${page.url()}:\n${describeViolations(violations)}`,
  );
}
