import type { RoomProps } from '../AdminRooms';
import { ContentEditor } from '../content/ContentEditor';
import { RoomFrame } from './RoomFrame';

/** /admin/content: every word of the site, its functions and its photo, edited and saved without a restart. */
export default function ContentRoom(_props: RoomProps) {
  return (
    <RoomFrame title="The site’s content">
      <section className="admin-card content-card" aria-label="The site’s content">
        <ContentEditor />
      </section>
    </RoomFrame>
  );
}
