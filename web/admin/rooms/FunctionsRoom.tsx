import { Link } from 'wouter';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import type { RoomProps } from '../AdminRooms';
import { useAdminLanguage } from '../admin-language';
import { GuestListStatus } from '../guests/GuestListStatus';
import { useGuestListHandle } from '../guests/guest-list-context';
import { Headcounts } from '../guests/Headcounts';
import { useMe } from '../me';
import { PrivateMark } from '../overview/PrivateMark';
import { RoomFrame } from './RoomFrame';

/** /admin/functions: each function, who sees it, how many are coming; the caterer's numbers and sheet. */
export default function FunctionsRoom(_props: RoomProps) {
  const { texts, language } = useAdminLanguage();
  const words = guestWords(language);
  const { state } = useGuestListHandle();
  const couple = useMe()?.role === 'couple';
  if (state.status !== 'ready') {
    return (
      <RoomFrame title={texts.titles.functions}>
        <GuestListStatus state={state} what={words.theFunctions} />
      </RoomFrame>
    );
  }
  const counts = new Map(state.headcounts.map((count) => [count.eventId, count]));
  return (
    <RoomFrame title={texts.titles.functions}>
      <section className="admin-card guest-list" aria-labelledby="functions-title">
        <h2 id="functions-title">{words.functions}</h2>
        {/* Only the couple edits the content: no one else is sent to a room that is not theirs. */}
        {couple ? (
          <p className="submissions__text">
            {words.functionsIntroStart}
            <Link href="/content">{words.functionsIntroLink}</Link>
            {words.functionsIntroEnd}
          </p>
        ) : null}
        <ul className="function-list">
          {state.events.map((event) => {
            const count = counts.get(event.id);
            return (
              <li key={event.id} className="function-list__item">
                <h3>
                  {event.title} {event.private ? <PrivateMark /> : null}
                </h3>
                <p className="submissions__text">{`${event.date} · ${event.time}`}</p>
                {count ? (
                  <p>
                    {fill(words.functionCounts, {
                      coming: count.attending,
                      declined: count.declined,
                      pending: count.pending,
                      invited: count.invited,
                    })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      <Headcounts headcounts={state.headcounts} meals={state.meals} />
    </RoomFrame>
  );
}
