import { describe, expect, it } from 'vitest';
import { generatePeople } from '../../../../infra/local/seed/people';

describe('the seeded contacts', () => {
  it('give most people a real 000-000-0000 phone and leave the rest empty, never a placeholder', () => {
    const people = generatePeople({
      seed: 'phones',
      tag: 'p',
      agentIds: ['agent-1'],
      count: 2_000,
      now: new Date('2026-06-15T12:00:00Z'),
    });

    const phones = people.map((person) => person.phone);
    const withPhone = phones.filter((phone) => phone !== undefined);
    expect(withPhone.every((phone) => /^[2-9]\d{2}-555-\d{4}$/.test(phone!))).toBe(true);
    expect(withPhone.length / people.length).toBeGreaterThan(0.7);
    expect(withPhone.length / people.length).toBeLessThan(0.9);
  });
});
