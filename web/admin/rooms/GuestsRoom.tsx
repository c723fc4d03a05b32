import type { RoomProps } from '../AdminRooms';
import { AuditLog } from '../guests/AuditLog';
import { GuestListSection } from '../guests/GuestListSection';
import { RoomFrame } from './RoomFrame';

/** /admin/guests: the households, their links and answers, and what changed them. */
export default function GuestsRoom({ site, onSessionEnded }: RoomProps) {
  return (
    <RoomFrame title="Guests">
      <GuestListSection site={site} onSessionEnded={onSessionEnded} />
      <AuditLog />
    </RoomFrame>
  );
}
