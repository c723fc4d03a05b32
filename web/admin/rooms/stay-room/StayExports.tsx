import Download from 'lucide-react/icons/download';
import type { ReactNode } from 'react';
import { stayWords } from '../../../../shared/i18n/admin-stay';
import { fill } from '../../../../shared/i18n/fill';
import type { Board } from '../../../../shared/stay/admin-views';
import { useAdminLanguage } from '../../admin-language';

/** A sheet: a CSV to download (with its icon where the link names it), or a page to print in a tab of its own. */
function Sheet({ href, icon = false, children }: { href: string; icon?: boolean; children: ReactNode }) {
  const printed = href.startsWith('/admin/print/');
  return (
    <a
      className="button button--outline button--small"
      href={href}
      {...(printed ? { target: '_blank', rel: 'noopener' } : { download: true })}
    >
      {icon ? <Download aria-hidden="true" size={18} /> : null}
      {children}
    </a>
  );
}

/** The lists to send: the rooming list for the hotel, and each day's sheet for the drivers, in English or Hindi. */
export function StayExports({ board }: { board: Board }) {
  const words = stayWords(useAdminLanguage().language);
  return (
    <section className="admin-card guest-list" aria-labelledby="stay-exports">
      <h2 id="stay-exports">{words.exports}</h2>
      <div className="dashboard__actions">
        <Sheet href="/api/admin/rooming-list.csv" icon>
          {words.roomingList}
        </Sheet>
        <Sheet href="/api/admin/rooming-list.csv?language=hi" icon>
          {words.roomingListHi}
        </Sheet>
        <Sheet href="/admin/print/rooming-list">{words.printRooming}</Sheet>
        <Sheet href="/admin/print/rooming-list?language=hi">{words.printInHindi}</Sheet>
        {board.map((day) => (
          <span key={day.date} className="stay__sheet">
            <Sheet href={`/api/admin/arrivals.csv?date=${day.date}`} icon>
              {fill(words.driversSheet, { date: day.date })}
            </Sheet>
            <Sheet href={`/api/admin/arrivals.csv?date=${day.date}&language=hi`}>
              {words.driversSheetHi}
              <span className="visually-hidden"> {day.date}</span>
            </Sheet>
            <Sheet href={`/admin/print/drivers?date=${day.date}`}>{fill(words.printDrivers, { date: day.date })}</Sheet>
            <Sheet href={`/admin/print/drivers?date=${day.date}&language=hi`}>
              {words.printInHindi}
              <span className="visually-hidden"> {day.date}</span>
            </Sheet>
          </span>
        ))}
      </div>
    </section>
  );
}
