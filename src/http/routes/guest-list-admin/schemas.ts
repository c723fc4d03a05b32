import Type from 'typebox';
import { ImportPlanSchema, SheetErrorSchema } from '../../../../shared/guests/admin-shapes';
import { HouseholdSchema } from '../../../../shared/guests/schemas';
import { GUEST_LIMITS } from '../../../../shared/limits/guests';
import { ErrorSchema } from '../../error-schema';

// What each route may answer: the schemas drop anything else a change to the guest list's shapes might add.
export const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
export const oneHousehold = { 200: HouseholdSchema, ...errors } as const;
export const ImportAnswerSchema = Type.Object({
  ...ImportPlanSchema.properties,
  encoding: Type.String(),
  ignored: Type.Array(Type.String()),
  /** Words of the Events column read as the function they are near: the couple checks them before importing. */
  readAs: Type.Array(Type.Object({ word: Type.String(), title: Type.String(), rows: Type.Array(Type.Integer()) })),
  /** Households no greeting is given for, whom guests' pages will greet by the name they are filed under. */
  greetedByName: Type.Object({ count: Type.Integer(), examples: Type.Array(Type.String()) }),
  errors: Type.Array(SheetErrorSchema),
  error: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
export const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
export const Confirm = Type.Object({ confirm: Type.Optional(Type.Literal('1')) });
export const ImportQuery = Type.Object({
  dryRun: Type.Optional(
    Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')]),
  ),
  /** A new household's name, once or more: the couple says it is another family than the one whose phone it has. */
  asNew: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 200 }),
      Type.Array(Type.String({ maxLength: 200 }), { maxItems: GUEST_LIMITS.householdsMax }),
    ]),
  ),
});

// A guest list of a thousand households is about 100 KB as CSV; twenty times that is not a guest list.
export const SHEET_LIMIT_BYTES = 2 * 1024 * 1024;
