import { useEffect, useRef, useState } from 'react';
import type { AnswerOnPage } from '../../shared/page-data';
import type { RsvpRecord } from '../../shared/rsvp/schemas';
import { mealChoices } from '../../shared/site/meals';
import type { Site } from '../../shared/site/schema';
import { Filled, inItsLanguage, useTexts } from '../i18n/texts';
import { RsvpForm } from './RsvpForm';
import './RsvpSection.css';

/** What the guest's answer was, in the form's own words, so they can see it was taken down right. */
function Recorded({ rsvp }: { rsvp: RsvpRecord }) {
  const texts = useTexts();
  return (
    <dl className="rsvp__recorded">
      <div>
        <dt>{texts.recordedName}</dt>
        <dd>{rsvp.fullName}</dd>
      </div>
      <div>
        <dt>{texts.recordedAttending}</dt>
        <dd>{rsvp.attending ? texts.accept : texts.decline}</dd>
      </div>
      {rsvp.songRequest ? (
        <div>
          <dt>{texts.recordedSong}</dt>
          <dd>{rsvp.songRequest}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function ThankYou({ rsvp, onAnother }: { rsvp: RsvpRecord; onAnother: () => void }) {
  const texts = useTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the guest was in has gone; move them to what replaced it so a screen reader announces it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rsvp__thanks" role="status">
      <h3 ref={heading} tabIndex={-1}>
        {texts.thankYou}
      </h3>
      <p>{texts.rsvpSubmitted}</p>
      {/* The spec's sentence looks forward to seeing the guest, which would be unkind to one who cannot come. */}
      <p>{rsvp.attending ? texts.lookingForward : texts.sorryNotComing}</p>
      <Recorded rsvp={rsvp} />
      {/* A link, so that it brings back an empty form before the script has arrived, and without it. Its query
          makes it a new page: the thank-you page answering a posted form is at /#rsvp already. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a real link without the script; with it, the form is reset in place */}
      <a
        href="/?another#rsvp"
        className="button button--outline"
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
      >
        {texts.rsvpAnother}
      </a>
    </div>
  );
}

/** `answer` is the server's answer to the form posted without the script, on the page it sent back. */
export function RsvpSection({
  site,
  answer,
  closed,
}: {
  site: Site;
  answer?: AnswerOnPage | undefined;
  closed: boolean;
}) {
  const texts = useTexts();
  const deadline = inItsLanguage(texts, site.rsvpDeadline);
  const [stored, setStored] = useState<RsvpRecord | null>(answer && 'stored' in answer ? answer.stored : null);
  // A new form for each guest: the key makes React start it empty rather than with the last guest's answers.
  const [formKey, setFormKey] = useState(0);
  return (
    <section id="rsvp" className="rsvp toran below-fold" tabIndex={-1} aria-labelledby="rsvp-title">
      <div className="rsvp__card">
        <div className="section-heading">
          <h2 id="rsvp-title">{texts.rsvpTitle}</h2>
          {stored || closed ? null : (
            <p>
              <Filled text={texts.rsvpAskBy} values={{ deadline }} />
            </p>
          )}
        </div>
        {site.rsvp?.mode === 'invite-only' ? (
          <p className="rsvp__invite-only">{texts.rsvpInviteOnly}</p>
        ) : closed && !stored ? (
          <p className="rsvp__invite-only">
            <Filled text={texts.rsvpClosed} values={{ deadline, contact: site.rsvp?.contact ?? texts.theCouple }} />
          </p>
        ) : stored ? (
          <ThankYou
            rsvp={stored}
            onAnother={() => {
              setFormKey((key) => key + 1);
              setStored(null);
            }}
          />
        ) : (
          <RsvpForm
            key={formKey}
            autoFocus={formKey > 0}
            onSubmitted={setStored}
            askSongRequest={site.rsvp?.askSongRequest === true}
            meals={mealChoices(site)}
            {...(formKey === 0 && answer && 'typed' in answer ? { returned: answer } : {})}
          />
        )}
      </div>
    </section>
  );
}
