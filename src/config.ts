import { isIP } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';

const DATABASE_FILE_NAME = 'wedding.db';

/**
 * Every setting's default, in one place. A family answers from one home connection, and a few hundred guests may
 * share a mobile carrier's address, but at a wedding not 30 answers from one connection in ten minutes, nor 600
 * from everyone: a script filling the disk does that in a second.
 */
export const SETTING_DEFAULTS = {
  port: 3000,
  host: '0.0.0.0',
  dataDir: './data',
  logLevel: 'info',
  minFreeMb: 64,
  maxRsvps: 50_000,
  answersPerClient: 30,
  answersOverall: 600,
} as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** dataDir/wedding.db: the responses, the admin account and its sessions. */
  readonly databaseFile: string;
  /** When set, becomes the admin password at start. */
  readonly adminPassword: string | undefined;
  readonly logLevel: LogLevel;
  /**
   * Which proxies may tell us the client's address and protocol (X-Forwarded-For/-Proto): false (none,
   * the default), a number of hops, or addresses/CIDR ranges (and the words loopback, linklocal, uniquelocal).
   */
  readonly trustProxy: false | number | readonly string[];
  /**
   * The address guests use, e.g. https://wedding.example.com. Link previews need absolute image URLs;
   * without it they get a path, which some chat apps cannot follow.
   */
  readonly publicUrl: string | undefined;
  /** Below this much free space on the data folder's disk, guests' answers get 503 instead of filling it. */
  readonly minFreeBytes: number;
  /** The most open-form RSVPs the site keeps; a flood beyond it gets 503 rather than the whole disk. */
  readonly maxRsvps: number;
  /**
   * Answers taken per 10 minutes from one client (ANSWER_LIMIT_PER_CLIENT) and from everyone (ANSWER_LIMIT_OVERALL).
   */
  readonly answerLimits: { readonly perClient: number; readonly overall: number };
  /** NEW_DATABASE=yes: start with an empty database although the data folder was used before. */
  readonly allowNewDatabase: boolean;
  /** NEW_SITE=yes: write the sample site.json although the database holds a wedding's answers. */
  readonly allowSampleSite: boolean;
  /** NOTIFY_URL, SMTP_URL, NOTIFY_EMAIL: where the couple hears of each answer. */
  readonly notify: {
    readonly url: string | undefined;
    readonly smtpUrl: string | undefined;
    readonly email: string | undefined;
  };
}

/** A setting the server cannot start with; the message names the variable and says what would work. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Each flag stands for the environment variable beside it, for a quick run without exporting anything.
const FLAGS = {
  port: 'PORT',
  host: 'HOST',
  'data-dir': 'DATA_DIR',
  'log-level': 'LOG_LEVEL',
  'trust-proxy': 'TRUST_PROXY',
  'public-url': 'PUBLIC_URL',
} as const;

/** A command's own flags, beside the shared ones (`npm run backup -- --keep 30`); each takes a value. */
export type CommandFlags = Readonly<Record<string, { readonly type: 'string' | 'boolean' }>>;
type FlagValues<T extends CommandFlags> = {
  [K in keyof T]: (T[K]['type'] extends 'boolean' ? boolean : string) | undefined;
};

function parseFlags<T extends CommandFlags>(argv: readonly string[], commandFlags: T, allowPositionals: boolean) {
  const options = {
    ...Object.fromEntries(Object.keys(FLAGS).map((name) => [name, { type: 'string' as const }])),
    ...Object.fromEntries(Object.entries(commandFlags).map(([name, { type }]) => [name, { type }])),
  };
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options, strict: true, allowPositionals });
    return { values: values as Partial<Record<string, string | boolean>>, positionals };
  } catch (err) {
    // parseArgs words its errors for programmers ("Unknown option '--colour'. To specify a positional ..."): say it
    // plainly.
    const known = Object.keys(options)
      .map((name) => `--${name}`)
      .join(', ');
    const message = err instanceof Error ? err.message : String(err);
    const flag = /'(--?[\w-]+)/.exec(message)?.[1] ?? '';
    const code = err instanceof Error && 'code' in err ? err.code : undefined;
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new ConfigError(`${flag} needs a value`);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new ConfigError(`unknown option ${flag}; known options: ${known}`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
      throw new ConfigError(
        `${message.match(/'([^']*)'/)?.[1] ?? 'an argument'} is not an option; known options: ${known}`,
      );
    throw new ConfigError(`cannot read the command line: ${message}; known options: ${known}`);
  }
}

function wholeNumber(text: string | undefined, name: string, fallback: number, meaning: string, minimum = 0): number {
  const value = text?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < minimum) {
    throw new ConfigError(`${name} must be a whole number of ${meaning}, ${minimum} or more; got "${text}"`);
  }
  return Number(value);
}

function parsePublicUrl(text: string | undefined): string | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    url = new URL('invalid://');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(
      `PUBLIC_URL must be the site's address with no path, such as https://wedding.example.com; got "${text}"`,
    );
  }
  return url.origin;
}

