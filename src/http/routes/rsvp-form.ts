import type { FastifyPluginAsync } from 'fastify';
import { rsvpFormValuesFromPost, toRsvpPayload, validateRsvpForm } from '../../../shared/forms/rsvp-form';
import { textsIn } from '../../../shared/i18n/by-language';
import { refusalInWords } from '../../../shared/i18n/refusal-words';
import { type Refusal, refusal } from '../../../shared/outcome';
import type { AnswerOnPage } from '../../../shared/page-data';
import type { AnswerPages } from '../../pages/answer-pages';
import { sendMemoryFile } from '../../pages/memory-file';
import type { TakeAnswer } from '../../rsvp/take-answer';
import type { LocalisedSite } from '../../site/localised-site';
import { isStorageFailure } from '../../storage/storage-failure';
import type { AnswerLimiter } from '../answer-limits';
import { INTERNAL_ERROR_MESSAGE, STORAGE_FAILURE_MESSAGE } from '../errors';
import { pickLanguage } from '../pick-language';
import { refuseCrossSite } from '../security';
import { asGuestAnswer } from './rsvp';

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  form: {
    summary: "The open form as the browser posts it, before or without the page's script",
    description:
      'A form body (`application/x-www-form-urlencoded`: `fullName`, `email`, `attending=yes|no`, ' +
      '`dietaryRestrictions`, `songRequest`, `meal`) with the same checks, limits and storing as `POST /api/rsvp`, ' +
      'answered with the invitation page: `200` in its thank-you view, or the form again with what was typed and ' +
      'what is wrong (`400`), too many answers (`429`), a refusal (`403`) or a full disk (`503`).',
  },
};

/**
 * The RSVP form as the browser itself posts it, before the page's script has arrived or where it never runs:
 * POST / with an application/x-www-form-urlencoded body. The same rules and the same storing as POST /api/rsvp,
 * answered with the invitation page: the thank-you view, or the form again with what was typed and what is wrong.
 */
export const rsvpFormRoutes: FastifyPluginAsync<{
  /** The content as it is now. */
  site: () => LocalisedSite;
  takeAnswer: TakeAnswer;
  checkAnswerLimits: AnswerLimiter['check'];
  answerPages: AnswerPages;
}> = async (app, { site, takeAnswer, checkAnswerLimits, answerPages }) => {
  // Form bodies are parsed here and nowhere else: the admin, and every other route, still take only JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onRequest', refuseCrossSite);

  app.post('/', { schema: ABOUT.form }, async (request, reply) => {
    const fields = request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {};
    const { values, honeypot } = rsvpFormValuesFromPost(fields);
    const language = pickLanguage(request, reply, site());
    const texts = textsIn(language);
    const answerWith = async (status: number, answer: AnswerOnPage) =>
      sendMemoryFile(request, reply, await answerPages(language, answer), status);
    const refusedWith = ({ status, message, error }: Refusal) =>
      answerWith(status, { typed: values, errors: {}, problem: refusalInWords(texts, status, message, error) });

    // First, before any work: a flood of posts, valid or not, is cut off like one of the API's.
    const limited = await checkAnswerLimits(request);
    if (limited) {
      reply.header('Retry-After', String(limited.retryAfterSeconds));
      return refusedWith(limited.refusal);
    }
    const errors = validateRsvpForm(values, texts);
    if (Object.keys(errors).length > 0) return answerWith(400, { typed: values, errors, problem: null });

    let result;
    try {
      result = takeAnswer(toRsvpPayload(values, honeypot), request.log);
    } catch (err) {
      const storage = isStorageFailure(err);
      request.log.error({ err }, storage ? 'a write could not be stored' : 'request failed');
      return refusedWith(
        storage
          ? refusal('storage-unavailable', STORAGE_FAILURE_MESSAGE)
          : refusal('internal-error', INTERNAL_ERROR_MESSAGE),
      );
    }
    if ('refused' in result) return refusedWith(result.refused);

    const stored = asGuestAnswer(result.done);
    try {
      return await answerWith(200, { stored });
    } catch (err) {
      // The answer is on disk: the guest must hear so, even if the page that says it nicely cannot be made.
      request.log.error({ err }, 'the thank-you page could not be rendered; answered in plain text');
      return reply
        .code(200)
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(`Thank You! Your RSVP has been submitted successfully, ${stored.fullName}.`);
    }
  });
};
