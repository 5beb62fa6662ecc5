import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentProfile } from '@shared/agent';
import { AgentCard } from '../../web/src/features/agent/components/agent-card';
import { AgentDetails } from '../../web/src/features/agent/components/agent-details';
import { renderWithRouter } from './render';

const sarah: AgentProfile = {
  id: 'agent-1',
  email: 'sarah@example.com',
  firstName: 'Sarah',
  lastName: 'Thompson',
  phone: '416-555-0110',
  jobDescription: 'Sales Representative',
  aboutMe: 'Fifteen years of Toronto homes.',
  website: 'sarahthompson.example',
  socialMedias: { instagram: 'https://instagram.com/sarah', linkedIn: 'https://linkedin.com/in/sarah' },
  testimonials: ['Sarah found us the perfect semi.'],
};

describe('the agent card (document 1 §2.7)', () => {
  it('says an agent will come when there is none', async () => {
    renderWithRouter(<AgentCard agent={null} />);
    expect(await screen.findByText('An agent will be assigned to you soon.')).toBeTruthy();
  });

  it('shows name, a +1 phone link, the e-mail and a link to the agent details', async () => {
    renderWithRouter(<AgentCard agent={sarah} />);
    expect(await screen.findByText('Sarah Thompson')).toBeTruthy();
    expect(screen.getByRole('link', { name: '416-555-0110' }).getAttribute('href')).toBe('tel:+14165550110');
    expect(screen.getByRole('link', { name: 'sarah@example.com' }).getAttribute('href')).toBe(
      'mailto:sarah@example.com',
    );
    expect(screen.getByRole('link', { name: 'View agent details' }).getAttribute('href')).toBe(
      '/agent-details?id=agent-1',
    );
  });

  it("shows the agent's headshot, or the default image when none is set", async () => {
    const { unmount } = renderWithRouter(
      <AgentCard agent={{ ...sarah, headshotUrl: 'https://p.example/sarah.jpg' }} />,
    );
    expect((await screen.findByAltText("Sarah Thompson's headshot")).getAttribute('src')).toBe(
      'https://p.example/sarah.jpg',
    );
    unmount();

    renderWithRouter(<AgentCard agent={sarah} />);
    await screen.findByText('Sarah Thompson');
    expect(screen.getByTestId('agent-card').querySelector('img')?.getAttribute('src')).toBe(
      '/images/default-headshot.png',
    );
  });
});

describe('the agent details page (document 1 §2.8)', () => {
  it('shows the agent, the quote, the bio, the testimonials and the social links', async () => {
    renderWithRouter(<AgentDetails agent={sarah} />);
    expect(await screen.findByRole('heading', { name: 'Sarah Thompson' })).toBeTruthy();
    expect(screen.getByText('Our agents live and breathe doing what is right for their clients.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'More about Sarah' })).toBeTruthy();
    expect(screen.getByText('“Sarah found us the perfect semi.”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe('mailto:sarah@example.com');
    expect(screen.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://sarahthompson.example');
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
  });

  it('has no Website button when the agent has no website', async () => {
    renderWithRouter(<AgentDetails agent={{ ...sarah, website: undefined }} />);
    await screen.findByRole('heading', { name: 'Sarah Thompson' });
    expect(screen.queryByRole('link', { name: 'Website' })).toBeNull();
  });

  it('shows the default headshot and logo when the agent has set neither', async () => {
    const { container } = renderWithRouter(<AgentDetails agent={sarah} />);
    await screen.findByRole('heading', { name: 'Sarah Thompson' });
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(expect.arrayContaining(['/images/default-headshot.png', '/images/default-logo.png']));
  });

  it("shows the agent's own headshot and logo when set", async () => {
    renderWithRouter(
      <AgentDetails agent={{ ...sarah, headshotUrl: 'https://p.example/h.jpg', logoUrl: 'https://p.example/l.png' }} />,
    );
    expect((await screen.findByAltText("Sarah Thompson's headshot")).getAttribute('src')).toBe(
      'https://p.example/h.jpg',
    );
    expect(screen.getByAltText('Logo').getAttribute('src')).toBe('https://p.example/l.png');
  });
});
