import type { ManagedProfile } from '@shared/profile-sections';
import type { UploadTicket } from '@shared/upload';
import type { DemoApi } from './demo-api';
import { agentLooks, paintHeadshot, paintLogo } from './demo-pictures';

/**
 * A demo agent's headshot and logo, put as the dashboard's My profile puts them: `POST /uploads`
 * signs a PUT for the file's type and size, the file goes straight to storage, then the account
 * section names the headshot's key and the agent section the logo's (`PUT /profiles/{id}`, the
 * other fields as read, so nothing else changes).
 */
async function upload(api: DemoApi, agent: string, purpose: 'headshot' | 'logo', bytes: Uint8Array): Promise<string> {
  const ticket = await api.call<UploadTicket>(agent, 'POST', '/uploads', {
    body: { purpose, contentType: 'image/jpeg', size: bytes.byteLength },
  });
  const response = await fetch(ticket.url, {
    method: ticket.method,
    headers: ticket.headers,
    body: Buffer.from(bytes),
  });
  if (!response.ok) throw new Error(`The ${purpose} upload answered ${response.status}.`);
  return ticket.key;
}

export async function putAgentPictures(api: DemoApi, agent: { email: string; sub: string }): Promise<void> {
  const look = agentLooks[agent.email];
  if (!look) throw new Error(`No demo look for ${agent.email}.`);
  const [headshot, logo] = await Promise.all([
    upload(api, agent.email, 'headshot', paintHeadshot(look)),
    upload(api, agent.email, 'logo', paintLogo(look)),
  ]);
  const path = `/profiles/${agent.sub}`;
  const profile = await api.call<ManagedProfile>(agent.email, 'GET', path);
  // Each section has its own version (shared/profile-sections.ts): both saves go from this read.
  await api.call(agent.email, 'PUT', path, {
    body: {
      section: 'account',
      version: profile.sectionVersions.account,
      firstName: profile.firstName,
      lastName: profile.lastName,
      ...(profile.phone && { phone: profile.phone }),
      ...(profile.address && { address: profile.address }),
      ...(profile.dob && { dob: profile.dob }),
      ...(profile.preferredContactMethod && { preferredContactMethod: profile.preferredContactMethod }),
      headshot,
    },
  });
  const details = profile.agent ?? {};
  const social = details.socialMedias ?? {};
  await api.call(agent.email, 'PUT', path, {
    body: {
      section: 'agent',
      version: profile.sectionVersions.agent,
      ...(details.website && { website: details.website }),
      ...(details.jobDescription && { jobDescription: details.jobDescription }),
      ...(details.aboutMe && { aboutMe: details.aboutMe }),
      ...(social.instagram && { instagram: social.instagram }),
      ...(social.linkedIn && { linkedin: social.linkedIn }),
      ...(social.facebook && { facebook: social.facebook }),
      ...(social.twitter && { twitter: social.twitter }),
      logo,
    },
  });
}
