import type { Household } from '../../../shared/guests/schemas';
import type { WalkKind } from '../../../shared/reach/messages';

/**
 * Whom a walk goes through: invitations to those never sent one, reminders to those sent one who have not answered,
 * and where they stay to the households asked about their journey.
 */
export function sendQueue(households: readonly Household[], kind: WalkKind): number[] {
  const due =
    kind === 'invite'
      ? (h: Household) => h.status === 'not-sent'
      : kind === 'stay'
        ? (h: Household) => h.travelling
        : (h: Household) => h.sentAt !== null && h.response === null;
  return households.filter(due).map((h) => h.id);
}
