// Families as the door volunteer met them (issue 45 §5), each written in its own script, all invited to the
// Mehendi: the guest list's and the door's searches are tried on them by the API tests and in the browser.
export const FAMILIES_IN_SCRIPTS = {
  event: 'mehendi-ceremony',
  households: [
    { name: 'कमला देवी', members: ['कमला देवी', 'रमेश शर्मा'] },
    { name: 'Kamla Devi', members: ['Kamla Devi'] },
    { name: 'Kamal Singh', members: ['Kamal Singh'] },
    { name: 'முருகன் குடும்பம்', members: ['முருகன்', 'மீனாட்சி'] },
    { name: 'محمد خان', members: ['محمد خان', 'عائشہ بیگم'] },
  ],
} as const;

/** A family as the admin's API adds it. */
export const householdInput = ({ name, members }: (typeof FAMILIES_IN_SCRIPTS.households)[number]) => ({
  name,
  members: members.map((member) => ({ name: member })),
  events: [FAMILIES_IN_SCRIPTS.event],
});
