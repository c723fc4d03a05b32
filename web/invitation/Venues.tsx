import MapPin from 'lucide-react/icons/map-pin';
import type { Site } from '../../shared/site/schema';
import { Filled, inItsLanguage, useTexts } from '../i18n/texts';
import { Icon } from '../ui/Icon';
import { mapsSearchUrl } from './maps-search';
import './Venues.css';

export function Venues({ site }: { site: Site }) {
  const texts = useTexts();
  return (
    <section id="venues" className="venues below-fold" aria-labelledby="venues-title">
      <div className="section-heading">
        <h2 id="venues-title">{texts.venuesTitle}</h2>
        <p>
          <Filled text={texts.venuesIntro} values={{ city: inItsLanguage(texts, site.city) }} />
        </p>
      </div>
      <ul className="venues__list">
        {site.venues.map((venue) => (
          <li key={venue.id} className="venue">
            <span className="icon-circle venue__icon">
              <Icon name={venue.icon} size={28} />
            </span>
            <h3 className="venue__name">
              <a href={mapsSearchUrl(venue)} target="_blank" rel="noopener noreferrer">
                {inItsLanguage(texts, venue.name)}
                <span className="visually-hidden"> {texts.opensMap}</span>
              </a>
            </h3>
            <p className="venue__description">{inItsLanguage(texts, venue.description)}</p>
            <a className="venue__address" href={mapsSearchUrl(venue)} target="_blank" rel="noopener noreferrer">
              <MapPin aria-hidden="true" size={18} />
              <span>
                {inItsLanguage(texts, venue.address)}
                <span className="visually-hidden"> {texts.opensMap}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
