import {
  Bed,
  Castle,
  Heart,
  Hotel,
  Landmark,
  Paintbrush,
  PartyPopper,
  Sunrise,
  Wine,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../shared/site/schema';

const ICONS: Record<IconName, LucideIcon> = {
  bed: Bed,
  hotel: Hotel,
  castle: Castle,
  landmark: Landmark,
  wine: Wine,
  'party-popper': PartyPopper,
  sunrise: Sunrise,
  heart: Heart,
  paintbrush: Paintbrush,
};

/** A decorative icon named in site.json; the text beside it carries the meaning. */
export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  const Glyph = ICONS[name];
  return <Glyph aria-hidden="true" focusable="false" size={size} strokeWidth={1.75} />;
}
