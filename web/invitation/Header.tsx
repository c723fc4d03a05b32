import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useContext, useEffect, useRef, useState } from 'react';
import type { LanguageChoice } from '../../shared/page-data';
import { useTexts } from '../i18n/texts';
import { ServerMarkup } from '../server-markup';
import { useScrolled } from '../ui/useScrolled';
import { SectionLink } from './SectionLink';
import './Header.css';
import './LanguageSwitch.css';

// SPEC §2: the header turns solid once the page has moved this far.
const SCROLLED_THRESHOLD_PX = 50;

export function Header({ brand, languages }: { brand: string; languages: readonly LanguageChoice[] }) {
  const texts = useTexts();
  const { languageSwitch } = useContext(ServerMarkup);
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
        {/* The server's drawing of the switch (LanguageSwitch.tsx), kept as it is: links, no script. */}
        {languages[1] ? (
          <nav
            aria-label={texts.switchLanguage}
            className="language-switch"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own links, the languages' names
            dangerouslySetInnerHTML={{ __html: languageSwitch ?? '' }}
            suppressHydrationWarning
          />
        ) : null}
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
