import Type from 'typebox';
import { ErrorSchema } from '../../error-schema';

export const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
export const EventParams = Type.Object({ eventId: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }) });

/**
 * What the door reads of a household: its name and its people, who said they come and who has arrived. Nothing more.
 */
export const DoorHouseholdSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  people: Type.Array(
    Type.Object({ memberId: Type.Integer(), name: Type.String(), coming: Type.Boolean(), arrived: Type.Boolean() }),
  ),
  /** Its extra guests, named only in its answer, who said they come here; and how many of them have arrived. */
  guests: Type.Object({ names: Type.Array(Type.String()), arrived: Type.Integer() }),
});
