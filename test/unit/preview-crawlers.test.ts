import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { previewCrawler } from '../../src/reach/preview-crawlers';

// User agents as these apps send them when they fetch a link to draw its preview.
const CRAWLERS: Array<[string, string]> = [
  ['WhatsApp', 'WhatsApp/2.23.20.0 A'],
  ['WhatsApp', 'WhatsApp/2.2407.3 i'],
  ['WhatsApp', 'WhatsApp/2.21.12.21 W'],
  ['Telegram', 'TelegramBot (like TwitterBot)'],
  ['Facebook', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
  // iMessage's previews.
  [
    'Facebook',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
  ],
  ['Slack', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
  ['Discord', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'],
  ['Twitter', 'Twitterbot/1.0'],
  ['LinkedIn', 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)'],
  ['Skype', 'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5'],
];

const BROWSERS = [
  'Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  // WhatsApp's own in-app browser is a person reading the invitation, not the preview crawler.
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.0.0 Mobile Safari/537.36 WhatsApp',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
];

describe('preview crawlers, told from browsers by their user agent', () => {
  for (const [app, userAgent] of CRAWLERS)
    test(`${app}: ${userAgent.slice(0, 50)}`, () => assert.equal(previewCrawler(userAgent), app));
  for (const userAgent of BROWSERS)
    test(`a browser: ${userAgent.slice(0, 60)}`, () => assert.equal(previewCrawler(userAgent), null));
  test('no header is not a crawler', () => assert.equal(previewCrawler(undefined), null));
});
