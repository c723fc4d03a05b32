import Type from 'typebox';
import { ErrorSchema } from '../../error-schema';

export const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
export const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
