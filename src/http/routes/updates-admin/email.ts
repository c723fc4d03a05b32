import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { messageWordsIn } from '../../../../shared/reach/message-words';
import { updateSubject } from '../../../../shared/reach/messages';
import { mailUpdate } from '../../../day/update-mail';
import { linkOrigin } from '../../link-origin';
import { Refused } from '../../refused';
import { unreachableRefusal } from '../qr-admin';
import type { UpdatesRoutesOptions } from './rules';
import { errors, IdParams } from './schemas';

/** What the route below does, as the HTTP reference says it (docs/http-reference.md is made from its schema). */
const ABOUT = {
  email: {
    summary: 'E-mails an update to each of its households with an e-mail address',
    description:
      'Through `SMTP_URL`, from `NOTIFY_EMAIL`, each in its language with its own link: `{sent, withoutEmail, ' +
      'failed, mailedBefore}`, a household mailed before not mailed again. `409 smtp-not-set` without them; `409 ' +
      'address-not-public` when the links would hold an address guests cannot open, unless `?anyway=1`; `409 ' +
      'already-sending` while it is being mailed.',
  },
};

const NO_MAIL_SERVER =
  'There is no mail server to send from: set SMTP_URL and NOTIFY_EMAIL (docs/settings.md), or share the update ' +
  'another way.';

/** An update to its households' inboxes, in one go: each in its language, with its own link. */
export const updateEmailRoutes: FastifyPluginAsyncTypebox<UpdatesRoutesOptions> = async (
  app,
  { site, guestList, updates, storage, mail, publicUrl, author, concernedBy, shownUpdate },
) => {
  // Updates being e-mailed now: a second press of the button while the first is under way mails no one twice.
  const mailing = new Set<number>();

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
      if (!mail) throw Refused.because('smtp-not-set', NO_MAIL_SERVER);
      const update = shownUpdate(request.params.id);
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
          (language) => ({ subject: updateSubject(couple, messageWordsIn(language)) }),
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
};
