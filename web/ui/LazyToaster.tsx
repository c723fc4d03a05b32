import X from 'lucide-react/icons/x';
import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './useToast';
// In the main bundle: esbuild does not load a lazy chunk's own stylesheet, and the fallback uses these styles too.
import './Toaster.css';
import { useTexts } from '../i18n/texts';

// The notification machinery (Radix) is a chunk of its own: a guest who never sees a toast never downloads
// it. It is fetched as soon as one is shown, when F8 asks for the notification region, or earlier by
// preloadToaster() from a form the guest starts filling in, so that it is there before it is needed.
let toasterModule: Promise<typeof import('./Toaster')> | undefined;
export function preloadToaster() {
  toasterModule ??= import('./Toaster').catch((err: unknown) => {
    toasterModule = undefined; // let a later attempt try the network again
    throw err;
  });
  return toasterModule;
}
const Toaster = lazy(() => preloadToaster().then((m) => ({ default: m.Toaster })));

/** If the chunk cannot be fetched (the network dropped), the toasts still reach the guest, unstyled by Radix. */
class ToasterFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PlainToasts /> : this.props.children;
  }
}

function PlainToasts() {
  const texts = useTexts();
  const toasts = useToasts().filter((t) => t.open);
  const shownId = toasts[0]?.id;
  // The same lifetime as the Radix toasts: gone after a while, or at once with the close button.
  useEffect(() => {
    if (shownId === undefined) return;
    const timer = setTimeout(() => dismissToast(shownId), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [shownId]);
  return (
    <div className="toast-viewport" role="alert">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.variant ?? 'default'}`}>
          <p className="toast__text">
            <strong className="toast__title">{t.title}</strong>{' '}
            <span className="toast__description">{t.description}</span>
          </p>
          <button
            type="button"
            className="toast__close"
            aria-label={texts.closeToast}
            onClick={() => dismissToast(t.id)}
          >
            <X aria-hidden="true" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}

const HOTKEY = 'F8';

export function LazyToaster() {
  const toasts = useToasts();
  const [focusRequested, setFocusRequested] = useState(false);
  const active = toasts.length > 0 || focusRequested;
  const activeNow = useRef(active);
  useEffect(() => {
    activeNow.current = active;
  }, [active]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Once the Toaster is mounted, Radix answers F8 itself.
      if (event.key === HOTKEY && !activeNow.current) setFocusRequested(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!active) return null;
  return (
    <ToasterFallback>
      <Suspense fallback={null}>
        <Toaster focusOnMount={focusRequested} />
      </Suspense>
    </ToasterFallback>
  );
}
