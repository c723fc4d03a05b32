import { useEffect, useRef, useState } from 'react';
import { RsvpForm } from './RsvpForm';
import './RsvpSection.css';

function ThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the guest was in has gone; move them to what replaced it so a screen reader announces it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rsvp__thanks" role="status">
      <h3 ref={heading} tabIndex={-1}>
        Thank You!
      </h3>
      <p>Your RSVP has been submitted successfully.</p>
      <p>We're looking forward to celebrating with you!</p>
    </div>
  );
}

export function RsvpSection({ deadline }: { deadline: string }) {
  const [submitted, setSubmitted] = useState(false);
  return (
    <section id="rsvp" className="rsvp below-fold" tabIndex={-1} aria-labelledby="rsvp-title">
      <div className="rsvp__card">
        <div className="section-heading">
          <h2 id="rsvp-title">RSVP</h2>
          <p>{`Please let us know if you'll be joining us by ${deadline}`}</p>
        </div>
        {submitted ? <ThankYou /> : <RsvpForm onSubmitted={() => setSubmitted(true)} />}
      </div>
    </section>
  );
}
