import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useScrolled } from '../ui/useScrolled';
import { SectionLink } from './SectionLink';
import './Header.css';

// SPEC §2: the header turns solid once the page has moved this far.
const SCROLLED_THRESHOLD_PX = 50;

const LINKS = [
  { to: 'home', label: 'Home' },
  { to: 'itinerary', label: 'Itinerary' },
  { to: 'rsvp', label: 'RSVP' },
] as const;

export function Header({ brand }: { brand: string }) {
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
        <nav aria-label="Main" className="site-header__nav">
          <ul>
            {LINKS.map(({ to, label }) => (
              <li key={to}>
                <SectionLink to={to}>{label}</SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={26} /> : <Menu aria-hidden="true" size={26} />}
        </button>
        {/* Before the app runs, or without it: the menu opens as the link's target (CSS :target). */}
        <a href="#mobile-menu" className="site-header__menu-button site-header__menu-link" aria-label="Open menu">
          <Menu aria-hidden="true" size={26} />
        </a>
      </div>
      <nav id="mobile-menu" aria-label="Main" className="site-header__mobile" hidden={!menuOpen}>
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
