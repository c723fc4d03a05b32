import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../shared/site/languages';
import type { LocalisedSite } from '../site/localised-site';

/** The guest's own choice, made with the header's switch (a ?lang= link), kept on the device. */
export const LANGUAGE_COOKIE = 'lang';
const REMEMBERED_FOR_SECONDS = 365 * 24 * 3600;

/**
 * The first of `languages` the browser asks for, by its q order, a tag by its language: "ta-IN,ta;q=0.9,en;q=0.8"
 * asks for Tamil, then English.
 */
export function languageFromAcceptLanguage(
  header: string | undefined,
  languages: readonly Language[],
): Language | undefined {
  if (!header) return undefined;
  const asked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return asked
    .map(({ language }) => language)
    .find((language): language is Language => isLanguage(language) && languages.includes(language));
}

/**
 * The language of a guest's page, first found of: the address (?lang=ta: the switch, or a link the couple wrote),
 * the choice remembered on this device, the household's language on the guest list, the browser's languages, and
 * site.json's defaultLanguage. `?lang=` is remembered, so the rest of the visit, and the next one, stay in it.
 * Every answer that depends on it says so in Vary (the address is part of the URL already).
 */
export function pickLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  site: LocalisedSite,
  household?: { readonly language: string },
): Language {
  if (site.languages.length === 1) return site.defaultLanguage;
  reply.header('Vary', 'Cookie, Accept-Language');
  const shown = (value: unknown): value is Language => isLanguage(value) && site.languages.includes(value);
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (shown(asked)) {
    if (request.cookies[LANGUAGE_COOKIE] !== asked) {
      reply.setCookie(LANGUAGE_COOKIE, asked, {
        path: '/',
        maxAge: REMEMBERED_FOR_SECONDS,
        sameSite: 'lax',
        httpOnly: true,
        secure: request.protocol === 'https',
      });
    }
    return asked;
  }
  const remembered = request.cookies[LANGUAGE_COOKIE];
  if (shown(remembered)) return remembered;
  if (household && shown(household.language)) return household.language;
  return browserLanguage(site, request.headers['accept-language']);
}

/**
 * The language for a guest who chose none, on a page of no household's: the browser's first shown, else the default.
 */
export function browserLanguage(site: LocalisedSite, acceptLanguage: string | undefined): Language {
  return languageFromAcceptLanguage(acceptLanguage, site.languages) ?? site.defaultLanguage;
}
