import { Suspense } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hero } from './Hero';
import { Itinerary } from './Itinerary';
import { RsvpSection } from './RsvpSection';
import { Venues } from './Venues';
import { WaveDivider } from './WaveDivider';
import type { PageData } from '../page-data';

export function InvitationPage({ data }: { data: PageData }) {
  const { site, portraitUrl, answer } = data;
  return (
    <>
      <Header brand={`${site.couple.first} & ${site.couple.second}`} />
      <main>
        <Hero site={site} portraitUrl={portraitUrl} />
        {/* Each boundary hydrates on its own, so the main thread gets breaks between sections. */}
        <Suspense>
          <WaveDivider className="wave--into-ivory" />
          <Itinerary site={site} />
        </Suspense>
        <Suspense>
          <WaveDivider flipped className="wave--out-of-ivory" />
          <Venues site={site} />
        </Suspense>
        <Suspense>
          <WaveDivider className="wave--into-ivory" />
          <RsvpSection deadline={site.rsvpDeadline} answer={answer} />
        </Suspense>
      </main>
      <Suspense>
        <Footer site={site} />
      </Suspense>
    </>
  );
}
