// The admin's words, in each person's chosen language (PUT /api/admin/me/language), are locales/<code>/admin.json;
// the guest pages' are guest.json, and travel in a guest page's data, while these travel with the admin's own code.
import { main } from '../../locales/en/admin.json';
import type { AdminCatalog } from './admin-texts';

/** The first view's words in English; another language's come with the rest of its catalog (room-words.ts). */
export const ADMIN_EN: AdminTexts = main;

export type { Words } from './admin-texts';
export type AdminTexts = AdminCatalog['main'];
