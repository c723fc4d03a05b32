import './WaveDivider.css';

/** A decorative wave between two sections; `flipped` turns it 180° for the lower edge of a band. */
export function WaveDivider({ flipped = false, className = '' }: { flipped?: boolean; className?: string }) {
  return (
    <div className={`wave${flipped ? ' wave--flipped' : ''} ${className}`} aria-hidden="true">
      <svg viewBox="0 0 1440 80" preserveAspectRatio="none" focusable="false" aria-hidden="true">
        <path d="M0 40c120-26 240-26 360 0s240 26 360 0 240-26 360 0 240 26 360 0v40H0z" />
      </svg>
    </div>
  );
}
