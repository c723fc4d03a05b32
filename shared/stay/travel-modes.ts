// Plain words, no schema library: the household's page imports these, and must not carry a validator with them.

export const TRAVEL_MODES = ['train', 'flight', 'bus', 'car', 'other'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];
