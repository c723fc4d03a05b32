import Type, { type Static } from 'typebox';

/** The one shape of every error answer: a stable code for programs and a sentence for people. */
export const ErrorSchema = Type.Object({
  error: Type.String({ description: 'kebab-case code' }),
  message: Type.String({ description: 'what went wrong and what to do about it' }),
  language: Type.Optional(
    Type.String({ description: "the message's language, when it is written in the reader's and not in English" }),
  ),
});
export type ErrorBody = Static<typeof ErrorSchema>;
