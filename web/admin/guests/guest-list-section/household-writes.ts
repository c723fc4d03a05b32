import type { Household, HouseholdInput } from '../../../../shared/guests/schemas';
import type { GuestWords } from '../../../../shared/i18n/admin-guests';
import { fill } from '../../../../shared/i18n/fill';
import { ApiError, apiJson } from '../../../api';
import type { GuestListChanges } from '../guest-list-changes';

/** Whether the server said no because people with a journey, a room or a pickup would go (409 stay-goes-too). */
const stayGoesToo = (err: unknown) => err instanceof ApiError && err.code === 'stay-goes-too';

/** A household's changes; taking people off who have a journey, a room or a pickup asks first. */
export function updateHousehold(household: Household, input: HouseholdInput, words: GuestWords) {
  const patch = (confirmed: boolean) =>
    apiJson('PATCH', `/api/admin/households/${household.id}${confirmed ? '?confirm=1' : ''}`, input);
  return patch(false).catch((err: unknown) => {
    if (!stayGoesToo(err)) throw err;
    const leaving = household.members.filter((member) => !input.members.some((kept) => kept.id === member.id));
    if (!window.confirm(fill(words.stayGoesToo, { names: leaving.map((member) => member.name).join(', ') }))) throw err;
    return patch(true);
  });
}

/**
 * Deletes a household once the couple says so. A travelling household is asked about its journey and rooms at once;
 * any other that still holds some (the server says so, 409) is asked about them before it goes.
 */
export function deleteHousehold(household: Household, words: GuestWords, change: GuestListChanges['change']) {
  const askedAboutStay = household.travelling;
  const question = askedAboutStay ? words.deleteTravellingConfirm : words.deleteConfirm;
  if (!window.confirm(fill(question, { name: household.name }))) return;
  const remove = (confirmed: boolean) =>
    apiJson('DELETE', `/api/admin/households/${household.id}${confirmed ? '?confirm=1' : ''}`);
  void change(
    words.deleting,
    () =>
      remove(askedAboutStay).catch((err: unknown) => {
        if (!stayGoesToo(err)) throw err;
        if (!window.confirm(fill(words.deleteTravellingConfirm, { name: household.name }))) throw err;
        return remove(true);
      }),
    fill(words.deleted, { name: household.name }),
  );
}
