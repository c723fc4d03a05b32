import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../../../admin/auth';
import type { People } from '../../../admin/people';
import type { SignInCodes } from '../../../admin/sign-in-codes';
import type { StorageGuard } from '../../../storage/storage-guard';
import type { PublicUrl } from '../../link-origin';

export interface PeopleAdminOptions {
  people: People;
  auth: Auth;
  storage: StorageGuard;
  publicUrl: PublicUrl;
  signInThisBrowser: (request: FastifyRequest, reply: FastifyReply, session: { token: string; userId: number }) => void;
  now: () => number;
  signInCodes: SignInCodes;
}
