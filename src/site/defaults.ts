import type { Site } from './schema';

/**
 * The wedding of the spec, written to data/site.json on the first start. The spec leaves the names out,
 * so these are sample names for the couple to replace.
 */
export const DEFAULT_SITE: Site = {
  couple: { first: 'Ananya', second: 'Rohan' },
  city: 'Gurugram, India',
  startDate: '2025-08-31',
  endDate: '2025-09-01',
  rsvpDeadline: 'May 15, 2025',
  days: [
    {
      date: '2025-08-31',
      events: [
        {
          time: '12:00 PM',
          start: '2025-08-31T12:00',
          end: '2025-08-31T13:00',
          title: 'Check-in',
          description: 'Arrive at the hotel, collect your keys and settle in before the celebrations begin.',
          venue: 'hotel',
          icon: 'bed',
        },
        {
          time: '1:00 - 3:00 PM',
          start: '2025-08-31T13:00',
          end: '2025-08-31T15:00',
          title: 'Mehendi Ceremony',
          description: 'Henna for the bride and for every guest who would like a design of their own.',
          venue: 'hotel',
          icon: 'paintbrush',
        },
        {
          time: 'From 8:00 PM',
          start: '2025-08-31T20:00',
          end: '2025-08-31T23:30',
          title: 'Sagan & Cocktail Party',
          description: 'The exchange of rings, then drinks, music and dancing late into the night.',
          venue: 'club',
          icon: 'wine',
        },
      ],
    },
    {
      date: '2025-09-01',
      events: [
        {
          time: '12:00 - 3:00 PM',
          start: '2025-09-01T12:00',
          end: '2025-09-01T15:00',
          title: 'Haldi Ceremony',
          description: 'Turmeric paste for the couple, applied by family and friends, for luck and for glow.',
          venue: 'hotel',
          icon: 'sunrise',
        },
        {
          time: '6:30 PM',
          start: '2025-09-01T18:30',
          end: '2025-09-01T19:30',
          title: 'Baaraat Departure',
          description: "The groom's procession leaves the hotel with music and dancing. Join in!",
          venue: 'hotel',
          icon: 'party-popper',
        },
        {
          time: 'From 9:00 PM',
          start: '2025-09-01T21:00',
          end: '2025-09-02T00:30',
          title: 'Jaimaal & Wedding Ceremony',
          description: 'The exchange of garlands and the wedding vows, followed by dinner and celebration.',
          venue: 'palace',
          icon: 'heart',
        },
      ],
    },
  ],
  venues: [
    {
      id: 'hotel',
      name: 'The Aravali Residency',
      description: 'Where guests stay, and home to the check-in, the Mehendi, the Haldi and the start of the Baaraat.',
      address: 'Golf Course Road, DLF Phase 5, Gurugram, India 122002',
      icon: 'hotel',
    },
    {
      id: 'club',
      name: 'The Cyber Greens Club',
      description: 'A garden club for the Sagan and the cocktail party on the first evening.',
      address: 'DLF Cyber City, Phase 2, Gurugram, India 122002',
      icon: 'landmark',
    },
    {
      id: 'palace',
      name: 'Rajmahal Grand Lawns',
      description: 'The grand venue for the Jaimaal, the wedding ceremony and the dinner that follows.',
      address: 'Sector 24, DLF Phase 3, Gurugram, India 122002',
      icon: 'castle',
    },
  ],
  hosts: ['Sunita', 'Rajesh', 'Meera', 'Vikram'],
  // Written out so that the couple sees them in the file: empty means a description naming the couple.
  portraitAlt: '',
  allowIndexing: false,
};
