import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import type { LanguageChoice } from '../../shared/page-data';
import type { Language } from '../../shared/site/languages';
import { useTexts } from '../i18n/texts';
import { useScrolled } from '../ui/useScrolled';
import { LanguageSwitch } from './LanguageSwitch';
import { SectionLink } from './SectionLink';
import './Header.css';

// SPEC §2: the header turns solid once the page has moved this far.
const SCROLLED_THRESHOLD_PX = 50;

export function Header({
  brand,
  language,
  languages,
}: {
  brand: string;
  language: Language;
  languages: readonly LanguageChoice[];
}) {
  const texts = useTexts();
  const LINKS = [
    { to: 'home', label: texts.navHome },
    { to: 'itinerary', label: texts.navItinerary },
    { to: 'rsvp', label: texts.navRsvp },
  ] as const;
  const scrolled = useScrolled(SCROLLED_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const header = useRef<HTMLElement>(null);

  // A guest who opened the menu through its link before the app arrived finds it still open.
  useEffect(() => {
    if (window.location.hash === '#mobile-menu') setMenuOpen(true);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    // A tap anywhere outside the header closes the menu, as on any phone app.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !header.current?.contains(event.target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  return (
    <header ref={header} className={`site-header${scrolled || menuOpen ? ' site-header--solid' : ''}`}>
      <div className="site-header__bar">
        <SectionLink to="home" className="site-header__brand" onNavigate={closeMenu}>
          {brand}
        </SectionLink>
        <nav aria-label={texts.navMain} className="site-header__nav">
          <ul>
            {LINKS.map(({ to, label }) => (
              <li key={to}>
                <SectionLink to={to}>{label}</SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch language={language} languages={languages} />
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? texts.closeMenu : texts.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={26} /> : <Menu aria-hidden="true" size={26} />}
        </button>
        {/* Before the app runs, or without it: the menu opens as the link's target (CSS :target). */}
        <a href="#mobile-menu" className="site-header__menu-button site-header__menu-link" aria-label={texts.openMenu}>
          <Menu aria-hidden="true" size={26} />
        </a>
      </div>
      <nav id="mobile-menu" aria-label={texts.navMain} className="site-header__mobile" hidden={!menuOpen}>
        <ul>
          {LINKS.map(({ to, label }) => (
            <li key={to}>
              <SectionLink to={to} onNavigate={closeMenu}>
                {label}
              </SectionLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
