// The sizes of a household's journey and of the places, rooms and pickups the couple arranges: the schemas (the
// server's checks) and the forms' maxLength read them here. A file of its own, so that the journey's form carries
// only these.

export const STAY_LIMITS = {
  journeyNumberMaxLength: 40,
  stationMaxLength: 100,
  travelNeedsMaxLength: 500,
  placeNameMaxLength: 100,
  placeAddressMaxLength: 300,
  placeNoteMaxLength: 500,
  roomNameMaxLength: 40,
  roomFloorMaxLength: 20,
  roomNoteMaxLength: 300,
  driverMaxLength: 80,
  // A number as it is read out, with spaces, dashes and brackets.
  driverPhoneMaxLength: 30,
} as const;
