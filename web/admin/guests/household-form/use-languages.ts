import type { HouseholdLanguage } from '../../../../shared/guests/admin-shapes';
import { useAdminLanguage } from '../../admin-language';
import { useGuestListHandle } from '../guest-list-context';

/**
 * The languages a household may read, from the guest list's data (the server names them from the registry, which no
 * room's chunk carries, as this reader knows them): the wedding's, its default first, and any one's name.
 */
export function useLanguages() {
  const { state } = useGuestListHandle();
  const { language } = useAdminLanguage();
  const all: readonly HouseholdLanguage[] = state.status === 'ready' ? state.languages : [];
  const facts = (code: string) => all.find((one) => one.code === code);
  return {
    offered: all.filter((one) => one.offered).map((one) => one.code),
    /** Its name in the reader's words: "Tamil", "तमिल". */
    nameOf: (code: string) => facts(code)?.name ?? code,
    /** How a choice is labelled: in itself, then in the reader's words where they differ: "தமிழ் (Tamil)". */
    labelOf: (code: string) => {
      const { own = code, name = own } = facts(code) ?? {};
      return own === name ? own : `${own} (${name})`;
    },
    /** A date and a time as the reader's language writes them (on a 24-hour clock where it reads better). */
    when: (iso: string) =>
      new Date(iso).toLocaleString(facts(language)?.timeTag, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
