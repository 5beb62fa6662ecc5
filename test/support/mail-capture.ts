/**
 * What the SES stand-in (aws-ses-v2-local) kept of each message it was sent: `GET /store` on
 * its port. Simple content's `Headers` arrive as `headers` ({name, value}); a message without
 * any has none.
 */
export interface CapturedMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  headers?: { name: string; value: string }[];
}

export async function capturedMail(sesEndpoint: string): Promise<CapturedMail[]> {
  const answer = await fetch(`${sesEndpoint}/store`);
  return ((await answer.json()) as { emails: CapturedMail[] }).emails;
}

/** The messages sent to `address`. */
export async function mailTo(sesEndpoint: string, address: string): Promise<CapturedMail[]> {
  return (await capturedMail(sesEndpoint)).filter((mail) => mail.destination.to.includes(address));
}

/** A header's value, by case-insensitive name. */
export function headerOf(mail: CapturedMail, name: string): string | undefined {
  return mail.headers?.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;
}
