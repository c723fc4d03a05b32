// One way to say no: a refusal thrown from anywhere (a route, a hook, a service's Outcome) reaches the client with
// the status the catalog gives its code, in the body every error has, and in the reader's language when it was
// written in theirs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { refuse } from '../../shared/outcome';
import { REFUSAL_STATUS } from '../../shared/refusal-codes';
import { LANGUAGES } from '../../shared/site/languages';
import { doneOr, Refused } from '../../src/http/refused';
import { useTestApp } from '../helpers/app';

// A language other than the API's English: the message was written in the reader's, and says so.
const OTHER_LANGUAGE = LANGUAGES[1];

describe('a refusal, wherever it is thrown', () => {
  const t = useTestApp({
    beforeRoutes: async (app) => {
      app.get('/refused/thrown', async () => {
        throw Refused.because('site-changed', 'Reload the page.', OTHER_LANGUAGE);
      });
      app.get('/refused/outcome', async () => doneOr(refuse('travel-not-asked', 'Tell the couple directly.')));
      app.get('/refused/done', async () => doneOr({ done: { kept: true } }));
      app.addHook('onRequest', async (request) => {
        if (request.url === '/refused/in-a-hook') throw Refused.because('invite-only', 'Use your own link.');
      });
      app.get('/refused/in-a-hook', async () => 'never reached');
    },
  });

  test('is answered with its code’s status from the catalog and the error body, its language kept', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/refused/thrown' });
    assert.equal(response.statusCode, REFUSAL_STATUS['site-changed']);
    assert.equal(response.statusCode, 412);
    assert.deepEqual(response.json(), { error: 'site-changed', message: 'Reload the page.', language: OTHER_LANGUAGE });
  });

  test('a refused Outcome becomes the same answer; a done one is its value', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/refused/outcome' });
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), { error: 'travel-not-asked', message: 'Tell the couple directly.' });
    const done = await t.app.inject({ method: 'GET', url: '/refused/done' });
    assert.equal(done.statusCode, 200);
    assert.deepEqual(done.json(), { kept: true });
  });

  test('a hook refuses the same way', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/refused/in-a-hook' });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { error: 'invite-only', message: 'Use your own link.' });
  });
});
