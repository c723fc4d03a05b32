import Type from 'typebox';
import { AdminLanguageSchema } from '../../../../shared/admin/admin-language';
import { ErrorSchema } from '../../error-schema';

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) });
export const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
export const Done = Type.Object({ done: Type.Literal(true) });
export const Created = Type.Object({ id: Type.Integer() });
export const Confirm = Type.Object({ confirm: Type.Optional(Type.Literal('1')) });
/** A sheet's language: one of the admin's; the reader's own when none is asked for. */
export const LanguageQuery = Type.Object({ language: Type.Optional(AdminLanguageSchema()) });
/** The drivers' sheet is one day's, as a file or as a page to print. */
export const DayQuery = Type.Object({
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  language: Type.Optional(AdminLanguageSchema()),
});
