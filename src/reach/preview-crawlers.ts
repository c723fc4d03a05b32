/**
 * The programs chat apps send to fetch a link and draw its preview. One of them fetching a household's link means
 * the message reached a chat (delivered); only a browser opening it means someone read it (opened).
 * Signal's apps fetch previews themselves and present themselves as WhatsApp; iMessage as Facebook's and Twitter's
 * crawlers at once. Each pattern is matched against the User-Agent header, case aside.
 */
const PREVIEW_CRAWLERS: ReadonlyArray<readonly [app: string, pattern: RegExp]> = [
  ['WhatsApp', /\bWhatsApp\//i],
  ['Telegram', /\bTelegramBot\b/i],
  ['Facebook', /\bfacebookexternalhit\/|\bFacebot\b|\bmeta-externalagent\b/i],
  ['Twitter', /\bTwitterbot\//i],
  ['Slack', /\bSlackbot-LinkExpanding\b|\bSlack-ImgProxy\b|\bSlackbot\b/i],
  ['Discord', /\bDiscordbot\//i],
  ['LinkedIn', /\bLinkedInBot\//i],
  ['Skype', /\bSkypeUriPreview\b/i],
  ['Viber', /\bViber\b/i],
  ['Snapchat', /\bSnapchat\b/i],
  ['Google Chat', /\bGoogle-PageRenderer\b|\bGoogleDocs\b/i],
  ['Microsoft Teams', /\bSkypeUriPreview\b|\bMicrosoftPreview\//i],
];

/** The app whose preview crawler sent this request, or null for anything else (a browser, or no header). */
export function previewCrawler(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  for (const [app, pattern] of PREVIEW_CRAWLERS) if (pattern.test(userAgent)) return app;
  return null;
}
