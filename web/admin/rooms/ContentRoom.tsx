import { contentWords } from '../../../shared/i18n/admin-content';
import type { RoomProps } from '../AdminRooms';
import { useAdminLanguage } from '../admin-language';
import { ContentEditor } from '../content/ContentEditor';
import { RoomFrame } from './RoomFrame';

/** /admin/content: every word of the site, its functions and its photo, edited and saved without a restart. */
export default function ContentRoom(_props: RoomProps) {
  const { texts, language } = useAdminLanguage();
  const words = contentWords(language);
  return (
    <RoomFrame title={texts.titles.content}>
      <section className="admin-card content-card" aria-label={words.region} lang={language}>
        <ContentEditor />
      </section>
    </RoomFrame>
  );
}
