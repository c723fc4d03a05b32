// What the couple has done of setting up their wedding, read from what the site holds: the first-run checklist on the
// overview shows each step with a tick, and goes once every one is done. Nothing is stored to know it.

import type { FirstRunStep } from '../../shared/admin/first-run';
import type { SiteFile } from '../../shared/site/schema';

export interface FirstRunFacts {
  /** The content as it is, and the sample a first start wrote: a step is done where the couple changed it. */
  readonly file: SiteFile;
  readonly sample: SiteFile;
  readonly hasPortrait: boolean;
  readonly publicUrl: string | undefined;
  readonly households: number;
  readonly helpers: number;
  /** Whether any household has been sent its invitation: the couple's own, first, as the test. */
  readonly anySent: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function firstRunSteps(facts: FirstRunFacts): Record<FirstRunStep, boolean> {
  const { file, sample } = facts;
  const functionsOf = (site: SiteFile) => site.days.map((day) => [day.date, day.events.map((e) => [e.title, e.start])]);
  return {
    couple: !same(file.couple, sample.couple) && facts.hasPortrait,
    days: file.startDate !== sample.startDate && !same(functionsOf(file), functionsOf(sample)),
    venues: !same(file.venues, sample.venues),
    look: file.theme !== undefined,
    address: facts.publicUrl !== undefined && facts.publicUrl !== '',
    guests: facts.households > 0,
    helpers: facts.helpers > 0,
    test: facts.anySent,
  };
}
