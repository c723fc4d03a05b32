import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useMe } from '../me';
import type { Site } from '../../../shared/site/schema';
import { useGuestListHandle } from '../guests/guest-list-context';
import { sendQueue } from '../guests/send-queue';
import { PrivateMark } from './PrivateMark';
import { useAdminLanguage } from '../admin-language';
import { daysUntilAnswersClose } from './answers-close';

// Fetched by the couple only, while they set up: a chunk of its own, outside the admin's first view.
const FirstRunChecklist = lazy(() => import('./FirstRunChecklist'));

/** What the couple should do next, from the list as it is: each a sentence and the room where it is done. */
function nextSteps(site: Site, households: Parameters<typeof sendQueue>[0], now: number) {
  const steps: Array<{ text: string; room: string; action: string }> = [];
  if (households.length === 0) {
    steps.push({ text: 'No households on the guest list yet.', room: '/guests', action: 'Add or import them' });
    return steps;
  }
  const toInvite = sendQueue(households, 'invite').length;
  if (toInvite > 0) {
    steps.push({
      text: `${toInvite} ${toInvite === 1 ? 'household has' : 'households have'} not been sent the invitation.`,
      room: '/sending',
      action: 'Send invitations',
    });
  }
  const toRemind = sendQueue(households, 'reminder').length;
  const daysLeft = daysUntilAnswersClose(site, now);
  if (toRemind > 0) {
    steps.push({
      text: `${toRemind} ${toRemind === 1 ? 'household was' : 'households were'} invited and ${toRemind === 1 ? 'has' : 'have'} not answered${daysLeft !== null ? `; answers close in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}` : ''}.`,
      room: '/sending',
      action: 'Send reminders',
    });
  }
  if (steps.length === 0) {
    steps.push({
      text: 'Every household has been invited and has answered.',
      room: '/functions',
      action: 'See the headcounts',
    });
  }
  return steps;
}

/** The wedding in ten seconds: per function who is coming and who has not answered, and what to do next. */
export function Overview({ site }: { site: Site }) {
  const { state } = useGuestListHandle();
  const { texts } = useAdminLanguage();
  const me = useMe();
  const checklist =
    me?.role === 'couple' ? (
      <Suspense fallback={null}>
        <FirstRunChecklist />
      </Suspense>
    ) : null;
  if (state.status === 'loading') return <p role="status">Loading the guest list...</p>;
  if (state.status === 'error') return checklist;
  const counts = new Map(state.headcounts.map((count) => [count.eventId, count]));
  const steps = nextSteps(site, state.households, Date.now());
  return (
    <>
      {checklist}
      <section className="admin-card overview" aria-labelledby="overview-title">
        <h2 id="overview-title">The guest list at a glance</h2>
        <ul className="overview__steps" aria-label="What to do next">
          {steps.map((step) => (
            <li key={step.text}>
              <span>{step.text}</span> <Link href={step.room}>{step.action}</Link>
            </li>
          ))}
        </ul>
        {state.households.length > 0 ? (
          <a className="button button--outline button--small" href="/api/admin/answers.csv" download>
            {texts.answersSheet}
          </a>
        ) : null}
        {state.households.length > 0 ? (
          <table className="overview__table">
            <caption className="visually-hidden">People per function</caption>
            <thead>
              <tr>
                <th scope="col">Function</th>
                <th scope="col">Coming</th>
                <th scope="col">Not coming</th>
                <th scope="col">Not yet</th>
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
