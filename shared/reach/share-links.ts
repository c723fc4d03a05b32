/**
 * Links that open the couple's own apps with the message written: no paid API, and the message leaves from the
 * couple's own phone, as Indian invitations do. `phone` is international (+919876543210) or null.
 */
export function whatsAppLink(phone: string | null, text: string): string {
  // wa.me takes the number's digits only; without one, WhatsApp asks whom to send it to.
  return `https://wa.me/${phone ? phone.replace(/\D/g, '') : ''}?text=${encodeURIComponent(text)}`;
}

export function smsLink(phone: string | null, text: string): string {
  // "?&body=" is the form both iOS and Android's messaging apps read.
  return `sms:${phone ?? ''}?&body=${encodeURIComponent(text)}`;
}

export function mailLink(email: string | null, subject: string, text: string): string {
  const to = email ? encodeURIComponent(email).replace(/%40/g, '@') : '';
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
}
