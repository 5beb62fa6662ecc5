import { clickIdPattern } from '@shared/email-link';
import { telHref } from '@shared/phone-link';
import type { MailingList } from '@shared/unsubscribe';
import type { AgentBrand, MailBlock } from './message';

/** Whose mail it is: the deployment's branding (functions/lib/env.ts), as on the site. */
export interface MailSettings {
  productName: string;
  brokerageName: string;
  /** Its mailing (postal) address, which CASL requires in every commercial message. */
  brokerageAddress: string;
  brokerageUrl: string;
  contactEmail: string;
}

/** A list mail's way out: the page link shown in the body. */
export interface UnsubscribeLink {
  list: MailingList;
  url: string;
}

export interface RenderedMail {
  html: string;
  text: string;
}

/** What the footer says the reader gets, so they know what the link stops. */
export function listDescription(list: MailingList): string {
  return list === 'newsletter' ? 'the Monthly Sold Reports newsletter' : 'updates on this home valuation';
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Line breaks a user typed stay line breaks, and nothing else of theirs becomes markup. */
const htmlLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const colours = { brand: '#0b7c76', text: '#1f2933', dimmed: '#5f6b76', line: '#e3e8ec', page: '#f4f6f8' };
const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

/**
 * Our own tracked links (`/e/{clickId}/…`, tracked-link.ts) carry SES's `ses:no-track`: the
 * redirect counts their clicks, so SES's click tracking would count each a second time.
 */
function trackedByUs(url: string): boolean {
  try {
    const [, first, clickId] = new URL(url).pathname.split('/');
    return first === 'e' && clickIdPattern.test(clickId ?? '');
  } catch {
    return false;
  }
}

/**
 * The honeypot link (DECISIONS row 39, send.ts): in the markup for machines that follow every
 * link, and nowhere a person can see or reach it: not displayed, hidden from screen readers,
 * out of the tab order, empty of text, and never in the text part. SES may track it: a scanner
 * that fetches it through SES's tracking is caught there, one that runs the redirect page by
 * the click report.
 */
function honeypotHtml(url: string): string {
  return (
    `<a href="${escapeHtml(url)}" aria-hidden="true" tabindex="-1" ` +
    `style="display:none;max-height:0;overflow:hidden;font-size:0;line-height:0;color:transparent;text-decoration:none;mso-hide:all;"></a>`
  );
}

/**
 * A written-out address or any long word breaks where it must, rather than widening the message
 * past a phone's screen (QA 45c M2: an invitation's link made it 522 px wide at 360). `anywhere`
 * lets a table cell narrow too; `break-word` is the same for clients without it.
 */
const wraps = 'overflow-wrap:anywhere;word-break:break-word;';

/**
 * A detail's lines, its amounts and dates kept whole on a phone: `anywhere` above lets a cell
 * break inside "2026-12-05" or "$1,024,833" when it narrows (QA 64 L3); the words between them
 * still wrap. Figures are found in the text, each part escaped after (an `&#39;` is no figure:
 * review 64).
 */
const figurePattern = /(\$?\d[\d,.:-]*\d%?)/;
const detailLines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(figurePattern)
        .map((part, index) =>
          index % 2 === 1 ? `<span style="white-space:nowrap;">${escapeHtml(part)}</span>` : escapeHtml(part),
        )
        .join(''),
    )
    .join('<br>');

function blockHtml(block: MailBlock): string {
  if ('heading' in block) {
    return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.3;color:${colours.text};">${escapeHtml(block.heading)}</h2>`;
  }
  if ('paragraph' in block) {
    return `<p style="margin:0 0 16px;line-height:1.5;${wraps}">${htmlLines(block.paragraph)}</p>`;
  }
  if ('details' in block) {
    const rows = block.details
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:${colours.dimmed};vertical-align:top;">${escapeHtml(label)}</td>` +
          `<td style="padding:4px 0;${wraps}">${detailLines(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;">${rows}</table>`;
  }
  if ('quote' in block) {
    return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid ${colours.line};color:${colours.text};${wraps}">${htmlLines(block.quote)}</blockquote>`;
  }
  return (
    `<p style="margin:8px 0 24px;"><a href="${escapeHtml(block.button.url)}" ${trackedByUs(block.button.url) ? 'ses:no-track ' : ''}` +
    `style="display:inline-block;padding:12px 20px;border-radius:6px;background:${colours.brand};color:#ffffff;text-decoration:none;font-weight:600;">` +
    `${escapeHtml(block.button.label)}</a></p>`
  );
}

