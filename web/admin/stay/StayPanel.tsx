import type { ReactNode } from 'react';

/** One of the stay room's panels: a heading that names it, and a line on what it is for. */
export function StayPanel({
  id,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  /** A class of its own, beside the admin card's. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `admin-card guest-list ${className}` : 'admin-card guest-list'}
      aria-labelledby={id}
    >
      <h2 id={id}>{title}</h2>
      <p className="submissions__text">{intro}</p>
      {children}
    </section>
  );
}
