import { Link } from 'wouter';
import { useAdminLanguage } from '../../admin-language';
import { useTraditionWords } from './tradition-words';

/** The first-run checklist's way to "Start from a tradition", at the top of the Content room. */
export function TraditionLink() {
  const { language } = useAdminLanguage();
  const words = useTraditionWords(language);
  return words ? (
    <p className="submissions__text">
      <Link href="/content">{words.firstRun}</Link>
    </p>
  ) : null;
}
