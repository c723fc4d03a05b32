import { type ContentWords, contentWords } from '../../../../shared/i18n/admin-content';
import { type Language, languageFacts } from '../../../../shared/site/languages';
import { useAdminLanguage } from '../../admin-language';
import { OutlineButton } from '../../form/fields';
import type { KeptVersion } from './use-site-content';

/** "Replaced 3 Sept 2025, 4:05 pm": the time in its own element, where each language's sentence puts it. */
function Replaced({ words, language, at }: { words: ContentWords; language: Language; at: string }) {
  const [before = '', after = ''] = words.replaced.split('{when}');
  // As the reader's language writes a date and a time, its month named in it.
  const when = new Date(at).toLocaleString(languageFacts(language).tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <>
      {before}
      <time dateTime={at}>{when}</time>
      {after}
    </>
  );
}

/** The versions the content replaced, newest first, each of which can be saved again. */
export function KeptVersions({
  versions,
  busy,
  onRestore,
}: {
  versions: readonly KeptVersion[];
  busy: boolean;
  onRestore: (version: string) => void;
}) {
  const { language } = useAdminLanguage();
  const words = contentWords(language);
  return (
    <section className="content-editor__group" aria-labelledby="content-versions">
      <h2 id="content-versions">{words.versions}</h2>
      {versions.length === 0 ? (
        <p>{words.noVersions}</p>
      ) : (
        <ol className="content-editor__versions">
          {versions.map((kept) => (
            <li key={kept.version}>
              <Replaced words={words} language={language} at={kept.replacedAt} />
              <OutlineButton disabled={busy} onClick={() => onRestore(kept.version)}>
                {words.restore}
              </OutlineButton>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
