import { type ReactNode, Suspense } from 'react';
import type { PageData } from '../../shared/page-data';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hero } from './Hero';
import { Itinerary } from './Itinerary';
import { Shagun } from './Shagun';
import { Venues } from './Venues';
import { WaveDivider } from './WaveDivider';

/**
 * The invitation: the open one at / and a household's own at /i/<token>, which differ in their greeting and their
 * RSVP section (each entry brings its own, so that neither carries the other's code).
 */
export function InvitationPage({
  data,
  rsvp,
  greeting,
  notice,
}: {
  data: PageData;
  rsvp: ReactNode;
  greeting?: ReactNode;
  notice?: ReactNode;
}) {
  const { site, portraitUrl } = data;
  return (
    <>
      <Header brand={`${site.couple.first} & ${site.couple.second}`} languages={data.languages} />
      <main>
        <Hero site={site} portraitUrl={portraitUrl} greeting={greeting} notice={notice} />
        {/* Each boundary hydrates on its own, so the main thread gets breaks between sections. */}
        <Suspense>
          <WaveDivider look={site.theme} className="wave--into-ivory" />
          <Itinerary site={site} calendar={data.calendar} />
        </Suspense>
        <Suspense>
          <WaveDivider look={site.theme} flipped className="wave--out-of-ivory" />
          <Venues site={site} />
        </Suspense>
        <Suspense>
          <WaveDivider look={site.theme} className="wave--into-ivory" />
          {rsvp}
          <Shagun shagun={data.shagun} />
        </Suspense>
      </main>
      <Suspense>
        <Footer site={site} />
      </Suspense>
    </>
  );
}
