/** Room left above a section for the fixed header (SPEC §2). The CSS scroll-margin-top says the same for no-JS jumps. */
export const SCROLL_OFFSET_PX = 80;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls so the section with this id sits just below the fixed header; instantly when motion is unwelcome. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  // Sections still skipped by content-visibility have a guessed height; lay them out now, or the target
  // would move while the page scrolls towards it.
  document.documentElement.classList.add('all-sections-laid-out');
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  // Keyboard and screen-reader users continue from the section they chose, not from the link they pressed.
  target.focus({ preventScroll: true });
  history.replaceState(null, '', `#${id}`);
}