function parseNotify(source: NodeJS.ProcessEnv): Config['notify'] {
  const url = source.NOTIFY_URL?.trim() || undefined;
  if (url !== undefined && !/^https?:$/.test(safeUrl(url)?.protocol ?? '')) {
    throw new ConfigError(
      'NOTIFY_URL must be an http(s) address that takes a POST, such as https://ntfy.sh/our-wedding-1234; ' +
        `got "${source.NOTIFY_URL}"`,
    );
  }
  const smtpUrl = source.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined && !/^smtps?:$/.test(safeUrl(smtpUrl)?.protocol ?? '')) {
    // The address holds a password: never repeated in the message.
    throw new ConfigError(
      'SMTP_URL must look like smtps://user:password@smtp.example.com:465 (or smtp:// for port 587 with STARTTLS)',
    );
  }
  const email = source.NOTIFY_EMAIL?.trim() || undefined;
  if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new ConfigError(`NOTIFY_EMAIL must be an e-mail address; got "${source.NOTIFY_EMAIL}"`);
  if ((smtpUrl === undefined) !== (email === undefined)) {
    throw new ConfigError(
      'SMTP_URL and NOTIFY_EMAIL go together: the mail server to send through, and the address to send the notes to',
    );
  }
  return Object.freeze({ url, smtpUrl, email });
}

function safeUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

const PROXY_WORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_WORDS.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(text: string | undefined): Config['trustProxy'] {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  // "true" would trust any client to claim any address; say which proxy instead.
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(
      'TRUST_PROXY must be false, a number of proxy hops, ' +
        `or addresses/CIDR ranges such as "loopback" or "127.0.0.1,10.0.0.0/8"; got "${text}"`,
    );
  }
  return Object.freeze(entries);
}

/** The only reader of the environment and the command line: everything else receives a Config. */
export function loadConfig(env: NodeJS.ProcessEnv, argv: readonly string[] = [], cwd = process.cwd()): Config {
  return loadCommandConfig(env, argv, {}, cwd).config;
}

/** loadConfig for a command that takes flags of its own, which come back as given (strings), for it to check. */
export function loadCommandConfig<T extends CommandFlags>(
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
  commandFlags: T,
  cwd = process.cwd(),
  allowPositionals = false,
) {
  const { values: flags, positionals } = parseFlags(argv, commandFlags, allowPositionals);
  const source: NodeJS.ProcessEnv = { ...env };
  for (const [flag, name] of Object.entries(FLAGS)) {
    const value = flags[flag];
    if (typeof value === 'string') source[name] = value;
  }
  const commandValues = Object.fromEntries(
    Object.keys(commandFlags).map((name) => [name, flags[name]]),
  ) as FlagValues<T>;
  return { config: readConfig(source, cwd), flags: commandValues, positionals };
}

/**
 * What every entry point (server, set-password, backup) starts with: the config from this process's environment
 * and command line, or the one line that says what is wrong, and exit code 2, the shell's "usage error".
 */
export function loadConfigOrExit<T extends CommandFlags>(commandFlags: T = {} as T, allowPositionals = false) {
  try {
    return loadCommandConfig(process.env, process.argv.slice(2), commandFlags, process.cwd(), allowPositionals);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
}

function readConfig(source: NodeJS.ProcessEnv, cwd: string): Config {
  const portText = source.PORT?.trim() || String(SETTING_DEFAULTS.port);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${source.PORT}"`);
  }

  const host = source.HOST?.trim() || SETTING_DEFAULTS.host;
  if (/\s/.test(host)) throw new ConfigError(`HOST must be an address or host name, got "${source.HOST}"`);

  const dataDirText = source.DATA_DIR?.trim() || SETTING_DEFAULTS.dataDir;
  const dataDir = path.resolve(cwd, dataDirText);
  const databaseFile = path.join(dataDir, DATABASE_FILE_NAME);

  const adminPassword =
    source.ADMIN_PASSWORD === undefined || source.ADMIN_PASSWORD === '' ? undefined : source.ADMIN_PASSWORD;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long; leave it unset to get a generated one');
  }

  const logLevel = (source.LOG_LEVEL?.trim().toLowerCase() || SETTING_DEFAULTS.logLevel) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${source.LOG_LEVEL}"`);
  }

  const trustProxy = parseTrustProxy(source.TRUST_PROXY);

  const publicUrl = parsePublicUrl(source.PUBLIC_URL);

  const minFreeBytes =
    wholeNumber(
      source.MIN_FREE_MB,
      'MIN_FREE_MB',
      SETTING_DEFAULTS.minFreeMb,
      'megabytes of free disk below which answers are refused',
    ) * 1_000_000;
  const answerLimits = {
    perClient: wholeNumber(
      source.ANSWER_LIMIT_PER_CLIENT,
      'ANSWER_LIMIT_PER_CLIENT',
      SETTING_DEFAULTS.answersPerClient,
      'answers per 10 minutes from one client',
      1,
    ),
    overall: wholeNumber(
      source.ANSWER_LIMIT_OVERALL,
      'ANSWER_LIMIT_OVERALL',
      SETTING_DEFAULTS.answersOverall,
      'answers per 10 minutes from everyone',
      1,
    ),
  };
  const allowNewDatabase = /^(yes|true|1)$/i.test(source.NEW_DATABASE?.trim() ?? '');
  const allowSampleSite = /^(yes|true|1)$/i.test(source.NEW_SITE?.trim() ?? '');
  const maxRsvps = wholeNumber(
    source.MAX_RSVPS,
    'MAX_RSVPS',
    SETTING_DEFAULTS.maxRsvps,
    'RSVPs the site keeps at most',
    1,
  );

  const notify = parseNotify(source);

  return Object.freeze({
    port,
    host,
    dataDir,
    databaseFile,
    adminPassword,
    logLevel,
    trustProxy,
    publicUrl,
    minFreeBytes,
    maxRsvps,
    answerLimits,
    allowNewDatabase,
    allowSampleSite,
    notify,
  });
}
