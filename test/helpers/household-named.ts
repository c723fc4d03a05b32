/**
 * The input of a household as most tests add one: its name, its people by name, the functions it is invited to, and
 * whatever else the test is about (`language`, `plusOnes`, `greeting`…). Written as one line where the object
 * spelled out took five.
 */
export const householdNamed = (name: string, members: readonly string[], events: readonly string[], more = {}) => ({
  name,
  members: members.map((member) => ({ name: member })),
  events,
  ...more,
});
