import Type, { type Static } from 'typebox';

/** The one shape of every error answer: a stable code for programs and a sentence for people. */
export const ErrorSchema = Type.Object({
  error: Type.String({ description: 'kebab-case code' }),
  message: Type.String({ description: 'what went wrong and what to do about it' }),
});
export type ErrorBody = Static<typeof ErrorSchema>;
