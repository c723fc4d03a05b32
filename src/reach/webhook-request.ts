/** A note for the couple: a title, and a few plain lines. */
export interface Note {
  title: string;
  text: string;
}

/**
 * The request a webhook at `url` understands. Discord and Slack take JSON with their own field, Gotify its
 * title and message; ntfy, Home Assistant and anything else get the text as it is, with the title in a header
 * (ntfy shows it as the notification's title).
 */
export function webhookRequest(url: string, note: Note): { headers: Record<string, string>; body: string } {
  const { hostname, pathname } = new URL(url);
  const json = (value: object) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
  // A guest's words must not ping a whole server or channel: Discord is told to notify no one (and "@everyone"
  // is broken with a zero-width space besides); Slack's control sequences (<!channel>, <@U…>) are escaped its way.
  if (/(^|\.)discord(app)?\.com$/.test(hostname) && pathname.startsWith('/api/webhooks/')) {
    const quiet = (text: string) => text.replace(/@(everyone|here)/gi, '@\u200b$1');
    return json({ content: `**${quiet(note.title)}**\n${quiet(note.text)}`, allowed_mentions: { parse: [] } });
  }
  if (hostname === 'hooks.slack.com')
    return json({ text: `*${slackEscaped(note.title)}*\n${slackEscaped(note.text)}` });
  if (pathname.endsWith('/message') && new URL(url).searchParams.has('token'))
    return json({ title: note.title, message: note.text });
  return { headers: { 'content-type': 'text/plain; charset=utf-8', title: headerText(note.title) }, body: note.text };
}

/** HTTP headers carry ASCII safely; other text (a name in Devanagari) goes as an RFC 2047 word, which ntfy decodes. */
function headerText(text: string): string {
  const oneLine = text.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(oneLine) ? oneLine : `=?UTF-8?B?${Buffer.from(oneLine, 'utf8').toString('base64')}?=`;
}

/** Slack reads <…> as links and mentions (<!channel> pings everyone); its own escaping makes them plain text. */
const slackEscaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
