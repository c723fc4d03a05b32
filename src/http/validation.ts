import type { FastifySchemaValidationError } from 'fastify/types/schema';

interface ValidationFailure extends Error {
  statusCode: number;
  code: string;
}

function fieldOf(error: FastifySchemaValidationError): string | undefined {
  if (error.keyword === 'required')
    return String((error.params as { missingProperty?: unknown }).missingProperty ?? '');
  return error.instancePath.split('/')[1]?.replaceAll('~1', '/').replaceAll('~0', '~') || undefined;
}

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
    case 'type':
      return `must be ${params.type === 'integer' ? 'a whole number' : `a ${params.type}`}`;
    default:
      return error.message ?? 'is not valid';
  }
}

/**
 * Builds a route's schemaErrorFormatter: the answer names the first bad field and, where the route gives one,
 * uses the same sentence the page shows for it ("email: Please enter a valid email address").
 * Limits keep their own wording, because "Full name is required" would be wrong for a name that is too long.
 */
export function fieldErrorFormatter(fieldMessages: Readonly<Record<string, string>> = {}) {
  return (errors: FastifySchemaValidationError[], dataVar: string): ValidationFailure => {
    const first = errors[0];
    const field = first ? fieldOf(first) : undefined;
    let message: string;
    if (!first || !field) {
      message = `The request ${dataVar} must be a JSON object`;
    } else if (first.keyword !== 'maxLength' && fieldMessages[field]) {
      message = `${field}: ${fieldMessages[field]}`;
    } else {
      message = `${field}: ${sentenceFor(first)}`;
    }
    return Object.assign(new Error(message), { statusCode: 400, code: 'FST_ERR_VALIDATION' });
  };
}
