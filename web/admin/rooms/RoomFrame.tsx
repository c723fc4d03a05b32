import type { ReactNode } from 'react';
import { useAdminLanguage } from '../admin-language';

/** A room of the admin: its heading, what it does at once, and what it holds. */
export function RoomFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { language } = useAdminLanguage();
  return (
    <main className="admin-shell" lang={language}>
      <div className="dashboard">
        <header className="dashboard__header">
          <h1>{title}</h1>
          {actions}
        </header>
        {children}
      </div>
    </main>
  );
}
