// What the terminal shows once the site listens: its addresses, where its content is, and on a first start the
// admin's password. Written to the terminal rather than the log: the password must be seen once, and never stored
// in a log file.
import path from 'node:path';
import type { Site } from '../../shared/site/schema';
import type { AdminSetup } from '../admin/auth';
import type { App } from '../app';
import { commandLine } from '../command-line';
import type { Config } from '../config';

export function readyBanner(app: App, config: Config, site: Site, adminSetup: AdminSetup): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;

  const lines = [
    '',
    `  Wedding site for ${site.couple.first} & ${site.couple.second}`,
    `  Guest page:  ${base}/`,
    `  Admin page:  ${base}/admin`,
    `  Content:     ${path.join(config.dataDir, 'site.json')} (edit it on the admin page; by hand, then restart)`,
    `  Password:    ${commandLine('set-password', config.dataDir)} (changes it at any time, even while the site runs)`,
  ];
  if (!config.publicUrl && !site.publicUrl) {
    lines.push(
      '',
      '  Link previews will have no picture: chat apps need the absolute address of the image. Set the address',
      "  guests use in the admin's Settings, or as PUBLIC_URL=https://wedding.example.com",
    );
  }
  if (adminSetup.generatedPassword) {
    lines.push(
      '',
      `  Admin password (shown only this once; only its hash is stored): ${adminSetup.generatedPassword}`,
      '  To choose your own, start with ADMIN_PASSWORD=... set.',
    );
  } else if (adminSetup.passwordChanged) {
    lines.push('', '  The admin password was changed from ADMIN_PASSWORD; every earlier sign-in has ended.');
  }
  return `${lines.join('\n')}\n\n`;
}
