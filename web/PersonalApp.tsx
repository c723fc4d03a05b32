import { useEffect } from 'react';
import { LazyToaster } from './ui/LazyToaster';
import type { PageData } from '../shared/page-data';
import { InvitationPage } from './invitation/InvitationPage';
import { PersonalRsvp } from './invitation/PersonalRsvp';
import { TextsContext } from './i18n/texts';
import { fill } from '../shared/i18n/fill';
import './ui/base.css';
import './ui/forms.css';

/** A household's own page, /i/<token>: the invitation with its greeting, its events and its RSVP. */
export function PersonalApp({ data }: { data: PageData }) {
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  const invitation = data.invitation;
  if (!invitation) throw new Error('a household page was rendered without its invitation');
  const { texts } = data;
  return (
    <TextsContext.Provider value={texts}>
      <InvitationPage
        data={data}
        greeting={fill(texts.greeting, { household: invitation.view.household.name })}
        rsvp={
          <PersonalRsvp
            site={data.site}
            token={invitation.token}
            view={invitation.view}
            returned={invitation.returned}
            calendar={data.calendar}
          />
        }
      />
      <LazyToaster />
    </TextsContext.Provider>
  );
}
