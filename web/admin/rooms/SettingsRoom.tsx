import LogOut from 'lucide-react/icons/log-out';
import { useContext } from 'react';
import { useLocation } from 'wouter';
import { firstRunWords } from '../../../shared/i18n/admin-first-run';
import { settingsWords } from '../../../shared/i18n/admin-settings';
import { ADMIN_LANGUAGES, languageFacts } from '../../../shared/site/languages';
import { toast } from '../../ui/useToast';
import type { RoomProps } from '../AdminRooms';
import { useAdminLanguage } from '../admin-language';
import FloodRemoval from '../FloodRemoval';
import { LinkAddressWarning } from '../guests/LinkAddressWarning';
import { LinkAddressContext } from '../guests/link-address';
import { useMe } from '../me';
import { chooseFirstRun } from '../overview/first-run-shown';
import { StorageWarning } from '../StorageWarning';
import { shownName } from '../shown-name';
import { PasswordForm } from './PasswordForm';
import { PeopleSection } from './PeopleSection';
import { PublicAddressForm } from './PublicAddressForm';
import { RoomFrame } from './RoomFrame';
import { SignInCode } from './SignInCode';

/** What makes the notice of copies off the machine go: set up once, by whoever runs the machine. */
function OffsiteSteps() {
  const { language } = useAdminLanguage();
  const words = settingsWords(language);
  return (
    <section id="offsite" className="admin-card guest-list" aria-labelledby="offsite-title" lang={language}>
      <h2 id="offsite-title">{words.offsiteTitle}</h2>
      <p>{words.offsiteIntro}</p>
      <ol>
        {words.offsiteSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="submissions__text">{words.offsiteMore}</p>
    </section>
  );
}

/** Brings back the first-run checklist on the overview, after the couple hid it or finished its steps. */
function BringBackChecklist() {
  const { language } = useAdminLanguage();
  const words = firstRunWords(language);
  const [, navigate] = useLocation();
  return (
    <section className="admin-card guest-list" aria-labelledby="first-run-back" lang={language}>
      <h2 id="first-run-back">{words.bringBack}</h2>
      <p className="submissions__text">{words.bringBackIntro}</p>
      <button
        type="button"
        className="button button--outline button--small"
        onClick={() => {
          chooseFirstRun('shown');
          navigate('/');
        }}
      >
        {words.bringBack}
      </button>
    </section>
  );
}

/** /admin/settings: the address guests' links carry, the disk, and signing out. */
export default function SettingsRoom({ onSignOut, publicUrl }: RoomProps) {
  const { texts, language, setLanguage } = useAdminLanguage();
  const address = useContext(LinkAddressContext);
  const me = useMe();
  const couple = me?.role === 'couple';
  return (
    <RoomFrame title={texts.titles.settings}>
      {couple ? <StorageWarning checkKey={0} /> : null}
      <section className="admin-card guest-list" aria-labelledby="address-title">
        <h2 id="address-title" lang={language}>
          {texts.address}
        </h2>
        <p lang={language}>
          {texts.addressPointsTo} <strong>{address.origin}</strong>
        </p>
        {address.why ? (
          <LinkAddressWarning />
        ) : (
          <p className="submissions__text" lang={language}>
            {texts.addressReachable}
          </p>
        )}
        {couple ? <PublicAddressForm drawnWith={publicUrl} /> : null}
      </section>
      {couple ? <OffsiteSteps /> : null}
      {couple ? <BringBackChecklist /> : null}
      {couple ? <PeopleSection /> : null}
      {couple ? <FloodRemoval /> : null}
      <section className="admin-card guest-list" aria-labelledby="session-title" lang={language}>
        <h2 id="session-title">{texts.thisBrowser}</h2>
        {me ? (
          <p className="submissions__text">
            {texts.signedInAs} <strong>{shownName(me, settingsWords(language).roles.couple)}</strong>
            {me.username ? ` (${me.username})` : ''}.
          </p>
        ) : null}
        <fieldset className="field--choices">
          <legend>{texts.language}</legend>
          <div className="choices">
            {ADMIN_LANGUAGES.map((value) => (
              // Each named in itself: whoever reads it finds their own.
              <label key={value} className="choice" lang={languageFacts(value).tag}>
                <input
                  type="radio"
                  name="admin-language"
                  value={value}
                  checked={language === value}
                  onChange={() =>
                    void setLanguage(value).catch(() =>
                      toast({ variant: 'destructive', title: texts.notChanged, description: texts.noAnswer }),
                    )
                  }
                />
                <span>{languageFacts(value).name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="button" className="button button--outline button--small" onClick={onSignOut}>
          <LogOut aria-hidden="true" size={18} />
          {texts.logout}
        </button>
        <SignInCode />
        {me?.username ? <PasswordForm /> : null}
      </section>
    </RoomFrame>
  );
}
