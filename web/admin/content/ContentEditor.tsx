import { type FormEvent, useState } from 'react';
import { contentWords } from '../../../shared/i18n/admin-content';
import type { SiteFile } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { OutlineButton } from '../form/fields';
import { AnswersSection } from './AnswersSection';
import { CoupleSection } from './CoupleSection';
import { fieldProblems } from './content-editor/field-problems';
import { KeptVersions } from './content-editor/KeptVersions';
import { SaveProblems } from './content-editor/SaveProblems';
import { useSiteContent } from './content-editor/use-site-content';
import type { SectionProps } from './draft';
import { FunctionsSection } from './FunctionsSection';
import { MessagesSection } from './MessagesSection';
import { PortraitSection } from './PortraitSection';
import { PreviewPanel } from './PreviewPanel';
import { ShagunSection } from './ShagunSection';
import { TraditionSection } from './TraditionSection';
import { VenuesSection } from './VenuesSection';
import { WeddingLanguagesContext, weddingLanguages } from './wedding-languages';

/**
 * The site's content, edited in the browser: the couple, the days and functions, the venues, the answers (deadline,
 * contact, who may answer, meals, languages), the messages and the photo, every text in each of the wedding's languages
 * side by side.
 * A save is the whole document against the version it was opened at; the server checks it by the rules a start uses,
 * and guests get it at their next visit. Earlier versions are listed, and any of them can be saved again.
 */
export function ContentEditor() {
  const { language } = useAdminLanguage();
  const words = contentWords(language);
  const { opened, site, setSite, versions, problem, status, setStatus, busy, load, save, restore } = useSiteContent();
  const [heldBack, setHeldBack] = useState(false);

  if (!site) {
    return problem ? (
      <p role="alert">{'message' in problem ? (problem.message ?? words.noAnswer) : ''}</p>
    ) : (
      <p>{words.loading}</p>
    );
  }

  const { datesDisagree, errorAt, elsewhere } = fieldProblems(site, problem, language);
  const set = (change: (draft: SiteFile) => void) => {
    const draft = structuredClone(site);
    change(draft);
    setSite(draft);
    setStatus('');
  };
  const sections: SectionProps = { site, set, errorAt };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setHeldBack(datesDisagree.length > 0);
    if (datesDisagree.length === 0) void save(site, words.saved);
  };

  return (
    // The languages the draft offers: a language ticked or unticked adds or takes away its inputs at once.
    <WeddingLanguagesContext.Provider value={weddingLanguages(site)}>
      <div className="content-layout" lang={language}>
        <form className="content-editor" onSubmit={submit} noValidate>
          <TraditionSection {...sections} saved={opened?.site ?? site} />
          <CoupleSection {...sections} />
          <PortraitSection onChanged={() => setStatus('')} />
          <FunctionsSection {...sections} saved={opened?.site ?? site} />
          <VenuesSection {...sections} />
          <AnswersSection {...sections} />
          <ShagunSection {...sections} />
          <MessagesSection {...sections} />
          <SaveProblems
            problem={problem}
            elsewhere={elsewhere}
            fieldsHeldBack={heldBack && datesDisagree.length > 0}
            onLoadLatest={() => void load()}
          />
          <div className="content-editor__actions">
            <button type="submit" className="button button--small" disabled={busy}>
              {words.save}
            </button>
            <p role="status" className="content-editor__status">
              {status}
            </p>
            {status ? (
              // Messages to households are written from the words this page loaded with: a reload brings the new ones.
              <OutlineButton onClick={() => window.location.reload()}>{words.reloadBeforeSending}</OutlineButton>
            ) : null}
          </div>
          <KeptVersions versions={versions} busy={busy} onRestore={(version) => void restore(version)} />
        </form>
        <PreviewPanel site={site} />
      </div>
    </WeddingLanguagesContext.Provider>
  );
}
