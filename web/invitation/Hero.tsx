import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ReactNode } from 'react';
import { useContext } from 'react';
import { dateRange } from '../../shared/format';
import { portraitAlt } from '../../shared/portrait-alt';
import type { Site } from '../../shared/site/schema';
import { inItsLanguage, useTexts } from '../i18n/texts';
import { ServerMarkup } from '../server-markup';
import { Words } from '../ui/Words';
import { SectionLink } from './SectionLink';
import './Hero.css';

/**
 * How long the names' longest unbreakable run is ("& " stays with the second name; a line may break only at a space
 * inside a name, never at a hyphen: "Subramanian-Krishnaswamy" is one run): the CSS picks a type size from it, so
 * that no name is ever split across lines.
 */
function nameLength(first: string, second: string): 'short' | 'long' | 'longer' | 'longest' {
  const longestRun = Math.max(...`${first} &\u00a0${second}`.split(' ').map((run) => run.length + 1));
  return longestRun <= 10 ? 'short' : longestRun <= 14 ? 'long' : longestRun <= 18 ? 'longer' : 'longest';
}

/**
 * The drawn portrait (CouplePortrait.tsx, 8 KB of code) is rendered by the server alone: the browser keeps the
 * server's SVG, since React leaves the inner HTML of an element it hydrates alone, and the app never downloads it.
 */
function DrawnPortrait() {
  const markup = useContext(ServerMarkup).drawnPortrait ?? '';
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own drawing (render/), no guest's text in it
  return <div className="hero__drawn" dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />;
}

export function Hero({
  site,
  portraitUrl,
  greeting,
  notice,
}: {
  site: Site;
  portraitUrl: string | null;
  /** A household's greeting, its name in it: "Dear Sharma family,". */
  greeting?: ReactNode;
  /** What the page says before all else: a household's updates from the couple. */
  notice?: ReactNode;
}) {
  const texts = useTexts();
  const alt = portraitAlt(site, portraitUrl !== null, texts);
  return (
    <section id="home" className="hero" tabIndex={-1} aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__text">
          {notice}
          {greeting ? <p className="hero__greeting">{greeting}</p> : null}
          <h1 id="hero-title">
            <span className="hero__invited">{texts.invitedBefore}</span>
            <span className={`hero__names hero__names--${nameLength(site.couple.first, site.couple.second)}`}>
              <span className="hero__name">
                <Words text={site.couple.first} />
              </span>{' '}
              <span className="hero__name">
                <span className="hero__amp">{texts.coupleJoin}</span>
                {'\u00a0'}
                <Words text={site.couple.second} />
              </span>
            </span>
            {texts.invitedAfter ? (
              <span className="hero__invited hero__invited--after">{texts.invitedAfter}</span>
            ) : null}
          </h1>
          <p className="hero__dates">{dateRange(site.startDate, site.endDate, texts)}</p>
          <p className="hero__city">{inItsLanguage(texts, site.city)}</p>
          <div className="hero__actions">
            <SectionLink to="rsvp" className="button">
              {texts.rsvpNow}
            </SectionLink>
            <SectionLink to="itinerary" className="button button--outline">
              {texts.viewDetails}
            </SectionLink>
          </div>
        </div>
        <div className="hero__portrait">
          {portraitUrl ? (
            <img src={portraitUrl} alt={alt} width={320} height={380} fetchPriority="high" />
          ) : (
            <DrawnPortrait />
          )}
        </div>
      </div>
      <SectionLink to="itinerary" className="hero__arrow" aria-label={texts.scrollToItinerary}>
        <ChevronDown aria-hidden="true" size={28} />
      </SectionLink>
    </section>
  );
}
