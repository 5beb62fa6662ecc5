/** Document 1 §2.7: phone links use the +1 prefix. */
export function phoneHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}
