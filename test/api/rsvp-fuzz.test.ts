// Thousands of generated malformed requests at POST /api/rsvp: every one must get a 4xx in the one error
// shape, none may store anything, and the server must still answer afterwards.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { EMAIL_PATTERN, RSVP_LIMITS } from '../../shared/rsvp/rules';
import { RsvpInputSchema } from '../../shared/rsvp/schemas';
import { RSVP_RECORD_FIELDS, useTestApp, VALID_RSVP } from '../helpers/app';

const RUNS = 600;

/** Anything but a boolean. */
const notBoolean = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.boolean()), fc.object());
/** Anything but a whole number of guests in range. */
const badGuestCount = fc.oneof(
  fc.integer({ max: RSVP_LIMITS.guestCountMin - 1 }),
  fc.integer({ min: RSVP_LIMITS.guestCountMax + 1 }),
  fc.double({ noInteger: true }),
  fc.string(),
  fc.constant(null),
  fc.boolean(),
);
/** Strings that are not an email address, and things that are not strings. */
const badEmail = fc.oneof(
  fc.string().filter((s) => !new RegExp(EMAIL_PATTERN).test(s)),
  fc.string({ minLength: RSVP_LIMITS.emailMaxLength - 5 }).map((s) => `${s.replace(/\W/g, 'a')}aaaaaaa@example.com`),
  fc.integer(),
  fc.constant(null),
);
const badFullName = fc.oneof(
  fc.stringMatching(/^\s*$/),
  fc.string({ minLength: RSVP_LIMITS.fullNameMaxLength + 1, maxLength: 400 }),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string()),
);
const badOptionalText = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.object(),
  fc.string({ minLength: RSVP_LIMITS.dietaryRestrictionsMaxLength + 1, maxLength: 1200 }),
);

/** A valid RSVP with exactly one field broken (or missing), so every body is invalid by construction. */
const oneFieldBroken = fc.oneof(
  badFullName.map((fullName) => ({ ...VALID_RSVP, fullName })),
  badEmail.map((email) => ({ ...VALID_RSVP, email })),
  badGuestCount.map((guestCount) => ({ ...VALID_RSVP, guestCount })),
  notBoolean.map((attending) => ({ ...VALID_RSVP, attending })),
  badOptionalText.map((dietaryRestrictions) => ({ ...VALID_RSVP, dietaryRestrictions })),
  fc.constantFrom('fullName', 'email', 'guestCount', 'attending').map((field) => {
    const copy: Record<string, unknown> = { ...VALID_RSVP };
    delete copy[field];
    return copy;
  }),
);

/**
 * Prototype-pollution shapes inside an otherwise valid RSVP, written as raw JSON text so the keys really arrive as
 * keys. Only the pollution can make these fail, so the property checks the parser's refusal, not the schema.
 */
const VALID_FIELDS = JSON.stringify(VALID_RSVP).slice(1, -1);
const protoKey = fc.jsonValue().map((value) => `{"__proto__": ${JSON.stringify(value) ?? 'null'}, ${VALID_FIELDS}}`);
const constructorPrototype = fc
  .jsonValue()
  .map((value) => `{"constructor": {"prototype": ${JSON.stringify(value) ?? 'null'}}, ${VALID_FIELDS}}`);
/** A plain "constructor" or "prototype" key is only an unknown field: dropped like any other, the RSVP stored. */
const harmlessLookalike = fc
  .tuple(
    fc.constantFrom('constructor', 'prototype'),
    // Without a "__proto__" or a "prototype" key at any depth: the parser refuses those on purpose (tested above).
    fc.jsonValue().filter((v) => !/"(?:__proto__|prototype)":/.test(JSON.stringify(v) ?? '')),
  )
  .map(([key, value]) => `{"${key}": ${JSON.stringify(value) ?? 'null'}, ${VALID_FIELDS}}`);

describe('POST /api/rsvp with generated malformed input', () => {
  const t = useTestApp();
  let stored: number;
  before(() => {
    stored = (t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n;
  });

  const send = async (body: string, contentType = 'application/json') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: body,
      headers: { 'content-type': contentType },
    });
    assert.ok(
      response.statusCode >= 400 && response.statusCode < 500,
      `${response.statusCode} for ${body.slice(0, 200)}: ${response.body}`,
    );
    const answer = response.json() as { error?: unknown; message?: unknown };
    assert.equal(typeof answer.error, 'string');
    assert.equal(typeof answer.message, 'string');
    return response.statusCode;
  };

  test('a valid RSVP with one field broken: 400, naming a field', async () => {
    await fc.assert(
      fc.asyncProperty(oneFieldBroken, async (body) => {
        assert.equal(await send(JSON.stringify(body)), 400);
      }),
      { numRuns: RUNS },
    );
  });

  test('any JSON value that is not a valid RSVP: 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue({ maxDepth: 4 }).filter((value) => !Value.Check(RsvpInputSchema, value)),
        async (value) => {
          await send(JSON.stringify(value) ?? 'null');
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('text that is not JSON at all, in any alphabet: 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary' }).filter((s) => {
          try {
            JSON.parse(s);
            return false;
          } catch {
            return true;
          }
        }),
        async (text) => {
          await send(text);
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('a __proto__ key, or constructor.prototype, in an otherwise valid RSVP: 400, and no object is polluted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(protoKey, constructorPrototype), async (text) => {
        assert.equal(await send(text), 400);
        assert.equal(({} as Record<string, unknown>).attending, undefined);
        assert.equal(({} as Record<string, unknown>).fullName, undefined);
      }),
      { numRuns: RUNS / 2 },
    );
  });

  test('a plain "constructor" or "prototype" key is dropped as unknown: the RSVP is stored without it', async () => {
    await fc.assert(
      fc.asyncProperty(harmlessLookalike, async (text) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/rsvp',
          payload: text,
          headers: { 'content-type': 'application/json' },
        });
        assert.equal(response.statusCode, 201, response.body);
        stored++;
        const record = response.json() as Record<string, unknown>;
        assert.deepEqual(Object.keys(record).sort(), [...RSVP_RECORD_FIELDS]);
        assert.equal(({} as Record<string, unknown>).attending, undefined);
      }),
      { numRuns: 50 },
    );
  });

  test('a valid RSVP in another content type: 415', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'text/html',
          'application/octet-stream',
        ),
        async (type) => {
          assert.equal(await send(JSON.stringify(VALID_RSVP), type), 415);
        },
      ),
      { numRuns: 30 },
    );
  });

  test('afterwards nothing malformed was stored and the server still answers', async () => {
    assert.equal((t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n, stored);
    assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/rsvp', payload: VALID_RSVP })).statusCode, 201);
  });
});
