import { describe, expect, it } from 'vitest';
import { absoluteUrl, toAgentDetails } from '@shared/agent';
import { agentDetailsFormSchema } from '@shared/agent-schemas';
import { fieldErrors } from '@shared/auth';
import { headshotKeyPattern } from '@shared/profile';
import { subscriptionSchema } from '@shared/profile-schemas';
import { maxImageBytes } from '@shared/upload';
import { uploadRequestSchema } from '@shared/upload-schemas';

function errorsOf(input: unknown) {
  const result = agentDetailsFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('the agent form (document 1 §5.3)', () => {
  it('checks every link with "Please, enter a valid url"', () => {
    expect(
      errorsOf({
        website: 'http://localhost:8080',
        instagram: 'not a url',
        linkedin: 'http://192.168.0.1',
        facebook: 'ftp://facebook.com/x',
        twitter: 'https://[::ffff:10.0.0.1]/',
      }),
    ).toEqual({
      website: 'Please, enter a valid url',
      instagram: 'Please, enter a valid url',
      linkedin: 'Please, enter a valid url',
      facebook: 'Please, enter a valid url',
      twitter: 'Please, enter a valid url',
    });
  });

  it('words the title, bio and testimonial rules as the spec does', () => {
    expect(errorsOf({ jobDescription: 'A', aboutMe: 'Too short', testimonials: ['', 'Great!'] })).toEqual({
      jobDescription: 'Title must have at least 2 characters',
      aboutMe: 'Title must have at least 20 characters',
      'testimonials.0': 'Testimonial is required',
      'testimonials.1': 'Testimonial must have at least 10 characters',
    });
    expect(errorsOf({ aboutMe: 'x'.repeat(1001) })).toEqual({ aboutMe: 'Bio must have at most 1000 characters' });
  });

  it('stores the social links grouped, and makes scheme-less links openable', () => {
    const form = agentDetailsFormSchema.parse({ website: 'sarah.example.com', linkedin: 'https://linkedin.com/in/s' });
    expect(toAgentDetails(form)).toEqual({
      website: 'sarah.example.com',
      socialMedias: { linkedIn: 'https://linkedin.com/in/s' },
      testimonials: [],
    });
    expect(absoluteUrl('sarah.example.com')).toBe('https://sarah.example.com');
    expect(absoluteUrl('http://sarah.example.com')).toBe('http://sarah.example.com');
  });
});

describe('uploads and subscription', () => {
  it('signs only JPEG or PNG of at most 2 MB for pictures, and CSV of at most 5 MB for contacts', () => {
    expect(
      uploadRequestSchema.safeParse({ purpose: 'headshot', contentType: 'image/png', size: maxImageBytes }).success,
    ).toBe(true);
    expect(uploadRequestSchema.safeParse({ purpose: 'headshot', contentType: 'image/webp', size: 10 }).success).toBe(
      false,
    );
    expect(uploadRequestSchema.safeParse({ purpose: 'logo', contentType: 'image/png', size: 10 }).success).toBe(true);
    expect(uploadRequestSchema.safeParse({ purpose: 'logo', contentType: 'text/csv', size: 10 }).success).toBe(false);
    expect(
      uploadRequestSchema.safeParse({ purpose: 'contacts', contentType: 'text/csv', size: 5 * 1024 * 1024 }).success,
    ).toBe(true);
    expect(
      uploadRequestSchema.safeParse({ purpose: 'contacts', contentType: 'text/csv', size: 5 * 1024 * 1024 + 1 })
        .success,
    ).toBe(false);
    expect(uploadRequestSchema.safeParse({ purpose: 'contacts', contentType: 'image/png', size: 10 }).success).toBe(
      false,
    );
    expect(uploadRequestSchema.safeParse({ purpose: 'avatar', contentType: 'image/png', size: 10 }).success).toBe(
      false,
    );
  });

  it('accepts a kept headshot or a fresh upload as the profile picture, nothing else', () => {
    expect(headshotKeyPattern.test('headshots/abc-12345678.jpg')).toBe(true);
    expect(headshotKeyPattern.test('uploads/abc/3f0c.jpg')).toBe(true);
    expect(headshotKeyPattern.test('../etc/passwd')).toBe(false);
    expect(headshotKeyPattern.test('logos/x.png')).toBe(false);
  });

  it('needs the uid and both switches', () => {
    expect(subscriptionSchema.safeParse({ uid: 'u1', receiveEmail: false, receiveSoldReport: true }).success).toBe(
      true,
    );
    expect(subscriptionSchema.safeParse({ uid: '', receiveEmail: false, receiveSoldReport: true }).success).toBe(false);
    expect(subscriptionSchema.safeParse({ uid: 'u1', receiveEmail: 'no' }).success).toBe(false);
  });
});
