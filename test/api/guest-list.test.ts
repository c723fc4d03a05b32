// The guest list through HTTP: households and their links, a household's own answer, privacy of private events.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp } from '../helpers/app';
import { guestListSite, MEALS, PRIVATE_EVENT_TITLE } from '../helpers/guest-site';
import { postForm } from './calls';

const SHARMAS = {
  name: 'Sharma family',
  members: [{ name: 'Rajesh Sharma' }, { name: 'Sunita Sharma' }, { name: 'Aarav Sharma', child: true }],
  events: ['mehendi-ceremony', 'jaimaal-wedding-ceremony'],
  plusOnes: 1,
  phone: '+91 98765 43210',
  language: 'hi' as const,
};
const FAMILY_ONLY = {
  name: 'Kapoor family',
  members: [{ name: 'Meera Kapoor' }],
  events: ['mehendi-ceremony', 'sagan'],
};

type View = {
  household: { name: string; members: Array<{ id: number; name: string; child: boolean }> };
  events: Array<{ id: string; title: string }>;
  response: null | {
    people: Array<{ name: string; events: Record<string, boolean>; meal: string | null }>;
    message: string | null;
  };
  closed: boolean;
  contact: string | null;
};

describe('the guest list', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const admin = t.asCouple;
  const guest = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload && { payload }) });
  const create = async (input: object): Promise<Household> => {
    const response = await admin('POST', '/api/admin/households', input);
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  };
  const answerAll = (household: Household, attending: boolean, extra: object = {}) => ({
    members: household.members.map((member) => ({
      id: member.id,
      events: Object.fromEntries(household.events.map((id) => [id, attending])),
      meal: 'Jain',
    })),
    ...extra,
  });

  test('a household gets a private link of at least 128 random bits, and starts as not sent', async () => {
    const household = await create(SHARMAS);
    assert.match(household.token, /^[A-Za-z0-9_-]{22,}$/);
    assert.equal(household.link, `/i/${household.token}`);
    assert.equal(household.status, 'not-sent');
    assert.deepEqual(
      household.members.map((m) => [m.name, m.child]),
      [
        ['Rajesh Sharma', false],
        ['Sunita Sharma', false],
        ['Aarav Sharma', true],
      ],
    );
    const other = await create(FAMILY_ONLY);
    assert.notEqual(other.token, household.token);
    const list = (await admin('GET', '/api/admin/households')).json() as Household[];
    assert.deepEqual(list.map((h) => h.name).sort(), ['Kapoor family', 'Sharma family']);
  });

  test('a second household of the same name is refused (409), and so is an event site.json does not have (400)', async () => {
    const duplicate = await admin('POST', '/api/admin/households', { ...SHARMAS, name: '  sharma   FAMILY ' });
    assert.equal(duplicate.statusCode, 409, duplicate.body);
    // A code of its own, so that the admin can say it in the reader's language.
    assert.equal(duplicate.json().error, 'household-exists');
    const unknown = await admin('POST', '/api/admin/households', { ...SHARMAS, name: 'Other', events: ['garba'] });
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().message, /^events: "garba" is not an event id in site\.json$/);
  });

  test("the guest list is the couple's only: every call needs the session", async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/households'],
      ['POST', '/api/admin/households'],
      ['GET', '/api/admin/households/1'],
      ['DELETE', '/api/admin/households/1'],
      ['POST', '/api/admin/households/1/link'],
      ['GET', '/api/admin/audit'],
    ] as const) {
      assert.equal((await t.app.inject({ method, url })).statusCode, 401, `${method} ${url}`);
    }
  });

  test('a household reads only its own invitation: its members and the events it is invited to', async () => {
    const sharmas = (await admin('GET', '/api/admin/households'))
      .json()
      .find((h: Household) => h.name === 'Sharma family') as Household;
    const response = await guest('GET', `/api/invitations/${sharmas.token}`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    const view = response.json() as View;
    assert.equal(view.household.name, 'Sharma family');
    assert.deepEqual(
      view.events.map((e) => e.id),
      ['mehendi-ceremony', 'jaimaal-wedding-ceremony'],
    );
    assert.equal(view.response, null);
    // Not invited to the Sagan: nothing of it anywhere in the answer.
    assert.ok(
      !response.body.includes(PRIVATE_EVENT_TITLE) && !response.body.includes('sagan'),
      'the private event is not in the answer',
    );
    // The couple sees that the link was opened.
    assert.equal(((await admin('GET', `/api/admin/households/${sharmas.id}`)).json() as Household).status, 'opened');
  });

  test('a private event is never on the open pages, nor in their data; the household invited to it sees it', async () => {
    for (const url of ['/', '/admin', '/no-such-page']) {
      const page = await guest('GET', url);
      assert.ok(
        !page.body.includes(PRIVATE_EVENT_TITLE.replace('&', '&amp;')) && !page.body.includes(PRIVATE_EVENT_TITLE),
        `${url} has no private event`,
      );
    }
    const kapoors = (await admin('GET', '/api/admin/households'))
      .json()
      .find((h: Household) => h.name === 'Kapoor family') as Household;
    const view = (await guest('GET', `/api/invitations/${kapoors.token}`)).json() as View;
    assert.deepEqual(
      view.events.map((e) => e.title),
      ['Mehendi Ceremony', PRIVATE_EVENT_TITLE],
    );
  });

  test('a household answers per person and per event, sees its answer, and changes it; the audit log keeps both', async () => {
    const sharmas = (await admin('GET', '/api/admin/households'))
      .json()
      .find((h: Household) => h.name === 'Sharma family') as Household;
    const url = `/api/invitations/${sharmas.token}/response`;
    const [rajesh, sunita, aarav] = sharmas.members;
    assert.ok(rajesh && sunita && aarav);
    const first = {
      members: [
        {
          id: rajesh.id,
          events: { 'mehendi-ceremony': true, 'jaimaal-wedding-ceremony': true },
          meal: 'Jain',
          dietaryRestrictions: 'No onion or garlic',
        },
        // Skipping the wedding itself does not mean skipping the Mehendi: no event depends on another.
        { id: sunita.id, events: { 'mehendi-ceremony': true, 'jaimaal-wedding-ceremony': false }, meal: 'Vegetarian' },
        { id: aarav.id, events: { 'mehendi-ceremony': true, 'jaimaal-wedding-ceremony': true } },
        {
          name: 'Kiran Rao',
          events: { 'mehendi-ceremony': false, 'jaimaal-wedding-ceremony': true },
          meal: 'Non-vegetarian',
        },
      ],
      message: 'Looking forward to it!',
    };
    const answered = await guest('PUT', url, first);
    assert.equal(answered.statusCode, 200, answered.body);
    const view = answered.json() as View;
    assert.deepEqual(
      view.response?.people.map((p) => [
        p.name,
        p.events['mehendi-ceremony'],
        p.events['jaimaal-wedding-ceremony'],
        p.meal,
      ]),
      [
        ['Rajesh Sharma', true, true, 'Jain'],
        ['Sunita Sharma', true, false, 'Vegetarian'],
        ['Aarav Sharma', true, true, null],
        ['Kiran Rao', false, true, 'Non-vegetarian'],
      ],
    );
    assert.equal(view.response?.message, 'Looking forward to it!');
    assert.equal(((await admin('GET', `/api/admin/households/${sharmas.id}`)).json() as Household).status, 'partly');

    // Changed the next day: everyone comes to everything, and the extra guest no longer does.
    const changed = await guest('PUT', url, answerAll(sharmas, true));
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((changed.json() as View).response?.people.length, 3);
    const stored = (await admin('GET', `/api/admin/households/${sharmas.id}`)).json() as Household;
    assert.equal(stored.status, 'coming');
    assert.equal(stored.response?.answeredBy, 'guest');
    const rows = t.db.prepare('SELECT count(*) AS n FROM response_people WHERE household_id = ?').get(sharmas.id) as {
      n: number;
    };
    assert.equal(rows.n, 3, 'the old answer was replaced, not added to');

    const audit = (await admin('GET', '/api/admin/audit')).json() as Array<{
      action: string;
      actor: string;
      householdName: string;
      detail: { before: unknown };
    }>;
    const mine = audit.filter((entry) => entry.householdName === 'Sharma family');
    assert.deepEqual(
      mine.slice(0, 2).map((e) => [e.action, e.actor]),
      [
        ['answer-changed', 'guest'],
        ['answered', 'guest'],
      ],
    );
    const replaced = mine[0]?.detail.before as { people: unknown[] } | undefined;
    assert.equal(replaced?.people.length, 4, 'the replaced answer is in the log');
    assert.ok(!JSON.stringify(audit).includes(sharmas.token), 'the log never holds a link');
  });

  test('an answer that does not fit the household is refused with the field named, and changes nothing', async () => {
    const list = (await admin('GET', '/api/admin/households')).json() as Household[];
    const sharmas = list.find((h) => h.name === 'Sharma family') as Household;
    const kapoors = list.find((h) => h.name === 'Kapoor family') as Household;
    const url = `/api/invitations/${sharmas.token}/response`;
    const before = (await admin('GET', `/api/admin/households/${sharmas.id}`)).json() as Household;
    const valid = answerAll(sharmas, true);
    const cases: Array<[string, object, RegExp]> = [
      [
        'an event it is not invited to (the private Sagan)',
        { members: valid.members.map((m, i) => (i === 0 ? { ...m, events: { ...m.events, sagan: true } } : m)) },
        /^members\[0\]\.events\.sagan: this invitation is not for that event$/,
      ],
      [
        'an event that does not exist, in the same words',
        { members: valid.members.map((m, i) => (i === 0 ? { ...m, events: { ...m.events, garba: true } } : m)) },
        /^members\[0\]\.events\.garba: this invitation is not for that event$/,
      ],
      [
        'a member of another household',
        { members: [...valid.members, { ...valid.members[0], id: kapoors.members[0]?.id }] },
        /^members\[3\]\.id: \d+ is not a member of this household$/,
      ],
      [
        'more extra guests than allowed',
        {
          members: [
            ...valid.members,
            { name: 'One', events: valid.members[0]?.events },
            { name: 'Two', events: valid.members[0]?.events },
          ],
        },
        /^members\[4\]: this invitation may bring at most 1 extra guest$/,
      ],
      [
        'a meal not offered',
        { members: valid.members.map((m) => ({ ...m, meal: 'Vegan' })) },
        new RegExp(`^members\\[0\\]\\.meal: "Vegan" is not one of the meals offered \\(${MEALS.join(', ')}\\)$`),
      ],
      ['a member left out', { members: valid.members.slice(1) }, /^members: Rajesh Sharma \(id \d+\) has no answer$/],
      [
        'an invited event left unanswered',
        { members: valid.members.map((m) => ({ ...m, events: { 'mehendi-ceremony': true } })) },
        /^members\[0\]\.events: needs a yes or no for Jaimaal & Wedding Ceremony \(jaimaal-wedding-ceremony\)$/,
      ],
    ];
    for (const [what, payload, message] of cases) {
      const response = await guest('PUT', url, payload);
      assert.equal(response.statusCode, 400, `${what}: ${response.body}`);
      assert.match(response.json().message, message, what);
    }
    const after = (await admin('GET', `/api/admin/households/${sharmas.id}`)).json() as Household;
    assert.deepEqual(after.response, before.response);
  });

  test('two tabs answering at once leave one whole answer, never a mix', async () => {
    const sharmas = (await admin('GET', '/api/admin/households'))
      .json()
      .find((h: Household) => h.name === 'Sharma family') as Household;
    const url = `/api/invitations/${sharmas.token}/response`;
    const results = await Promise.all([
      guest('PUT', url, answerAll(sharmas, true)),
      guest('PUT', url, answerAll(sharmas, false)),
    ]);
    assert.deepEqual(
      results.map((r) => r.statusCode),
      [200, 200],
    );
    const stored = (await admin('GET', `/api/admin/households/${sharmas.id}`)).json() as Household;
    const answers = new Set(stored.response?.people.flatMap((p) => Object.values(p.events)));
    assert.equal(answers.size, 1, 'every answer is from the same tab');
    assert.equal(stored.response?.people.length, 3);
  });

  test('the couple records an answer that came by phone; the log says the couple made it', async () => {
    const kapoors = (await admin('GET', '/api/admin/households'))
      .json()
      .find((h: Household) => h.name === 'Kapoor family') as Household;
    const response = await admin('PUT', `/api/admin/households/${kapoors.id}/response`, answerAll(kapoors, false));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((response.json() as Household).status, 'declined');
    assert.equal((response.json() as Household).response?.answeredBy, 'couple');
    const audit = (await admin('GET', '/api/admin/audit')).json() as Array<{
      action: string;
      actor: string;
      householdName: string;
    }>;
    assert.deepEqual(audit.filter((e) => e.householdName === 'Kapoor family').map((e) => [e.action, e.actor])[0], [
      'answered',
      'couple',
    ]);
  });

  test('a new link works at once and the old one stops', async () => {
    const kapoors = (await admin('GET', '/api/admin/households'))
      .json()
      .find((h: Household) => h.name === 'Kapoor family') as Household;
    const renewed = await admin('POST', `/api/admin/households/${kapoors.id}/link`);
    assert.equal(renewed.statusCode, 200);
    const token = (renewed.json() as Household).token;
    assert.notEqual(token, kapoors.token);
    assert.equal((await guest('GET', `/api/invitations/${kapoors.token}`)).statusCode, 404);
    assert.equal((await guest('GET', `/api/invitations/${token}`)).statusCode, 200);
    assert.equal(
      (await guest('PUT', `/api/invitations/${kapoors.token}/response`, answerAll(kapoors, true))).statusCode,
      404,
    );
  });

  test("editing a household keeps its members' ids, and deleting it keeps its history in the audit log", async () => {
    const sharmas = (await admin('GET', '/api/admin/households'))
      .json()
      .find((h: Household) => h.name === 'Sharma family') as Household;
    const edited = await admin('PATCH', `/api/admin/households/${sharmas.id}`, {
      members: [...sharmas.members.map(({ id, name, child }) => ({ id, name, child })), { name: 'Dadi Sharma' }],
      notes: 'Needs a wheelchair ramp',
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const after = edited.json() as Household;
    assert.deepEqual(
      after.members.slice(0, 3).map((m) => m.id),
      sharmas.members.map((m) => m.id),
    );
    assert.equal(after.members[3]?.name, 'Dadi Sharma');
    assert.equal(after.notes, 'Needs a wheelchair ramp');

    const deleted = await admin('DELETE', `/api/admin/households/${sharmas.id}`);
    assert.equal(deleted.statusCode, 200);
    assert.equal((await admin('GET', `/api/admin/households/${sharmas.id}`)).statusCode, 404);
    assert.equal((await guest('GET', `/api/invitations/${sharmas.token}`)).statusCode, 404);
    const audit = (await admin('GET', '/api/admin/audit')).json() as Array<{
      action: string;
      householdName: string;
      detail: { response: { people: unknown[] } | null };
    }>;
    const removal = audit.find((e) => e.householdName === 'Sharma family' && e.action === 'deleted');
    assert.ok(removal, 'the deletion is in the log');
    assert.equal(removal.detail.response?.people.length, 3, 'with what the household had answered');
  });
});

describe('links that lead nowhere', () => {
  const t = useTestApp({ site: guestListSite() });
  test('an unknown token is the 404 of a wrong one; a client that keeps guessing is stopped (429), a household is not', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await t.app.inject({ method: 'GET', url: `/api/invitations/guess${i}` });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().error, 'not-found');
    }
    const stopped = await t.app.inject({ method: 'GET', url: '/api/invitations/guess21' });
    assert.equal(stopped.statusCode, 429);
    assert.match(
      stopped.json().message,
      /^Too many wrong links from your connection\. Please try again in 10 minutes\.$/,
    );
    // Another address is not affected.
    const other = await t.app.inject({ method: 'GET', url: '/api/invitations/guess22', remoteAddress: '203.0.113.9' });
    assert.equal(other.statusCode, 404);
  });

  test('the wait for too many wrong links is said in the language the page would have been in', async () => {
    const from = { remoteAddress: '203.0.113.77' };
    for (let i = 0; i < 20; i++) await t.app.inject({ method: 'GET', url: `/i/wrong-link-${i}`, ...from });
    const hindi = await t.app.inject({ method: 'GET', url: '/i/wrong-link-21?lang=hi', ...from });
    assert.equal(hindi.statusCode, 429);
    assert.equal(hindi.headers['content-language'], 'hi');
    assert.match(hindi.body, /बहुत सारे गलत लिंक/);
    const english = await t.app.inject({ method: 'GET', url: '/i/wrong-link-22?lang=en', ...from });
    assert.match(english.body, /^Too many wrong links from your connection/);
  });
});

