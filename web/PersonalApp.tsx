import { type ComponentType, Suspense, useEffect } from 'react';
import { longDate } from '../shared/format';
import type { PageData, PersonalInvitation } from '../shared/page-data';
import { Filled, TextsContext, type TravelWords } from './i18n/texts';
import { InvitationPage } from './invitation/InvitationPage';
import { PersonalRsvp } from './invitation/PersonalRsvp';
import { Updates } from './invitation/Updates';
import { LazyToaster } from './ui/LazyToaster';
import { Words } from './ui/Words';
import './ui/base.css';
import './ui/forms.css';
// The journey's styles travel with the page: a chunk fetched later brings no stylesheet of its own.
import './invitation/TravelSection.css';

/** What the journey's section is drawn with: the component itself on the server, a chunk fetched when asked here. */
export type TravelComponent = ComponentType<{
  invitation: PersonalInvitation;
  words: TravelWords;
  dateOf: (isoDate: string) => string;
}>;

/**
 * A household's own page, /i/<token>: the invitation with its greeting, its events and its RSVP, and its journey
 * when the couple asks for it. The journey's code is no part of the page's first view: the server draws it, and the
 * browser takes it over once its chunk has come (a Suspense boundary keeps the drawn section meanwhile).
 */
export function PersonalApp({ data, travel: Travel }: { data: PageData; travel: TravelComponent }) {
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  const invitation = data.invitation;
  if (!invitation) throw new Error('no invitation in the page data');
  const { texts } = data;
  return (
    <TextsContext.Provider value={texts}>
      <InvitationPage
        data={data}
        greeting={
          <Filled
            text={texts.greeting}
            values={{ household: <Words text={data.greetingName ?? invitation.view.household.name} /> }}
          />
        }
        notice={<Updates updates={invitation.view.updates} site={data.site} />}
        rsvp={
          <>
            <PersonalRsvp
              site={data.site}
              token={invitation.token}
              view={invitation.view}
              returned={invitation.returned}
              changing={invitation.changing}
              thanked={invitation.thanked}
              calendar={data.calendar}
            />
            {/* The journey's words come only to a household asked about it, or whose journey's form came back. */}
            {texts.travel ? (
              <Suspense fallback={null}>
                <Travel invitation={invitation} words={texts.travel} dateOf={(iso) => longDate(iso, texts)} />
              </Suspense>
            ) : null}
          </>
        }
      />
      <LazyToaster />
    </TextsContext.Provider>
  );
}
