import CircleAlert from 'lucide-react/icons/circle-alert';
import { useTexts } from '../i18n/texts';
import './NotFoundPage.css';

export function NotFoundPage() {
  const texts = useTexts();
  return (
    <main className="not-found">
      <div className="not-found__card">
        <h1>
          <CircleAlert aria-hidden="true" size={32} />
          {texts.notFoundTitle}
        </h1>
        <p>{texts.notFoundText}</p>
        <p>{texts.notFoundHelp}</p>
        <a className="button button--small" href="/">
          {texts.notFoundBack}
        </a>
      </div>
    </main>
  );
}
