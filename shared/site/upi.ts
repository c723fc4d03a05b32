/**
 * The UPI payment link a phone's UPI app opens: to this id, in this name, in rupees (the amount is the giver's). The
 * id is written as it is (the schema allows only letters, digits, . _ - and one @), as the apps expect it.
 */
export const upiLink = ({ upi, payee }: { readonly upi: string; readonly payee: string }): string =>
  `upi://pay?pa=${upi}&pn=${encodeURIComponent(payee)}&cu=INR`;
