// compose.yaml, as `docker compose config` reads it (docker-compose here: Debian 12 packages no compose v2, and
// podman-compose has no `config`), and the dashboard's listing beside it (deploy/container/listing/), read as a
// CasaOS store reads it: the same port and volume as the image, its words in English and Hindi, an icon.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { failWithout, isCI } from '../helpers/ci';
import { REPO_ROOT } from '../helpers/spawn-server';
import { missingTools } from './buildah';

const missing = missingTools(['docker-compose', 'python3']);
const skip = missing.length > 0 && !isCI ? `needs ${missing.join(', ')} (apt install docker-compose)` : false;
const LISTING = path.join(REPO_ROOT, 'deploy', 'container', 'listing');

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: ({ target: string; source?: string } | string)[];
  ports?: ({ target: number; published: string | number } | string)[];
  read_only?: boolean;
  healthcheck?: { test?: string[]; disable?: boolean };
  'x-casaos'?: Record<string, unknown>;
}

/** A YAML file as JSON, by the YAML reader docker-compose itself is written with. */
function yamlFile(file: string): Record<string, unknown> {
  const read = spawnSync(
    'python3',
    ['-c', 'import json,sys,yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))', file],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(read.status, 0, read.stderr);
  return JSON.parse(read.stdout) as Record<string, unknown>;
}

function composeConfig(file: string, env: Record<string, string>) {
  return spawnSync('docker-compose', ['--file', file, '--project-directory', REPO_ROOT, 'config'], {
    cwd: path.dirname(file),
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
    encoding: 'utf8',
  });
}

/** What the Containerfile says for an instruction, e.g. EXPOSE → "3000". */
function containerfile(instruction: string): string {
  const line = readFileSync(path.join(REPO_ROOT, 'Containerfile'), 'utf8')
    .split('\n')
    .find((each) => each.startsWith(`${instruction} `));
  return line?.slice(instruction.length + 1).trim() ?? '';
}

describe('compose.yaml and the dashboard listing', { skip }, () => {
  failWithout(missing, 'apt-get install docker-compose (.ci/run installs it)');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'wedding-compose-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  test('compose.yaml is accepted: the site behind Caddy with HTTPS for SITE_DOMAIN, and the backups beside it', () => {
    const read = composeConfig(path.join(REPO_ROOT, 'compose.yaml'), { SITE_DOMAIN: 'wedding.example.com' });
    assert.equal(read.status, 0, read.stderr);
    const config = yamlFile(writeTo(scratch, 'compose.yaml', read.stdout)) as { services: Record<string, Service> };
    const { wedding, backup, caddy } = config.services;
    assert.ok(wedding && backup && caddy, Object.keys(config.services).join(', '));
    assert.equal(wedding.environment?.PUBLIC_URL, 'https://wedding.example.com');
    assert.equal(wedding.environment?.TRUST_PROXY, 'uniquelocal');
    assert.equal(wedding.ports, undefined, 'the site is reachable other than through Caddy');
    for (const site of [wedding, backup]) {
      assert.equal(site.image, wedding.image);
      assert.equal(site.read_only, true);
      assert.deepEqual(site.volumes, ['wedding-data:/data:rw']);
    }
    assert.deepEqual(backup.command, ['schedule']);
    assert.deepEqual(
      backup.healthcheck?.test,
      ['NONE'],
      'the schedule would be checked on /healthz, which it does not serve',
    );
    assert.deepEqual(caddy.command, [
      'caddy',
      'reverse-proxy',
      '--from',
      'wedding.example.com',
      '--to',
      'wedding:3000',
    ]);
  });

  test('compose.yaml without SITE_DOMAIN says what to set', () => {
    const read = composeConfig(path.join(REPO_ROOT, 'compose.yaml'), {});
    assert.notEqual(read.status, 0);
    assert.match(read.stderr, /set SITE_DOMAIN in \.env/);
  });

  test("the listing is a compose file with the image's port and volume, its words in English and Hindi, an icon", () => {
    const listing = yamlFile(path.join(LISTING, 'docker-compose.yml')) as {
      name: string;
      services: Record<string, Service>;
      'x-casaos': Record<string, Record<string, string> | string | string[]>;
    };
    // CasaOS reads `name` as the app's id; docker-compose 1.x predates the key, so it checks the rest.
    const { name, ...rest } = listing;
    assert.equal(name, 'wedding');
    const read = composeConfig(writeTo(scratch, 'listing.json', JSON.stringify(rest)), { TZ: 'Asia/Kolkata' });
    assert.equal(read.status, 0, read.stderr);
    const store = listing['x-casaos'];
    const site = listing.services[String(store.main)];
    assert.ok(site, `no service ${store.main}`);
    assert.equal(store.port_map, containerfile('EXPOSE'));
    assert.deepEqual(store.architectures, ['amd64', 'arm64']);
    assert.deepEqual(site.ports, [{ target: Number(containerfile('EXPOSE')), published: '3000', protocol: 'tcp' }]);
    assert.deepEqual(
      site.volumes?.map((volume) => (typeof volume === 'string' ? volume : volume.target)),
      JSON.parse(containerfile('VOLUME')),
    );
    for (const words of ['title', 'tagline', 'description'] as const) {
      const said = store[words] as Record<string, string>;
      assert.ok(said.en_us?.trim(), `no English ${words}`);
      assert.match(said.hi_in ?? '', /[\u0900-\u097F]/, `no Hindi ${words}`);
    }
    assert.ok(existsSync(path.join(LISTING, path.basename(String(store.icon)))), `no ${store.icon} beside the listing`);
    for (const shot of store.screenshot_link as string[]) {
      const inRepository = /\/main\/(.+)$/.exec(shot)?.[1] ?? shot;
      assert.ok(existsSync(path.join(REPO_ROOT, inRepository)), `the screenshot ${shot} is not in the repository`);
    }
  });
});

function writeTo(folder: string, name: string, text: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
}
