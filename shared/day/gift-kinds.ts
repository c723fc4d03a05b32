// What a gift may be: plain data, for the admin's own code, which must not carry the schemas' library.
export const GIFT_KINDS = ['cash', 'upi', 'gift', 'other'] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];
