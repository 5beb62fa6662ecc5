/**
 * The phone link, with the +1 prefix (document 2 §9): a Canadian number's ten digits, whatever
 * its punctuation, and a leading 1 taken as the country code, not doubled.
 */
export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
