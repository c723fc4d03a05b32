import Heart from 'lucide-react/icons/heart';
import type { Site } from '../../shared/site/schema';
import { useTexts } from '../i18n/texts';
import './Footer.css';

export function Footer({ site }: { site: Site }) {
  const texts = useTexts();
  return (
    <footer className="site-footer below-fold">
      <p className="site-footer__couple">
        {site.couple.first} <Heart aria-label={texts.and} role="img" size={18} className="site-footer__heart" />{' '}
        {site.couple.second}
      </p>
      <p className="site-footer__hosts">
        {/* The hosts' names keep their own order on a page of the other direction. */}
        {texts.onBehalfOf} <bdi className="site-footer__names">{site.hosts.join(', ')}</bdi>
      </p>
    </footer>
  );
}
