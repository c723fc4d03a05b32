import LogOut from 'lucide-react/icons/log-out';
import { shownName } from '../shown-name';
import { useContext } from 'react';
import { LinkAddressContext } from '../guests/link-address';
import { LinkAddressWarning } from '../guests/LinkAddressWarning';
import type { RoomProps } from '../AdminRooms';
import { StorageWarning } from '../StorageWarning';
import { PublicAddressForm } from './PublicAddressForm';
import { RoomFrame } from './RoomFrame';
import { useAdminLanguage } from '../admin-language';
import { PeopleSection } from './PeopleSection';
import { PasswordForm } from './PasswordForm';
import { SignInCode } from './SignInCode';
import FloodRemoval from '../FloodRemoval';
import { useMe } from '../me';
import { toast } from '../../ui/useToast';
import { settingsWords } from '../../../shared/i18n/admin-settings';
import { firstRunWords } from '../../../shared/i18n/admin-first-run';
import { chooseFirstRun } from '../overview/first-run-shown';
import { useLocation } from 'wouter';

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
            {(
              [
                ['en', 'English'],
                ['hi', 'हिन्दी'],
              ] as const
            ).map(([value, name]) => (
              <label key={value} className="choice" lang={value}>
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
                <span>{name}</span>
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
