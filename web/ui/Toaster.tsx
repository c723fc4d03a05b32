import * as Toast from '@radix-ui/react-toast';
import X from 'lucide-react/icons/x';
import { useEffect, useRef } from 'react';
import { useTexts } from '../i18n/texts';
import { useToastLabels } from './toast-labels';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './useToast';

// SPEC §9's constants; Radix provides the live region, focus handling, pause on hover and the swipe.
const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = ['F8'];
// Swiped away toward the page's end, where toasts come from (Toaster.css): the left edge on a right-to-left page.
const endward = () => (typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'left' : 'right');

/** `focusOnMount`: F8 was pressed before this chunk arrived; honour it now, as Radix would have. */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const pageTexts = useTexts();
  const texts = useToastLabels() ?? pageTexts;
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={endward()}
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={texts.notification}
    >
      {toasts.map(({ id, open, title, description, action, variant = 'default' }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={`toast toast--${variant}`}
          type={variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast__text">
            {title && <Toast.Title className="toast__title">{title}</Toast.Title>}
            {description && <Toast.Description className="toast__description">{description}</Toast.Description>}
          </div>
          {action && (
            <Toast.Action className="toast__action" altText={action.altText} onClick={action.onClick}>
              {action.label}
            </Toast.Action>
          )}
          <Toast.Close className="toast__close" aria-label={texts.closeToast}>
            <X aria-hidden="true" size={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport ref={viewport} className="toast-viewport" hotkey={HOTKEY} label={texts.notificationsRegion} />
    </Toast.Provider>
  );
}
