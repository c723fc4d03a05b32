import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { AdminTexts } from '../../../shared/i18n/admin';
import { fill } from '../../../shared/i18n/fill';
import { venueDayOf } from '../../../shared/reach/time-zone';
import type { Site } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { useGuestListHandle } from '../guests/guest-list-context';
import { sendQueue } from '../guests/send-queue';
import { useMe } from '../me';
import { daysUntilAnswersClose } from './answers-close';
import { PrivateMark } from './PrivateMark';

// Fetched by the couple only, while they set up: a chunk of its own, outside the admin's first view.
const FirstRunChecklist = lazy(() => import('./FirstRunChecklist'));
// On a function's day only: its own chunk.
const ArrivalsToday = lazy(() => import('./ArrivalsToday'));

type OverviewWords = AdminTexts['overview'];
const counted = (forms: { readonly one: string; readonly other: string }, count: number) =>
  fill(count === 1 ? forms.one : forms.other, { count });

/** What the couple should do next, from the list as it is: each a sentence and the room where it is done. */
function nextSteps(site: Site, households: Parameters<typeof sendQueue>[0], now: number, words: OverviewWords) {
  const steps: Array<{ text: string; room: string; action: string }> = [];
  if (households.length === 0) {
    steps.push({ text: words.noHouseholds, room: '/guests', action: words.addThem });
    return steps;
  }
  const toInvite = sendQueue(households, 'invite').length;
  if (toInvite > 0) {
    steps.push({ text: counted(words.notSent, toInvite), room: '/sending', action: words.sendInvitations });
  }
  const toRemind = sendQueue(households, 'reminder').length;
  const daysLeft = daysUntilAnswersClose(site, now);
  if (toRemind > 0) {
    steps.push({
      text: `${counted(words.notAnswered, toRemind)}${daysLeft !== null ? ` ${counted(words.closeIn, daysLeft)}` : ''}`,
      room: '/sending',
      action: words.sendReminders,
    });
  }
  if (steps.length === 0) {
    steps.push({ text: words.allAnswered, room: '/functions', action: words.seeHeadcounts });
  }
  return steps;
}

/** The wedding in ten seconds: per function who is coming and who has not answered, and what to do next. */
export function Overview({ site }: { site: Site }) {
  const { state } = useGuestListHandle();
  const { texts, language } = useAdminLanguage();
  const words = texts.overview;
  const me = useMe();
  const checklist =
    me?.role === 'couple' ? (
      <Suspense fallback={null}>
        <FirstRunChecklist />
      </Suspense>
    ) : null;
  if (state.status === 'loading') return <p role="status">{words.loading}</p>;
  if (state.status === 'error') return checklist;
  const counts = new Map(state.headcounts.map((count) => [count.eventId, count]));
  const steps = nextSteps(site, state.households, Date.now(), words);
  const today = venueDayOf(Date.now(), site.timeZone);
  const todays = me?.role === 'couple' ? state.events.filter((event) => event.date === today) : [];
  return (
    <>
      {checklist}
      <section className="admin-card overview" aria-labelledby="overview-title" lang={language}>
        <h2 id="overview-title">{words.title}</h2>
        <ul className="overview__steps" aria-label={words.next}>
          {steps.map((step) => (
            <li key={step.text}>
              <span>{step.text}</span> <Link href={step.room}>{step.action}</Link>
            </li>
          ))}
        </ul>
        {todays.length > 0 ? (
          <Suspense fallback={null}>
            <ArrivalsToday events={todays} />
          </Suspense>
        ) : null}
        {state.households.length > 0 ? (
          <a className="button button--outline button--small" href="/api/admin/answers.csv" download>
            {texts.answersSheet}
          </a>
        ) : null}
        {state.households.length > 0 ? (
          <table className="overview__table">
            <caption className="visually-hidden">{words.perFunction}</caption>
            <thead>
              <tr>
                <th scope="col">{words.function}</th>
                <th scope="col">{words.coming}</th>
                <th scope="col">{words.notComing}</th>
                <th scope="col">{words.notYet}</th>
              </tr>
            </thead>
            <tbody>
              {state.events.map((event) => {
                const count = counts.get(event.id);
                return (
                  <tr key={event.id}>
                    <th scope="row">
                      {event.title} {event.private ? <PrivateMark /> : null}
                    </th>
                    <td>{count?.attending ?? 0}</td>
                    <td>{count?.declined ?? 0}</td>
                    <td>{count?.pending ?? 0}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
      </section>
    </>
  );
}
