import { createContext, useMemo, useState } from 'react';
import { unreachableAddress } from '../../../shared/reach/unreachable-address';

/** The address the list's links and codes carry, whether guests can open it, and whether the couple said they know. */
export interface LinkAddress {
  readonly origin: string;
  /** Why guests cannot open it ("only this computer can open it"), or null when they can. */
  readonly why: string | null;
  readonly acknowledged: boolean;
  acknowledge(): void;
}

export const LinkAddressContext = createContext<LinkAddress>({
  origin: '',
  why: null,
  acknowledged: true,
  acknowledge: () => undefined,
});

const remembered = (origin: string) => `wedding-unreachable-links-ok:${origin}`;

/**
 * Households' links and codes are made at PUBLIC_URL when it is set, else at the address the admin is opened with.
 * The couple's "I know" lasts for this tab's visit.
 */
export function useLinkAddress(publicUrl: string | null): LinkAddress {
  const origin = new URL(publicUrl ?? window.location.origin).origin;
  const [acknowledged, setAcknowledged] = useState(() => sessionStorage.getItem(remembered(origin)) === 'yes');
  return useMemo(
    () => ({
      origin,
      why: unreachableAddress(origin),
      acknowledged,
      acknowledge() {
        sessionStorage.setItem(remembered(origin), 'yes');
        setAcknowledged(true);
      },
    }),
    [origin, acknowledged],
  );
}

/** Links and codes go out only when guests can open them, or the couple has said they know they cannot. */
export const linksMayGo = (address: LinkAddress) => address.why === null || address.acknowledged;

/** "?anyway=1" on the couple's codes once they said they know, so the server makes them. */
export const anyway = (address: LinkAddress) => (address.why && address.acknowledged ? '?anyway=1' : '');
