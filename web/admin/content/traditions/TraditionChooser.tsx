import { useEffect, useRef, useState } from 'react';
import { fill } from '../../../../shared/i18n/fill';
import { type Language, languageFacts, textIn } from '../../../../shared/site/languages';
import type { SiteFile } from '../../../../shared/site/schema';
import { apiJson } from '../../../api';
import { useAdminLanguage } from '../../admin-language';
import { OutlineButton, SelectField } from '../../form/fields';
import type { SectionProps } from '../draft';
import { useReach } from '../functions/use-reach';
import { draftFromTradition, retiredBy } from './from-tradition';
import { countOf, type TraditionWords, useTraditionWords } from './tradition-words';

interface Listed {
  id: string;
  name: string;
  languages: Language[];
}

interface Chosen extends Listed {
  site: SiteFile;
}

const functionsOf = (site: SiteFile) => site.days.flatMap((day) => day.events);

/** The draft made `next` whole: every field of the one before replaced, none left over. */
const wholly =
  (next: SiteFile) =>
  (draft: SiteFile): void => {
    for (const key of Object.keys(draft)) delete (draft as Record<string, unknown>)[key];
    Object.assign(draft, structuredClone(next));
  };

/** What the chosen tradition brings, and what it would replace of the couple's draft, said before anything changes. */
function WhatChanges({ chosen, site, words }: { chosen: Chosen; site: SiteFile; words: TraditionWords }) {
  const { language } = useAdminLanguage();
  const shown = (text: SiteFile['city']) => textIn(text, language, chosen.site.defaultLanguage);
  const theirs = functionsOf(chosen.site);
  return (
    <>
      <p>
        {fill(words.brings, {
          name: chosen.name,
          functions: countOf(words.functionCount, theirs.length),
          days: countOf(words.dayCount, chosen.site.days.length),
          languages: chosen.languages.map((code) => languageFacts(code).name).join(', '),
        })}
      </p>
      <ul>
        {theirs.map((event) => (
          <li key={event.id ?? shown(event.title)}>{shown(event.title)}</li>
        ))}
      </ul>
      <p>
        {fill(words.replaces, {
          functions: countOf(words.functionCount, functionsOf(site).length),
          venues: countOf(words.venueCount, site.venues.length),
        })}
      </p>
    </>
  );
}

/**
 * "Start from a tradition": the traditions the site has (GET /api/admin/site/templates), what the chosen one brings
 * and what it replaces, and, once the couple has said yes, the draft made from it, for them to edit and save. Nothing
 * is saved here: the save keeps what it replaced among the earlier versions, and until then the draft can be put back.
 */
export default function TraditionChooser({ site, set, saved }: SectionProps & { saved: SiteFile }) {
  const { language } = useAdminLanguage();
  const words = useTraditionWords(language);
  const reach = useReach();
  const [listed, setListed] = useState<Listed[]>([]);
  // The select's own value at once; what it brings once its content has come.
  const [picked, setPicked] = useState('');
  const latest = useRef('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState(false);
  const [replaced, setReplaced] = useState<{ name: string; before: SiteFile } | null>(null);

  useEffect(() => {
    apiJson<Listed[]>('GET', '/api/admin/site/templates').then(setListed, () => setProblem(true));
  }, []);
  // Once saved, the draft as it was is among the earlier versions, and putting it back would undo the save's words.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new save is what clears it
  useEffect(() => setReplaced(null), [saved]);

  if (!words) return null;
  const reached = (id: string) => {
    const { households, answered } = reach(id);
    return households > 0 || answered > 0;
  };
  const choose = async (id: string) => {
    setProblem(false);
    setPicked(id);
    latest.current = id;
    setChosen(null);
    const tradition = listed.find((each) => each.id === id);
    if (!tradition) return;
    try {
      const content = await apiJson<SiteFile>('GET', `/api/admin/site/templates/${id}`);
      // Another chosen meanwhile is the one the couple means.
      if (latest.current === id) setChosen({ ...tradition, site: content });
    } catch {
      setProblem(true);
    }
  };
  const replace = (tradition: Chosen) => {
    const unsaved = JSON.stringify(site) !== JSON.stringify(saved) ? words.unsaved : '';
    if (!window.confirm(fill(words.confirm, { name: tradition.name, unsaved }))) return;
    set(wholly(draftFromTradition(site, tradition.site, reached)));
    setReplaced({ name: tradition.name, before: site });
    setPicked('');
    setChosen(null);
  };
  const retiring = chosen ? retiredBy(site, chosen.site, reached) : [];
  const titleOf = (id: string) => functionsOf(site).find((event) => event.id === id)?.title ?? id;

  return (
    <section className="content-editor__group" aria-labelledby="content-tradition">
      <h2 id="content-tradition">{words.title}</h2>
      <p>{words.intro}</p>
      <SelectField
        id="content-tradition-choice"
        label={words.tradition}
        value={picked}
        choices={[{ value: '', label: words.chooseOne }, ...listed.map(({ id, name }) => ({ value: id, label: name }))]}
        onValue={(id) => void choose(id)}
      />
      {problem ? <p role="alert">{words.noAnswer}</p> : null}
      {chosen ? (
        <div className="content-editor__group">
          <WhatChanges chosen={chosen} site={site} words={words} />
          {retiring.length > 0 ? (
            <p>
              {fill(words.retires, {
                titles: retiring.map((id) => textIn(titleOf(id), language, site.defaultLanguage)).join(', '),
              })}
            </p>
          ) : null}
          <p>{words.kept}</p>
          <OutlineButton onClick={() => replace(chosen)}>{fill(words.replace, { name: chosen.name })}</OutlineButton>
        </div>
      ) : null}
      <p role="status">{replaced ? fill(words.loaded, { name: replaced.name }) : ''}</p>
      {replaced ? (
        <OutlineButton
          onClick={() => {
            set(wholly(replaced.before));
            setReplaced(null);
          }}
        >
          {words.putBack}
        </OutlineButton>
      ) : null}
    </section>
  );
}