function blockText(block: MailBlock): string {
  if ('heading' in block) return block.heading.toUpperCase();
  if ('paragraph' in block) return block.paragraph;
  if ('details' in block) return block.details.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('quote' in block)
    return block.quote
      .split(/\r?\n/)
      .map((line) => `> ${line}`)
      .join('\n');
  return `${block.button.label}: ${block.button.url}`;
}

function agentHtml(agent: AgentBrand): string {
  const photo = agent.headshotUrl
    ? `<td width="64" style="width:64px;padding-right:16px;vertical-align:top;"><img src="${escapeHtml(agent.headshotUrl)}" width="64" height="64" alt="${escapeHtml(agent.name)}" style="display:block;border-radius:32px;"></td>`
    : '';
  const lines = [
    `<strong>${escapeHtml(agent.name)}</strong>`,
    ...(agent.phone
      ? [`<a href="${escapeHtml(telHref(agent.phone))}" style="color:${colours.brand};">${escapeHtml(agent.phone)}</a>`]
      : []),
    ...(agent.email
      ? [`<a href="mailto:${escapeHtml(agent.email)}" style="color:${colours.brand};">${escapeHtml(agent.email)}</a>`]
      : []),
  ];
  return (
    `<table role="presentation" style="margin:8px 0 0;border-top:1px solid ${colours.line};padding-top:16px;width:100%;"><tr>` +
    `${photo}<td style="vertical-align:top;line-height:1.5;${wraps}">${lines.join('<br>')}</td></tr></table>`
  );
}

function agentText(agent: AgentBrand): string {
  return ['--', agent.name, ...(agent.phone ? [agent.phone] : []), ...(agent.email ? [agent.email] : [])].join('\n');
}

/**
 * The HTML and text bodies of one message: the blocks, the agent's card, and a footer that
 * identifies the sender as CASL asks (the brokerage, its mailing address, its contact e-mail and
 * site) on every message, and, on list mail, gives the link that stops it.
 */
export function renderMail(
  content: { subject: string; blocks: readonly MailBlock[]; agent?: AgentBrand; honeypotUrl?: string },
  settings: MailSettings,
  unsubscribe?: UnsubscribeLink,
): RenderedMail {
  const footerText = [
    `${settings.brokerageName} · ${settings.brokerageAddress}`,
    `${settings.contactEmail} · ${settings.brokerageUrl}`,
    ...(unsubscribe
      ? [
          `You receive ${listDescription(unsubscribe.list)} from ${settings.productName}. Unsubscribe: ${unsubscribe.url}`,
        ]
      : []),
  ];
  const text = [
    ...content.blocks.map(blockText),
    ...(content.agent ? [agentText(content.agent)] : []),
    footerText.join('\n'),
  ].join('\n\n');

  const footerHtml = [
    `${escapeHtml(settings.brokerageName)} · ${escapeHtml(settings.brokerageAddress)}`,
    `<a href="mailto:${escapeHtml(settings.contactEmail)}" style="color:${colours.dimmed};">${escapeHtml(settings.contactEmail)}</a> · ` +
      `<a href="${escapeHtml(settings.brokerageUrl)}" style="color:${colours.dimmed};">${escapeHtml(settings.brokerageUrl.replace(/^https?:\/\//, ''))}</a>`,
    ...(unsubscribe
      ? [
          `You receive ${escapeHtml(listDescription(unsubscribe.list))} from ${escapeHtml(settings.productName)}. ` +
            `<a href="${escapeHtml(unsubscribe.url)}" style="color:${colours.dimmed};">Unsubscribe</a>`,
        ]
      : []),
  ];
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${colours.page};${font}color:${colours.text};">`,
    `<table role="presentation" width="100%" style="background:${colours.page};border-collapse:collapse;"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="600" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;border-collapse:collapse;">`,
    `<tr><td style="padding:20px 28px;border-bottom:3px solid ${colours.brand};font-size:18px;font-weight:700;color:${colours.brand};">${escapeHtml(settings.productName)}</td></tr>`,
    `<tr><td style="padding:24px 28px;font-size:15px;">${content.blocks.map(blockHtml).join('')}${content.agent ? agentHtml(content.agent) : ''}${content.honeypotUrl ? honeypotHtml(content.honeypotUrl) : ''}</td></tr>`,
    `</table>`,
    `<p style="max-width:600px;margin:16px auto 0;font-size:12px;line-height:1.6;color:${colours.dimmed};">${footerHtml.join('<br>')}</p>`,
    `</td></tr></table></body></html>`,
  ].join('\n');
  return { html, text };
}
