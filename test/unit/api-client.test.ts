import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiError, errorFromResponse } from '../../web/api';

describe("the page's API errors", () => {
  test('read "<status>: <body text>"', async () => {
    const error = await errorFromResponse(new Response('{"error":"invalid-input","message":"email: Please enter a valid email address"}', { status: 400, statusText: 'Bad Request' }));
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 400);
    assert.equal(error.message, '400: {"error":"invalid-input","message":"email: Please enter a valid email address"}');
  });

  test('fall back to the status text when the body is empty', async () => {
    const error = await errorFromResponse(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    assert.equal(error.message, '503: Service Unavailable');
  });
});
