// The sizes of what the days themselves hold: the updates sent to households, and the register of gifts. The
// schemas and the forms' maxLength read them here.

export const DAY_LIMITS = {
  updateMaxLength: 600,
  giftFromMaxLength: 120,
  giftDescriptionMaxLength: 300,
  giftSearchMaxLength: 80,
} as const;
