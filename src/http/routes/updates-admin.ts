import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import Type from 'typebox';
import {
  UpdateHouseholdSchema,
  UpdateInputSchema,
  UpdateSchema,
  UpdateSentInputSchema,
} from '../../../shared/day/schemas';
import type { Household } from '../../../shared/guests/schemas';
import { adminRefusalWords } from '../../../shared/i18n/admin-refusal-words';
import { updateSubject } from '../../../shared/reach/messages';
import { weddingEvents } from '../../../shared/site/events';
import type { Site } from '../../../shared/site/schema';
import { mailUpdate } from '../../day/update-mail';
import type { Updates } from '../../day/updates';
import type { GuestList } from '../../guests/guest-list';
import type { StorageGuard } from '../../storage/storage-guard';
import { ErrorSchema } from '../error-schema';
import { linkOrigin, type PublicUrl } from '../link-origin';
import { doneOr, Refused } from '../refused';
import { saidTo } from '../said-to';
import { fieldErrorFormatter } from '../validation';
import { unreachableRefusal } from './qr-admin';

const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
const PostedUpdateSchema = Type.Object({
  ...UpdateSchema.properties,
  /** The households it is for, and how many of them have had it on their page. */
  concerns: Type.Integer(),
  seen: Type.Integer(),
});

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  list: {
    summary: "The couple's updates being shown, with how many households each concerns and has reached",
    description:
      '`concerns`: the households it is for (all, or those invited to its function); `seen`: how many have had it on ' +
      'their page.',
  },
  reach: {
    summary: 'Each household an update is for, and whether it has been seen or sent',
    description:
      '`{id, name, seenAt, sentAt, channel}`: those told nothing yet first, then those sent it who have not seen it, ' +
      'then those who have.',
  },
  sent: {
    summary: "Notes that an update went to a household from the couple's phone",
    description: '`200 {householdId, sentAt}`; `400` for a household the update is not for.',
  },
  post: {
    summary: 'Posts an update, for every household or for those invited to one function',
    description:
      "`201 {id}`. Shown at the top of the pages it concerns, in each household's language (`text.hi` where given), " +
      'and carried by `GET /api/invitations/<token>` as `updates`; the open page shows those for everyone and for ' +
      'public functions. `400` for a function not in the itinerary, or no English text.',
  },
  email: {
    summary: 'E-mails an update to each of its households with an e-mail address',
    description:
      'Through `SMTP_URL`, from `NOTIFY_EMAIL`, each in its language with its own link: `{sent, withoutEmail, ' +
      'failed, mailedBefore}`, a household mailed before not mailed again. `409 smtp-not-set` without them; `409 ' +
      'address-not-public` when the links would hold an address guests cannot open, unless `?anyway=1`; `409 ' +
      'already-sending` while it is being mailed.',
  },
  withdraw: {
    summary: 'Withdraws an update: no page shows it any more',
    description: '`200 {withdrawn: true}`; `404` for one not there, or withdrawn already.',
  },
};

/**
 * The couple's updates while the wedding runs: posted for everyone or for one function's households, shown at the
 * top of the pages they concern, and withdrawn when no longer true.
 */
