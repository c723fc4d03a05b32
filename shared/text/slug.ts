/**
 * "Sagan & Cocktail Party" -> "sagan-cocktail-party": an id written from a title, for a function or a venue written
 * without one. Letters lose their accents; what is not a Latin letter or a digit joins words with a dash.
 */
export function slugOf(text: string, { maxLength = 40, fallback = 'event' } = {}): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}
