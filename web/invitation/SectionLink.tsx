import type { ReactNode } from 'react';
import { scrollToSection } from './scroll';

/**
 * A link to a section of the page. It is a real #anchor, so it works before the script has loaded;
 * once it has, the page scrolls smoothly and leaves room for the fixed header.
 */
export function SectionLink({
  to,
  className,
  onNavigate,
  children,
  ...rest
}: {
  to: string;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <a
      href={`#${to}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onNavigate?.();
        scrollToSection(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
