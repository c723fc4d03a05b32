/**
 * The admin's rooms under /admin/…, each served the admin's page (its script shows the room); /admin is the first.
 */
export const ADMIN_ROOMS = ['guests', 'functions', 'sending', 'stay', 'door', 'days', 'content', 'settings'] as const;
export type AdminRoom = (typeof ADMIN_ROOMS)[number];
