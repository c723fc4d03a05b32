import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { type ResponseInput, ResponseInputSchema } from '../../shared/guests/schemas';
import { fieldPath } from '../http/field-path';

// The schema the JSON route validates with, compiled once more for the answers that do not come as JSON: the form a
// household posts without the script. One set of rules for every way in: a name of 12,000 characters, a control
// character or a name of zero-width spaces is refused there too. Same options as the app's own Ajv; compiled at the
// first such answer, not at every start.
let compiled: ValidateFunction<ResponseInput> | undefined;
const validator = () =>
  (compiled ??= new Ajv({
    allErrors: false,
    strict: false,
    validateSchema: false,
    coerceTypes: false,
  }).compile<ResponseInput>(ResponseInputSchema));

function sentence(error: ErrorObject): string {
  const params = error.params as { limit?: number };
  switch (error.keyword) {
    case 'maxLength':
      return `must be at most ${params.limit} characters`;
    case 'pattern':
      return 'has characters that cannot be kept (control characters), or no letter at all';
    case 'maxItems':
      return `may have at most ${params.limit} entries`;
    default:
      return error.message ?? 'is not valid';
  }
}

/** Why an answer does not fit the rules every answer meets, or null when it does. */
export function responseInputProblem(input: unknown): string | null {
  const validate = validator();
  if (validate(input)) return null;
  const first = validate.errors?.[0];
  return first ? `${fieldPath(first.instancePath) || 'answer'}: ${sentence(first)}` : 'the answer is not valid';
}
