import type { FastifyInstance } from 'fastify';
import type { CountryCode } from 'libphonenumber-js/max';
import { weddingEvents } from '../shared/site/events';
import { createAuth } from './admin/auth';
import { createKnownDevices } from './admin/known-devices';
import { createLoginThrottle } from './admin/login-throttle';
import { createPasskeys } from './admin/passkeys';
import { createPeople } from './admin/people';
import type { AppDeps } from './app';
import { createCheckins } from './day/checkins';
import { createGifts } from './day/gifts';
import { createUpdates } from './day/updates';
import { createGuestList } from './guests/guest-list';
import { createHouseholdAnswerTaker } from './guests/take-household-answer';
import { ANSWER_WINDOW_MS, createAnswerLimiter } from './http/answer-limits';
import { createAnswerProofs } from './http/answer-proofs';
import { createMissThrottle } from './http/miss-throttle';
import type { LiveContent } from './pages/live-content';
import { householdNote, openRsvpNote } from './reach/answer-notes';
import { createNotifier } from './reach/notifier';
import { createRsvpRepository } from './rsvp/repository';
import { createAnswerTaker } from './rsvp/take-answer';
import { createSiteEditor } from './site/site-editor';
import { createStay } from './stay/stay';
import { secretKey } from './storage/secret-key';
import { createStorageGuard } from './storage/storage-guard';

const NOTES_GRACE_MS = 3_000;

/**
 * The stores and services the site's parts are made from, made once per app: a new store is made here, and reaches
 * its routes through the lists that register them (src/http/site-parts.ts, src/http/routes/admin-rooms.ts).
 */
export async function createServices(app: FastifyInstance, { db, content, siteFiles, settings, platform }: AppDeps) {
  const { now } = platform;
  const { publicUrl } = settings;
  // The content as each request finds it: a save in the admin's editor replaces it while the site runs.
  const englishSite = () => content.current.site;
  const localisedSite = () => content.current.localised;
  const rsvps = createRsvpRepository(db, now);
  const auth = createAuth(db, now);
  const storage = createStorageGuard({
    db,
    file: db.name,
    minFreeBytes: settings.minFreeBytes,
    now,
    // The couple learns of it once, in the log, when it starts and when it ends; /healthz says it meanwhile.
    onChange: (problem) =>
      problem
        ? app.log.error({ problem: problem.error }, problem.detail)
        : app.log.info('the database can be written again'),
  });
  const proofs = createAnswerProofs(secretKey(db, 'answer-proofs'), now);
  const limiter = await createAnswerLimiter(app, { ...settings.answerLimits, windowMs: ANSWER_WINDOW_MS }, proofs);
  const notifier = createNotifier(
    settings.notify,
    app.log,
    platform.notifyRetryDelaysMs ? { retryDelaysMs: [...platform.notifyRetryDelaysMs] } : {},
  );
  // Notes still on their way get a moment to leave before the process ends; one stuck on a dead endpoint is given up.
  app.addHook('onClose', async () => {
    await Promise.race([notifier.idle(), new Promise((resolve) => setTimeout(resolve, NOTES_GRACE_MS).unref())]);
    notifier.close();
  });
  const takeAnswer = createAnswerTaker({
    rsvps,
    storage,
    maxRsvps: settings.maxRsvps,
    site: englishSite,
    now,
    onStored: (stored) => notifier.notify(openRsvpNote(stored.record)),
  });
  // PUBLIC_URL wins; else the address the couple set in the admin's settings, read at each use so a save counts at
  // once.
  const publicUrlNow = () => publicUrl ?? content.current.file.publicUrl;
  const itineraryOf = ({ site, localised }: LiveContent['current']) => ({
    linkBase: publicUrlNow() ?? '',
    defaultLanguage: localised.defaultLanguage,
    eventOrder: weddingEvents(site).map((event) => event.id),
    // Checked when site.json was loaded (isSupportedCountry), so the cast only narrows a string already known good.
    defaultCountry: (site.defaultCountry ?? 'IN') as CountryCode,
  });
  const stay = createStay(db, now);
  const people = createPeople(db, now);
  const { smtpUrl, email: coupleEmail } = settings.notify;
  const day = {
    checkins: createCheckins(db, now),
    updates: createUpdates(db, now),
    gifts: createGifts(db, now),
    mail: smtpUrl && coupleEmail ? { smtpUrl, from: coupleEmail } : null,
  };
  const guestList = createGuestList(db, {
    ...itineraryOf(content.current),
    beforeMembersGo: stay.noteLeaving,
    now,
  });
  content.onReplace((next) => guestList.setItinerary(itineraryOf(next)));
  const misses = createMissThrottle({ now });
  const takeHouseholdAnswer = createHouseholdAnswerTaker({
    site: englishSite,
    guestList,
    storage,
    now,
    onSaved: (household, changed) =>
      notifier.notify(householdNote(household, weddingEvents(content.current.site), changed)),
  });
  const devices = createKnownDevices(db);
  const passkeys = createPasskeys(db, now);
  const throttle = createLoginThrottle(now);
  const siteEditor = createSiteEditor({ ...siteFiles, db, storage, live: content, now });
  return {
    englishSite,
    localisedSite,
    publicUrlNow,
    rsvps,
    auth,
    storage,
    proofs,
    limiter,
    takeAnswer,
    stay,
    people,
    day,
    guestList,
    misses,
    takeHouseholdAnswer,
    devices,
    passkeys,
    throttle,
    siteEditor,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
