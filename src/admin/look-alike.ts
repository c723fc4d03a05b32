/**
 * What a username reads as, for telling look-alikes apart (Unicode TR 39's skeleton): compatibility forms folded
 * (NFKC: "ａｄｍｉｎ" is "admin"), case folded, accents and other marks dropped ("ADMİN"), and each character
 * replaced by the one it is confused with ("аdmin" with a Cyrillic а, "admın" with a dotless ı). Two names with one
 * skeleton read alike to a person choosing whom to trust. Loaded at the first sign-up, not at every start: its table
 * of look-alikes is a chunk of its own.
 */
export async function usernameSkeleton(): Promise<(username: string) => string> {
  const { default: confusables } = await import('unicode-confusables');
  // Lower-cased in ICU's root locale ("und"), as usernameKey does: no language's own rules.
  const fold = (text: string) =>
    text.normalize('NFKC').toLocaleLowerCase('und').normalize('NFD').replace(/\p{M}/gu, '');
  // Folded again after the look-alikes are replaced: a replacement may be a capital or carry a mark itself.
  return (username) => fold(confusables.rectifyConfusion(fold(username)));
}
