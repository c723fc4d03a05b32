import Download from 'lucide-react/icons/download';
import type { ReactNode } from 'react';
import { stayWords } from '../../../../shared/i18n/admin-stay';
import { fill } from '../../../../shared/i18n/fill';
import { ADMIN_LANGUAGES } from '../../../../shared/site/languages';
import type { Board } from '../../../../shared/stay/admin-views';
import { useAdminLanguage } from '../../admin-language';
import { nameFor } from '../../LanguageName';

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

/**
 * The lists to send: the rooming list for the hotel, and each day's sheet for the drivers, in the reader's admin
 * language and in each of the admin's others (ADMIN_LANGUAGES), for a hotel or a driver who reads another.
 */
export function StayExports({ board }: { board: Board }) {
  const { language } = useAdminLanguage();
  const words = stayWords(language);
  const others = ADMIN_LANGUAGES.filter((other) => other !== language).map((code) => ({
    code,
    name: nameFor(code, language),
  }));
  return (
    <section className="admin-card guest-list" aria-labelledby="stay-exports">
      <h2 id="stay-exports">{words.exports}</h2>
      <div className="dashboard__actions">
        <Sheet href="/api/admin/rooming-list.csv" icon>
          {words.roomingList}
        </Sheet>
        {others.map(({ code, name }) => (
          <Sheet key={code} href={`/api/admin/rooming-list.csv?language=${code}`} icon>
            {fill(words.roomingListIn, { language: name })}
          </Sheet>
        ))}
        <Sheet href="/admin/print/rooming-list">{words.printRooming}</Sheet>
        {others.map(({ code, name }) => (
          <Sheet key={code} href={`/admin/print/rooming-list?language=${code}`}>
            {fill(words.printIn, { language: name })}
          </Sheet>
        ))}
        {board.map((day) => (
          <span key={day.date} className="stay__sheet">
            <Sheet href={`/api/admin/arrivals.csv?date=${day.date}`} icon>
              {fill(words.driversSheet, { date: day.date })}
            </Sheet>
            {others.map(({ code, name }) => (
              <Sheet key={code} href={`/api/admin/arrivals.csv?date=${day.date}&language=${code}`}>
                {fill(words.driversSheetIn, { language: name })}
                <span className="visually-hidden"> {day.date}</span>
              </Sheet>
            ))}
            <Sheet href={`/admin/print/drivers?date=${day.date}`}>{fill(words.printDrivers, { date: day.date })}</Sheet>
            {others.map(({ code, name }) => (
              <Sheet key={code} href={`/admin/print/drivers?date=${day.date}&language=${code}`}>
                {fill(words.printIn, { language: name })}
                <span className="visually-hidden"> {day.date}</span>
              </Sheet>
            ))}
          </span>
        ))}
      </div>
    </section>
  );
}
