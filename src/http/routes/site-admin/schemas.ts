import Type from 'typebox';
import type { GuestList } from '../../../guests/guest-list';
import type { PersonalPages } from '../../../pages/answer-pages';
import type { SiteEditor } from '../../../site/site-editor';
import { ErrorSchema } from '../../error-schema';
import type { PreviewStore } from '../site-preview';

export interface SiteAdminOptions {
  siteEditor: SiteEditor;
  previews: PreviewStore;
  guestList: GuestList;
  personalPages: PersonalPages;
  now: () => number;
}

export const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
export const SiteDocumentSchema = Type.Object({ version: Type.String(), site: Type.Unknown() });
