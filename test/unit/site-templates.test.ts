// The traditions a couple may start from (templates/<id>.json): each a whole site.json a save would take, in its
// languages with every text written in each, with its functions, and its name in every language the admin is written
// in. A family's file added later is held to the same.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { weddingEvents } from '../../shared/site/events';
import { ADMIN_LANGUAGES, inLanguage, type Language, missingTranslations } from '../../shared/site/languages';
import { siteProblems } from '../../src/site/load';
import {
  createSiteTemplates,
  projectTemplatesFolder,
  type SiteTemplate,
  templateLanguages,
} from '../../src/site/site-templates';
import { REPO_ROOT } from '../helpers/app';

/** What the issue asks of each tradition: its languages, and functions by their English titles. */
const TRADITIONS: Readonly<Record<string, { languages: readonly Language[]; functions: readonly RegExp[] }>> = {
  'north-indian-hindu': { languages: ['en', 'hi'], functions: [/Mehendi/, /Haldi/, /Baaraat/, /Jaimaal/] },
  'punjabi-sikh': { languages: ['en', 'pa', 'hi'], functions: [/Roka/, /Chunni/, /Mehndi/, /Anand Karaj/] },
  gujarati: { languages: ['en', 'gu'], functions: [/Mandvo/, /Pithi/, /Garba/, /Hast Melap/] },
  marathi: { languages: ['en', 'mr'], functions: [/Sakharpuda/, /Haldi/, /Lagna/] },
  bengali: { languages: ['en', 'bn'], functions: [/Aiburobhat/, /Gaye Holud/, /Biye/, /Bou Bhaat/] },
  tamil: { languages: ['en', 'ta'], functions: [/Nichayathartham/, /Muhurtham/] },
  telugu: { languages: ['en', 'te'], functions: [/Pellikuthuru/, /Pelli$/] },
  malayali: { languages: ['en', 'ml'], functions: [/Thalikettu/] },
  muslim: { languages: ['en', 'ur', 'hi'], functions: [/Mehndi/, /Nikah/, /Walima/] },
  christian: { languages: ['en', 'ml'], functions: [/Holy Matrimony/, /Reception/] },
};

describe('the traditions in templates/', () => {
  const { templates, problems } = createSiteTemplates().all();
  const byId = new Map(templates.map((template) => [template.id, template]));

  test('every file there is read, and a save would take each one as it is', () => {
    assert.deepEqual(problems, []);
    for (const template of templates) assert.deepEqual(siteProblems(template.site), { site: template.site });
  });

  test('the traditions the issue names are all there', () => {
    assert.deepEqual(
      Object.keys(TRADITIONS).filter((id) => !byId.has(id)),
      [],
    );
  });

  for (const [id, { languages, functions }] of Object.entries(TRADITIONS)) {
    test(`${id}: in ${languages.join(', ')}, with its functions`, () => {
      const template = byId.get(id) as SiteTemplate;
      assert.deepEqual(templateLanguages(template), languages);
      const titles = weddingEvents(inLanguage(template.site, 'en')).map((event) => event.title);
      for (const title of functions)
        assert.ok(
          titles.some((each) => title.test(each)),
          `${title} in ${titles}`,
        );
    });
  }

  for (const template of templates) {
    test(`${template.id}: every text in each of its languages, its name in each the admin is written in`, () => {
      const { site } = template;
      assert.ok(site.defaultLanguage && templateLanguages(template).includes(site.defaultLanguage));
      assert.deepEqual(missingTranslations(site, templateLanguages(template)), []);
      for (const language of ADMIN_LANGUAGES) assert.ok(template.name[language], `its name in ${language}`);
      for (const language of templateLanguages(template)) assert.ok(template.name[language], `in ${language}`);
      const meals = site.rsvp?.meals ?? [];
      assert.ok(meals.length >= 2, 'meals to choose from');
      const events = inLanguage(site, 'en').days.flatMap((day) => day.events);
      assert.ok(
        events.every((event) => event.start && event.end && event.id),
        'each function has its id, its start and its end',
      );
      assert.ok(
        events.some((event) => event.dressCode),
        'a dress code where the tradition has one',
      );
    });
  }
});

describe('reading a family’s own file', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'wedding-templates-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  const tamil = createSiteTemplates().one('tamil') as SiteTemplate;

  test('a file that a save would refuse is left out, and said why with its name', () => {
    writeFileSync(path.join(folder, 'ours.json'), JSON.stringify({ name: { en: 'Ours' }, site: tamil.site }));
    const broken = { ...tamil.site, days: [{ date: '2027-02-04', events: [] }] };
    writeFileSync(path.join(folder, 'broken.json'), JSON.stringify({ name: { en: 'Broken' }, site: broken }));
    writeFileSync(path.join(folder, 'nameless.json'), JSON.stringify({ site: tamil.site }));
    writeFileSync(path.join(folder, 'Not An Id.json'), JSON.stringify({ name: { en: 'X' }, site: tamil.site }));
    writeFileSync(path.join(folder, 'half.json'), '{ "name": ');
    const { templates, problems } = createSiteTemplates(folder).all();
    assert.deepEqual(
      templates.map((template) => template.id),
      ['ours'],
    );
    assert.equal(problems.length, 4);
    assert.match(problems.join('\n'), /templates\/broken\.json: "site" is not content a save would take: days\[0\]/);
    assert.match(problems.join('\n'), /templates\/nameless\.json: "name" gives/);
    assert.match(problems.join('\n'), /templates\/Not An Id\.json: a name of lower-case letters/);
    assert.match(problems.join('\n'), /templates\/half\.json: not valid JSON/);
  });

  test('one by its id: none for an id without a file, or one that is no id', () => {
    const templates = createSiteTemplates(folder);
    assert.equal((templates.one('ours') as SiteTemplate).id, 'ours');
    assert.equal(templates.one('nowhere'), null);
    assert.equal(templates.one('../ours'), null);
    assert.match(String(templates.one('broken')), /days\[0\]/);
  });

  test('the folder is the project’s, from the sources and from the build alike', () => {
    const folder = path.join(REPO_ROOT, 'templates');
    assert.equal(projectTemplatesFolder(), folder);
    assert.equal(projectTemplatesFolder(path.join(REPO_ROOT, 'dist')), folder);
  });
});
