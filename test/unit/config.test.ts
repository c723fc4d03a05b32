import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadCommandConfig, loadConfig } from '../../src/config';

describe('config', () => {
  test('has working defaults', () => {
    const config = loadConfig({}, [], '/srv/wedding');
    assert.deepEqual(
      { ...config },
      {
        port: 3000,
        host: '0.0.0.0',
        dataDir: '/srv/wedding/data',
        databaseFile: '/srv/wedding/data/wedding.db',
        adminPassword: undefined,
        logLevel: 'info',
        trustProxy: false,
        publicUrl: undefined,
        minFreeBytes: 64_000_000,
        maxRsvps: 50_000,
        answerLimits: { perClient: 30, overall: 600 },
        allowNewDatabase: false,
        allowSampleSite: false,
        notify: { url: undefined, smtpUrl: undefined, email: undefined },
      },
    );
    assert.ok(Object.isFrozen(config));
  });

  test('reads the environment, and flags override it', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/wedding',
        ADMIN_PASSWORD: 'long enough',
        LOG_LEVEL: 'WARN',
      },
      ['--port=9090'],
      '/',
    );
    assert.equal(config.port, 9090);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, path.resolve('/var/lib/wedding'));
    assert.equal(config.adminPassword, 'long enough');
    assert.equal(config.logLevel, 'warn');
    assert.equal(loadConfig({}, ['--data-dir', 'elsewhere'], '/srv').dataDir, '/srv/elsewhere');
  });

  test('TRUST_PROXY names the proxies allowed to report the client address', () => {
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.deepEqual(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy, ['loopback']);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy, [
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  test('NOTIFY_URL, SMTP_URL and NOTIFY_EMAIL say where the couple hears of answers, and are checked at start', () => {
    assert.deepEqual(
      {
        ...loadConfig({
          NOTIFY_URL: 'https://ntfy.sh/our-wedding',
          SMTP_URL: 'smtps://u:p@smtp.example.com:465',
          NOTIFY_EMAIL: 'us@example.com',
        }).notify,
      },
      { url: 'https://ntfy.sh/our-wedding', smtpUrl: 'smtps://u:p@smtp.example.com:465', email: 'us@example.com' },
    );
    assert.throws(
      () => loadConfig({ NOTIFY_URL: 'ntfy.sh/our-wedding' }),
      /^ConfigError: NOTIFY_URL must be an http\(s\) address/,
    );
    assert.throws(
      () => loadConfig({ SMTP_URL: 'https://u:secret@mail.example.com', NOTIFY_EMAIL: 'us@example.com' }),
      (err: Error) => {
        assert.match(err.message, /^SMTP_URL must look like smtps:\/\//);
        assert.doesNotMatch(err.message, /secret/, 'the password is never repeated');
        return true;
      },
    );
    assert.throws(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' }), /SMTP_URL and NOTIFY_EMAIL go together/);
    assert.throws(() => loadConfig({ NOTIFY_EMAIL: 'us at example' }), /NOTIFY_EMAIL must be an e-mail address/);
  });

  test('PUBLIC_URL is kept as an origin', () => {
    assert.equal(loadConfig({ PUBLIC_URL: 'https://wedding.example.com/' }).publicUrl, 'https://wedding.example.com');
  });

  test("a command's own flags come back beside the shared ones, which it may also take", () => {
    const { config, flags } = loadCommandConfig({ DATA_DIR: '/a' }, ['--keep', '30', '--data-dir=/b'], {
      keep: { type: 'string' },
    });
    assert.equal(flags.keep, '30');
    assert.equal(config.dataDir, path.resolve('/b'));
    assert.equal(config.databaseFile, path.resolve('/b/wedding.db'));
    assert.equal(loadCommandConfig({}, [], { keep: { type: 'string' } }).flags.keep, undefined);
    assert.throws(
      () => loadConfig({}, ['--keep', '30']),
      /^ConfigError: unknown option --keep; known options: --port, /,
    );
  });

  const bad: Array<[string, NodeJS.ProcessEnv, string[], RegExp]> = [
    [
      'a port that is not a number',
      { PORT: 'eighty' },
      [],
      /^PORT must be a whole number from 0 to 65535, got "eighty"$/,
    ],
    ['a port out of range', { PORT: '70000' }, [], /^PORT /],
    ['a negative port', { PORT: '-1' }, [], /^PORT /],
    [
      'an unknown log level',
      { LOG_LEVEL: 'loud' },
      [],
      /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"$/,
    ],
    ['a short admin password', { ADMIN_PASSWORD: 'short' }, [], /^ADMIN_PASSWORD must be at least 8 characters/],
    ['a host with spaces', { HOST: 'my host' }, [], /^HOST /],
    ['an unknown flag', {}, ['--colour'], /^unknown option --colour/],
    ['a flag without its value', {}, ['--port'], /^--port needs a value$/],
    ['a flag followed by another flag instead of its value', {}, ['--port', '--host', 'x'], /^--port needs a value$/],
    ['a word that is no flag', {}, ['3000'], /^3000 is not an option; known options: --port/],
    [
      'TRUST_PROXY=true, which trusts every client',
      { TRUST_PROXY: 'true' },
      [],
      /^TRUST_PROXY must be false, a number of proxy hops, or addresses/,
    ],
    [
      'a PUBLIC_URL with a path',
      { PUBLIC_URL: 'https://example.com/wedding' },
      [],
      /^PUBLIC_URL must be the site's address/,
    ],
    ['a PUBLIC_URL that is no URL', { PUBLIC_URL: 'wedding.example.com' }, [], /^PUBLIC_URL /],
    [
      'a free-space floor that is not a number',
      { MIN_FREE_MB: 'lots' },
      [],
      /^MIN_FREE_MB must be a whole number of megabytes/,
    ],
    [
      'a cap of no RSVPs at all',
      { MAX_RSVPS: '0' },
      [],
      /^MAX_RSVPS must be a whole number of RSVPs the site keeps at most, 1 or more; got "0"$/,
    ],
    ['a TRUST_PROXY range that is not one', { TRUST_PROXY: '10.0.0.0/40' }, [], /^TRUST_PROXY /],
  ];
  for (const [what, env, argv, message] of bad) {
    test(`refuses ${what}, naming the variable`, () => {
      assert.throws(
        () => loadConfig(env, argv),
        (err: unknown) => err instanceof ConfigError && message.test(err.message),
      );
    });
  }
});
