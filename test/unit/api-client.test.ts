import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiError, errorFromResponse, failureText } from '../../web/api';

describe("the page's API errors", () => {
  test('read "<status>: <message>" from our own {error, message} answers, never the raw JSON', async () => {
    const error = await errorFromResponse(
      new Response('{"error":"invalid-input","message":"email: Please enter a valid email address"}', {
        status: 400,
        statusText: 'Bad Request',
      }),
    );
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 400);
    assert.equal(error.message, '400: email: Please enter a valid email address');
  });

  test("fall back to the status text for a proxy's HTML page, a long body or JSON that is not ours", async () => {
    const html =
      '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
    assert.equal(
      (await errorFromResponse(new Response(html, { status: 502, statusText: 'Bad Gateway' }))).message,
      '502: Bad Gateway',
    );
    assert.equal(
      (await errorFromResponse(new Response('x'.repeat(500), { status: 500, statusText: 'Internal Server Error' })))
        .message,
      '500: Internal Server Error',
    );
    assert.equal(
      (await errorFromResponse(new Response('{"detail":"nope"}', { status: 403, statusText: 'Forbidden' }))).message,
      '403: Forbidden',
    );
  });

  test('name the status in words when the answer carries no status text (as over HTTP/2)', async () => {
    assert.equal(
      (await errorFromResponse(new Response('<p>down</p>', { status: 503 }))).message,
      '503: Service Unavailable',
    );
    assert.equal(
      (await errorFromResponse(new Response(null, { status: 503, statusText: 'Service Unavailable' }))).message,
      '503: Service Unavailable',
    );
  });

  test('keep a short plain-text answer as it is', async () => {
    assert.equal(
      (await errorFromResponse(new Response('Too many requests, slow down.', { status: 429 }))).message,
      '429: Too many requests, slow down.',
    );
  });

  test('a call that got no answer at all (fetch threw) is told in the words the caller chose', () => {
    assert.equal(
      failureText(new TypeError('Failed to fetch'), 'There was an error submitting your RSVP. Please try again.'),
      'There was an error submitting your RSVP. Please try again.',
    );
    assert.equal(failureText(new ApiError(500, 'Internal Server Error'), 'unused'), '500: Internal Server Error');
  });
});
