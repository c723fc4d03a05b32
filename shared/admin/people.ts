import Type, { type Static } from 'typebox';
import { AdminLanguageSchema } from './admin-language';

/**
 * What each person may do in the admin. The couple: everything. An organiser: the households of their side(s).
 * The caterer: headcounts, meals and dietary notes. The door: finding a household and marking who arrived.
 */
export const ROLES = ['couple', 'organiser', 'caterer', 'door'] as const;
export type Role = (typeof ROLES)[number];
export const SIDES = ['bride', 'groom'] as const;
export type Side = (typeof SIDES)[number];

const RoleSchema = Type.Union([
  Type.Literal('couple'),
  Type.Literal('organiser'),
  Type.Literal('caterer'),
  Type.Literal('door'),
]);
const SideSchema = Type.Union([Type.Literal('bride'), Type.Literal('groom')]);

export const InvitePersonSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    role: RoleSchema,
    /** An organiser's side(s); ignored for the other roles. */
    sides: Type.Optional(Type.Array(SideSchema, { minItems: 1, maxItems: 2, uniqueItems: true })),
    /** The language they read: their sign-up page and their admin start in it (they can change it later). */
    language: Type.Optional(AdminLanguageSchema()),
    /** An organiser who may see the register of shagun and gifts; ignored for the other roles. */
    seesGifts: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type InvitePerson = Static<typeof InvitePersonSchema>;

export const InvitedSchema = Type.Object({
  id: Type.Integer(),
  signupLink: Type.String(),
  /** The link as a QR code (SVG), for a person sitting beside the couple to scan. */
  signupQr: Type.String(),
});

export const PersonViewSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Null until the person has signed up with their link. */
  username: Type.Union([Type.String(), Type.Null()]),
  role: RoleSchema,
  sides: Type.Array(SideSchema),
  /** The language they read the admin in: one of the admin's (ADMIN_LANGUAGES). */
  language: AdminLanguageSchema(),
  /** Whether they see the register of shagun and gifts: the couple always; an organiser when the couple allows. */
  seesGifts: Type.Boolean(),
  createdAt: Type.Union([Type.String(), Type.Null()]),
  signedUpAt: Type.Union([Type.String(), Type.Null()]),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  /** When the person's unused sign-up link stops working; null once they have signed up. */
  signupLinkExpiresAt: Type.Union([Type.String(), Type.Null()]),
});
export type PersonView = Static<typeof PersonViewSchema>;

/** A username: what a person types to sign in; letters (any script), digits, dot, dash and underscore. */
export const USERNAME_PATTERN = '^[\\p{L}\\p{N}._-]{3,40}$';

export const SignupSchema = Type.Object(
  {
    token: Type.String({ minLength: 20, maxLength: 100 }),
    username: Type.String({ pattern: USERNAME_PATTERN }),
    password: Type.String({ minLength: 10, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type Signup = Static<typeof SignupSchema>;