export const updatesAdminRoutes: FastifyPluginAsyncTypebox<{
  site: () => Site;
  guestList: GuestList;
  updates: Updates;
  storage: StorageGuard;
  /** Makes the pages again: the open page shows the updates for everyone and the public functions. */
  redrawPages: () => Promise<void>;
  /** The couple's own mail server and address (SMTP_URL, NOTIFY_EMAIL), when set: updates may go by e-mail. */
  mail?: { readonly smtpUrl: string; readonly from: string } | null;
  /** PUBLIC_URL or the address set in Settings: the links the e-mails carry. */
  publicUrl: PublicUrl;
}> = async (app, { site, guestList, updates, storage, redrawPages, mail = null, publicUrl }) => {
  // Updates being e-mailed now: a second press of the button while the first is under way mails no one twice.
  const mailing = new Set<number>();
  // The update is stored either way, and the households' pages show it; only the open page waits for a redraw.
  const redrawn = async (log: FastifyBaseLogger) => {
    try {
      await redrawPages();
    } catch (err) {
      log.error({ err }, 'the open page could not be drawn again with the updates');
    }
  };
  const author = (name: string | undefined) => (name ? { name } : 'couple');
  const concernedBy = (update: { eventId: string | null }, households: readonly Household[]) =>
    update.eventId === null
      ? households
      : households.filter((household) => household.events.includes(update.eventId ?? ''));
  // Those told nothing yet first, then those sent it who have not seen it, then those who have.
  const stillToTell = (household: { seenAt: string | null; sentAt: string | null }) =>
    household.seenAt !== null ? 2 : household.sentAt !== null ? 1 : 0;
  const notFound = (id: string) =>
    Refused.because('not-found', `There is no update ${id}; it may be withdrawn already.`);

  app.get(
    '/api/admin/updates',
    { config: { access: 'couple' }, schema: { ...ABOUT.list, response: { 200: Type.Array(PostedUpdateSchema) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const households = guestList.list();
      const seen = updates.seenCounts();
      return updates.current().map((update) => ({
        ...update,
        concerns: concernedBy(update, households).length,
        seen: seen.get(update.id) ?? 0,
      }));
    },
  );

  // Who has had an update: the households it is for, those yet to see it first (the ones to send it to).
  app.get(
    '/api/admin/updates/:id/households',
    {
      config: { access: 'couple' },
      schema: { ...ABOUT.reach, params: IdParams, response: { 200: Type.Array(UpdateHouseholdSchema), ...errors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const update = updates.current().find((one) => one.id === Number(request.params.id));
      if (!update) throw notFound(request.params.id);
      const reach = updates.reachOf(update.id);
      return concernedBy(update, guestList.list())
        .map((household) => ({
          id: household.id,
          name: household.name,
          seenAt: reach.get(household.id)?.seenAt ?? null,
          sentAt: reach.get(household.id)?.sentAt ?? null,
          channel: reach.get(household.id)?.channel ?? null,
        }))
        .sort((a, b) => stillToTell(a) - stillToTell(b) || a.name.localeCompare(b.name));
    },
  );

  app.post(
    '/api/admin/updates/:id/sent',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.sent,
        params: IdParams,
        body: UpdateSentInputSchema,
        response: { 200: Type.Object({ householdId: Type.Integer(), sentAt: Type.String() }), ...errors },
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      const update = updates.current().find((one) => one.id === Number(request.params.id));
      if (!update) throw notFound(request.params.id);
      const household = guestList.get(request.body.householdId);
      if (!household || !concernedBy(update, [household]).length)
        throw Refused.because(
          'invalid-input',
          `householdId: household ${request.body.householdId} is not one this update is for`,
        );
      const sentAt = doneOr(
        storage.write(() => updates.noteSent(update, household, request.body.channel, author(request.person?.name))),
      );
      return { householdId: household.id, sentAt };
    },
  );

  app.post(
    '/api/admin/updates',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.post,
        body: UpdateInputSchema,
        response: { 201: Type.Object({ id: Type.Integer() }), ...errors },
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      const { eventId } = request.body;
      if (eventId && !weddingEvents(site()).some((event) => event.id === eventId))
        throw Refused.because('invalid-input', `eventId: "${eventId}" is not a function of the itinerary`);
      if (request.body.text.en.trim() === '')
        throw saidTo(request.person, 'invalid-input', adminRefusalWords, (words) => words.writeTheUpdate);
      const posted = doneOr(storage.write(() => updates.post(request.body, author(request.person?.name))));
      await redrawn(request.log);
      return reply.code(201).send({ id: posted.id });
    },
  );

  // An update to its households' inboxes, in one go: each in its language, with its own link.
  app.post(
    '/api/admin/updates/:id/email',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.email,
        params: IdParams,
        querystring: Type.Object({ anyway: Type.Optional(Type.Literal('1')) }),
        response: {
          200: Type.Object({
            sent: Type.Integer(),
            withoutEmail: Type.Integer(),
            failed: Type.Integer(),
            /** Households this update was e-mailed to before: not mailed again. */
            mailedBefore: Type.Integer(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      if (!mail)
        throw Refused.because(
          'smtp-not-set',
          'There is no mail server to send from: set SMTP_URL and NOTIFY_EMAIL (docs/settings.md), or share the update another way.',
        );
      const update = updates.current().find((one) => one.id === Number(request.params.id));
      if (!update) throw notFound(request.params.id);
      // The links go where the QR codes do: an address guests cannot open (this computer's, a home network's) is said,
      // not mailed to every family.
      const origin = linkOrigin(publicUrl, request);
      const unreachable = unreachableRefusal(origin, request.query.anyway === '1');
      if (unreachable) throw unreachable;
      if (mailing.has(update.id))
        throw Refused.because(
          'already-sending',
          'This update is being e-mailed now; the households it reaches are noted as it goes.',
        );
      const before = updates.emailedTo(update.id);
      const concerned = concernedBy(update, guestList.list()).filter((household) => !before.has(household.id));
      const { couple } = site();
      mailing.add(update.id);
      try {
        const { mailedTo, ...mailed } = await mailUpdate(
          mail,
          update,
          concerned,
          (language) => ({ subject: updateSubject(couple, language) }),
          (household) => (household.link.startsWith('http') ? household.link : `${origin}${household.link}`),
          (household) => {
            const noted = storage.write(() => updates.noteEmailed(update.id, household.id));
            if ('refused' in noted)
              request.log.warn({ error: noted.refused.error }, 'an e-mail sent could not be noted');
          },
        );
        const noted = storage.write(() => updates.noteMailed(update, mailed, mailedTo, author(request.person?.name)));
        if ('refused' in noted)
          request.log.warn({ error: noted.refused.error }, 'an update e-mailed could not be noted');
        return { ...mailed, mailedBefore: before.size };
      } finally {
        mailing.delete(update.id);
      }
    },
  );

  app.delete(
    '/api/admin/updates/:id',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.withdraw,
        params: IdParams,
        response: { 200: Type.Object({ withdrawn: Type.Literal(true) }), ...errors },
      },
    },
    async (request) => {
      const withdrawn = doneOr(
        storage.write(() => updates.withdraw(Number(request.params.id), author(request.person?.name))),
      );
      if (!withdrawn) throw notFound(request.params.id);
      await redrawn(request.log);
      return { withdrawn: true as const };
    },
  );
};
