import type { Household } from '../../../shared/guests/schemas';
import type { MessageKind } from '../../../shared/reach/messages';

/** Whom a walk goes through: invitations to those never sent one, reminders to those sent one who have not answered. */
export function sendQueue(households: readonly Household[], kind: MessageKind): number[] {
  const due =
    kind === 'invite'
      ? (h: Household) => h.status === 'not-sent'
      : (h: Household) => h.sentAt !== null && h.response === null;
  return households.filter(due).map((h) => h.id);
}
