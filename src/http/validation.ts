import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { fill } from '../../shared/i18n/fill';
import type { SiteProblemWords } from '../../shared/i18n/site-problem-words';

interface ValidationFailure extends Error {
  statusCode: number;
  code: string;
  /** The field and what is wrong with it, for saying it again in the reader's language (errors.ts). */
  fieldProblem?: FieldProblem;
}

export interface FieldProblem {
  readonly path: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** Where in the body a field is: "name", or "people[0].arrive.mode" deeper down. */
function pathOf(error: FastifySchemaValidationError): string[] {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (error.keyword === 'required')
    parts.push(String((error.params as { missingProperty?: unknown }).missingProperty ?? ''));
  return parts.filter((part) => part !== '');
}

const fieldPath = (parts: readonly string[]) =>
  parts.map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');

function sentenceFor(error: FastifySchemaValidationError): string {
  const params = error.params as { limit?: number; type?: string };
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'maxLength':
      return `must be at most ${params.limit} characters`;
    case 'minimum':
      return `must be at least ${params.limit}`;
    case 'maximum':
      return `must be at most ${params.limit}`;
    case 'enum': {
      const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
      return allowed ? `must be one of ${allowed.join(', ')}` : 'is not one of the allowed values';
    }
    case 'type':
      return `must be ${params.type === 'integer' ? 'a whole number' : `a ${params.type}`}`;
    default:
      return error.message ?? 'is not valid';
  }
}

/**
 * A field's problem in words of another language than the API's English:
 * "members[0].name: नहीं दिया गया है".
 */
export function fieldProblemIn(problem: FieldProblem, words: SiteProblemWords): string {
  const limit = problem.params.limit;
  const sentence = (() => {
    switch (problem.keyword) {
      case 'required':
        return words.missing;
      case 'maxLength':
        return fill(words.tooLong, { limit: String(limit) });
      case 'minLength':
        return fill(words.tooShort, { limit: String(limit) });
      case 'minimum':
        return fill(words.tooSmall, { limit: String(limit) });
      case 'maximum':
        return fill(words.tooLarge, { limit: String(limit) });
      case 'enum': {
        const allowed = problem.params.allowedValues;
        return Array.isArray(allowed) ? fill(words.oneOf, { values: allowed.join(', ') }) : words.notValid;
      }
      default:
        return words.notValid;
    }
  })();
  return `${problem.path}: ${sentence}`;
}

/**
 * Builds a route's schemaErrorFormatter: the answer names the first bad field and, where the route gives one,
 * uses the same sentence the page shows for it ("email: Please enter a valid email address").
 * Limits keep their own wording, because "Full name is required" would be wrong for a name that is too long.
 */
export function fieldErrorFormatter(fieldMessages: Readonly<Record<string, string>> = {}) {
  return (errors: FastifySchemaValidationError[], dataVar: string): ValidationFailure => {
    const first = errors[0];
    const path = first ? pathOf(first) : [];
    const field = path[0];
    let message: string;
    if (!first || !field) {
      message = `The request ${dataVar} must be a JSON object`;
    } else if (first.keyword !== 'maxLength' && path.length === 1 && fieldMessages[field]) {
      message = `${field}: ${fieldMessages[field]}`;
      // Its own sentence is English; someone who reads the admin in another language gets the field's problem in it.
      const fieldProblem = { path: field, keyword: first.keyword, params: first.params };
      return Object.assign(new Error(message), { statusCode: 400, code: 'FST_ERR_VALIDATION', fieldProblem });
    } else {
      message = `${fieldPath(path)}: ${sentenceFor(first)}`;
      const fieldProblem = { path: fieldPath(path), keyword: first.keyword, params: first.params };
      return Object.assign(new Error(message), { statusCode: 400, code: 'FST_ERR_VALIDATION', fieldProblem });
    }
    return Object.assign(new Error(message), { statusCode: 400, code: 'FST_ERR_VALIDATION' });
  };
}
