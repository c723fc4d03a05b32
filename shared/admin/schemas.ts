import Type, { type Static } from 'typebox';

export const LoginSchema = Type.Object(
  {
    /** Left out on the spec's sign-in: the couple's first account. */
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type Login = Static<typeof LoginSchema>;

export const SessionStateSchema = Type.Object({ signedIn: Type.Boolean() });
export type SessionState = Static<typeof SessionStateSchema>;
