import Bed from 'lucide-react/icons/bed';
import Castle from 'lucide-react/icons/castle';
import Heart from 'lucide-react/icons/heart';
import Hotel from 'lucide-react/icons/hotel';
import Landmark from 'lucide-react/icons/landmark';
import Paintbrush from 'lucide-react/icons/paintbrush';
import PartyPopper from 'lucide-react/icons/party-popper';
import Sunrise from 'lucide-react/icons/sunrise';
import Wine from 'lucide-react/icons/wine';
import type { ComponentType } from 'react';
import type { IconName } from '../../shared/site/schema';
import { Dhol, Diya, type GlyphProps, HaldiBowl, Horse, Mandap, MehendiHand, Rings } from './occasion-icons';

const ICONS: Record<IconName, ComponentType<GlyphProps>> = {
  bed: Bed,
  hotel: Hotel,
  castle: Castle,
  landmark: Landmark,
  wine: Wine,
  'party-popper': PartyPopper,
  sunrise: Sunrise,
  heart: Heart,
  paintbrush: Paintbrush,
  diya: Diya,
  horse: Horse,
  mehendi: MehendiHand,
  haldi: HaldiBowl,
  dhol: Dhol,
  mandap: Mandap,
  rings: Rings,
};

/** A decorative icon named in site.json; the text beside it carries the meaning. */
export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  const Glyph = ICONS[name];
  return <Glyph aria-hidden="true" focusable="false" size={size} strokeWidth={1.75} />;
}
