import { contentWords } from '../../../../shared/i18n/admin-content';
import { useAdminLanguage } from '../../admin-language';
import { OutlineButton } from '../../form/fields';
import type { Problem } from './save-problem';

/**
 * Why the content was not saved, above the Save button: the problems of fields the editor does not show, a pointer to
 * the fields' own, or the server's sentence (with a way to load the latest, when it changed since it was opened).
 */
export function SaveProblems({
  problem,
  elsewhere,
  fieldsHeldBack,
  onLoadLatest,
}: {
  problem: Problem | null;
  elsewhere: readonly string[];
  /** The save was held back by the fields' own problems. */
  fieldsHeldBack: boolean;
  onLoadLatest: () => void;
}) {
  const words = contentWords(useAdminLanguage().language);
  return (
    <>
      {elsewhere.length > 0 ? (
        <div role="alert" className="content-editor__problem">
          <p>{words.notSaved}</p>
          <ul>
            {elsewhere.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {(problem?.kind === 'fields' || fieldsHeldBack) && elsewhere.length === 0 ? (
        <p role="alert" className="content-editor__problem">
          {words.notSavedSeeFields}
        </p>
      ) : null}
      {problem && problem.kind !== 'fields' ? (
        <div role="alert" className="content-editor__problem">
          <p>{problem.message ?? words.noAnswer}</p>
          {problem.kind === 'changed' ? <OutlineButton onClick={onLoadLatest}>{words.loadLatest}</OutlineButton> : null}
        </div>
      ) : null}
    </>
  );
}