describe('after the deadline', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite({ closesAt: '2020-05-15T23:59:59+05:30' }) });
  test('a household reads its answer but cannot change it; the couple still can; the open form is closed too', async () => {
    const household = await t.addHousehold(FAMILY_ONLY);
    const view = (await t.app.inject({ method: 'GET', url: `/api/invitations/${household.token}` })).json() as View;
    assert.equal(view.closed, true);
    assert.equal(view.contact, 'Priya on +91 98765 43210');
    const answer = { members: [{ id: household.members[0]?.id, events: { 'mehendi-ceremony': true, sagan: true } }] };
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${household.token}/response`,
      payload: answer,
    });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), {
      error: 'rsvp-closed',
      message: 'Responses closed on May 15, 2025; please contact Priya on +91 98765 43210.',
    });
    const byCouple = await t.asCouple('PUT', `/api/admin/households/${household.id}/response`, answer);
    assert.equal(byCouple.statusCode, 200, byCouple.body);
    const open = await t.answerOpenForm();
    assert.equal(open.statusCode, 403);
    assert.equal(open.json().error, 'rsvp-closed');
  });
});

describe('the open page at the deadline', () => {
  let clock = Date.parse('2099-05-15T23:00:00+05:30');
  const t = useTestApp({ site: guestListSite(), now: () => clock });
  test('shows the form until rsvp.closesAt, and from then on a sentence instead, without a restart', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/' })).body;
    assert.ok(before.includes('<form') && before.includes('Please let us know if you'), 'the form, before');
    clock = Date.parse('2099-05-16T00:00:00+05:30');
    const after = (await t.app.inject({ method: 'GET', url: '/' })).body;
    assert.ok(!after.includes('<form'), 'no form after the deadline');
    assert.ok(
      after.includes(
        'Responses closed on <bdi>May 15, 2025</bdi>; please contact <bdi>Priya on +91 98765 43210</bdi>.',
      ),
      'the sentence after the deadline',
    );
    const posted = await t.answerOpenForm();
    assert.equal(posted.json().error, 'rsvp-closed');
  });
});

describe('invite-only', () => {
  const t = useTestApp({ site: guestListSite({ mode: 'invite-only' }) });
  test('the open page asks guests to use their link, and shows no form', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/' })).body;
    assert.ok(page.includes('Please answer through the link in your invitation.'));
    assert.ok(!page.includes('<form'));
  });

  test("the open form is refused with 403 invite-only, through the API and the page's form", async () => {
    const api = await t.answerOpenForm();
    assert.equal(api.statusCode, 403);
    assert.deepEqual(api.json(), {
      error: 'invite-only',
      message: 'Please answer through the link in your invitation.',
    });
    const form = await postForm(t.app, '/', { fullName: 'A', email: 'a@example.com', attending: 'yes' });
    assert.equal(form.statusCode, 403);
    assert.equal((t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n, 0);
  });
});

describe("a household's e-mail", () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const post = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/households',
      headers: { cookie: t.cookie },
      payload: { name: `Family ${email.length}`, email, members: [{ name: 'Asha' }], events: [] },
    });

  test('is one address, checked: a list or a name with an address in angle brackets is refused, naming the field', async () => {
    for (const email of ['b2@example.com, list@evil.example', '"x" <angle@evil.example>', 'not an address']) {
      const refused = await post(email);
      assert.equal(refused.statusCode, 400, email);
      assert.match((refused.json() as { message: string }).message, /^email/, email);
    }
    const households = (
      await t.app.inject({ method: 'GET', url: '/api/admin/households', headers: { cookie: t.cookie } })
    ).json() as Household[];
    assert.deepEqual(households, []);
    const kept = await post(' asha@example.com ');
    assert.equal(kept.statusCode, 201, kept.body);
    assert.equal((kept.json() as Household).email, 'asha@example.com');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/households/${(kept.json() as Household).id}`,
      headers: { cookie: t.cookie },
      payload: { email: 'a@example.com; b@evil.example' },
    });
    assert.equal(patched.statusCode, 400);
  });
});
