import type { OpenPageUpdate } from '../day/updates';
import type { LocalisedSite } from '../site/localised-site';
import type { ClientBuild } from './manifest';
import type { Portrait } from './portrait';

/** Everything the render children (render/) need to draw the pages: the server makes it and sends it to them. */
export interface RenderInput {
  site: LocalisedSite;
  portrait: Portrait | null;
  manifest: ClientBuild;
  publicUrl: string | undefined;
  /** The drawing of the shagun's UPI QR code (SVG), when site.json gives a UPI id; null otherwise. */
  shagunQr: string | null;
  /** The couple's updates the open page shows (for everyone, or a public function), newest first. */
  updates?: readonly OpenPageUpdate[];
}
