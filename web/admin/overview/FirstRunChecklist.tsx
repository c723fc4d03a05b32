import Check from 'lucide-react/icons/check';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { FIRST_RUN_ROOMS, FIRST_RUN_STEPS, type FirstRunStep } from '../../../shared/admin/first-run';
import { firstRunWords } from '../../../shared/i18n/admin-first-run';
import { fill } from '../../../shared/i18n/fill';
import { apiJson } from '../../api';
import { useAdminLanguage } from '../admin-language';
import { TraditionLink } from '../content/traditions/TraditionLink';
import { chooseFirstRun, firstRunChoice } from './first-run-shown';

/**
 * The steps of setting up the wedding, each ticked when the site holds it and linked to the room where it is done.
 * Gone once every step is done, or when the couple hides it; Settings brings it back.
 */
export default function FirstRunChecklist() {
  const { language } = useAdminLanguage();
  const words = firstRunWords(language);
  const [steps, setSteps] = useState<Record<FirstRunStep, boolean> | null>(null);
  const [choice, setChoice] = useState(firstRunChoice);
  useEffect(() => {
    let current = true;
    apiJson<Record<FirstRunStep, boolean>>('GET', '/api/admin/first-run').then(
      (fetched) => current && setSteps(fetched),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!steps || choice === 'hidden') return null;
  const done = FIRST_RUN_STEPS.filter((step) => steps[step]).length;
  if (done === FIRST_RUN_STEPS.length && choice !== 'shown') return null;
  return (
    <section className="admin-card first-run" aria-labelledby="first-run-title" lang={language}>
      <h2 id="first-run-title">{fill(words.title, { done, all: FIRST_RUN_STEPS.length })}</h2>
      <p className="submissions__text">{words.intro}</p>
      {steps.days ? null : <TraditionLink />}
      <ol className="first-run__steps">
        {FIRST_RUN_STEPS.map((step) => (
          <li key={step} className={steps[step] ? 'first-run__step first-run__step--done' : 'first-run__step'}>
            {steps[step] ? (
              <Check aria-label={words.done} size={20} />
            ) : (
              <span className="first-run__mark" role="img" aria-label={words.toDo} />
            )}
            <Link href={FIRST_RUN_ROOMS[step]}>{words.steps[step]}</Link>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--outline button--small"
        onClick={() => {
          chooseFirstRun('hidden');
          setChoice('hidden');
        }}
      >
        {words.hide}
      </button>
    </section>
  );
}
