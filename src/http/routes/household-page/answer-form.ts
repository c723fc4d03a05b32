import type { FastifyPluginAsync } from 'fastify';
import { answerFromPost, toResponseInput, unanswered } from '../../../../shared/forms/household-answer';
import { textsIn } from '../../../../shared/i18n/by-language';
import { refusalInWords } from '../../../../shared/i18n/refusal-words';
import { isStorageFailure } from '../../../storage/storage-failure';
import { INTERNAL_ERROR_MESSAGE, STORAGE_FAILURE_MESSAGE } from '../../errors';
import { formFields, type HouseholdPageRoutesOptions } from './pages';

const ABOUT = {
  summary: "A household's answer as the browser posts it, before or without the page's script",
  description:
    'A form body with the same checks, limits and storing as `PUT /api/invitations/<token>/response`, answered ' +
    "with the household's page: `200` with the answer saved, or the form again as it was posted and what stopped " +
    'it (`400` when someone has no choice for a function, `403` after the deadline, `429`, `503`).',
};

/**
 * A household's answer as the browser posts it before (or without) the script, POST /i/<token>: the same checks and
 * storing as the API's, answered with the page again, saved or with the form as it was posted and what stopped it.
 */
export const householdAnswerFormRoute: FastifyPluginAsync<HouseholdPageRoutesOptions> = async (
  app,
  { takeHouseholdAnswer, checkHouseholdAnswers, pages },
) => {
  const { formFor, viewOf, pageFor, send } = pages;
  app.post<{ Params: { token: string } }>('/i/:token', { schema: ABOUT }, async (request, reply) => {
    const form = formFor(request, reply);
    if ('refused' in form) return form.refused;
    const { household, token, language } = form;
    const texts = textsIn(language);
    const view = viewOf(language, household);
    const fields = formFields(request.body);
    const answer = answerFromPost(view, fields);
    const again = async (status: number, problem: string) =>
      send(request, reply, await pageFor(language, { token, view, returned: { answer, problem } }), status);

    const limited = checkHouseholdAnswers(request, household.id);
    if (limited) {
      const { status, message, error } = limited.refusal;
      reply.header('Retry-After', String(limited.retryAfterSeconds));
      return again(status, refusalInWords(texts, status, message, error));
    }
    if (
      unanswered(
        answer,
        view.events.map((event) => event.id),
      ).size > 0
    )
      return again(400, texts.chooseComingForEveryone);
    let result;
    try {
      result = takeHouseholdAnswer(household, toResponseInput(answer), request.log);
    } catch (err) {
      const storageFailed = isStorageFailure(err);
      request.log.error({ err }, storageFailed ? 'a write could not be stored' : 'request failed');
      const status = storageFailed ? 503 : 500;
      return again(
        status,
        refusalInWords(
          texts,
          status,
          storageFailed ? STORAGE_FAILURE_MESSAGE : INTERNAL_ERROR_MESSAGE,
          storageFailed ? 'storage-unavailable' : 'internal-error',
        ),
      );
    }
    if ('refused' in result)
      return again(
        result.refused.status,
        refusalInWords(texts, result.refused.status, result.refused.message, result.refused.error),
      );
    const thanked = { token, view: viewOf(language, result.done), thanked: true };
    return send(request, reply, await pageFor(language, thanked), 200);
  });
};
