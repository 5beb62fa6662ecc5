import { inviteMessages } from '@shared/invite-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsersPage } from '@shared/users';
import { InviteUserScreen } from '../../web/src/features/invite-user/components/invite-user-screen';
import { ApiError, sendRequest, type ApiRequest } from '../../web/src/lib/api-client';
import { compressImage } from '../../web/src/lib/compress-image';
import { dismissToast, ToastOutlet } from '../../web/src/ui/toast';
import { deferred } from './api-stub';
import { renderWithRouter } from './render';
import { typeText } from './type-text';
import { agent } from './user-list-fixtures';

vi.mock('../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendRequest: vi.fn(),
}));
vi.mock('../../web/src/lib/compress-image', () => ({ compressImage: vi.fn() }));

type Call = { path: string; method: string; body?: unknown };
let calls: Call[];

const agentsPage: UsersPage = {
  items: [
    agent('a1', 'Ava'),
    agent('a2', 'Noah'),
    agent('ben@example.com', 'Ben', { PK: 'I#ben@example.com', status: 'invited' }),
  ],
  total: 3,
  from: 0,
  size: 1000,
};

const notFound = () => new ApiError(404, { message: 'No invitation for this e-mail address.' });

/**
 * The API as the invite page meets it: `GET /users?roles=agent…`, `GET /invite/{email}` (404:
 * no invitation), `POST /invite/…`; `override` answers a path first.
 */
function api(override: (call: Call) => unknown = () => undefined) {
  calls = [];
  vi.mocked(sendRequest).mockImplementation(async (path: string, request?: ApiRequest) => {
    const call = { path, method: request?.method ?? 'GET', body: request?.body };
    calls.push(call);
    const answer = await override(call);
    if (answer !== undefined) return answer;
    if (path.startsWith('/users?')) return agentsPage;
    if (path.startsWith('/invite/') && call.method === 'GET') throw notFound();
    if (call.method === 'POST' && path.startsWith('/invite/')) return { message: 'Invite successfully sent.' };
    throw new Error(`unexpected call ${call.method} ${path}`);
  });
}

const posts = () => calls.filter((call) => call.method === 'POST');

function show(inviter: { id: string; isAdmin: boolean } = { id: 'admin-1', isAdmin: true }) {
  const onSent = vi.fn();
  const onCancel = vi.fn();
  renderWithRouter(
    <>
      <InviteUserScreen inviter={inviter} onSent={onSent} onCancel={onCancel} />
      <ToastOutlet />
    </>,
  );
  return { onSent, onCancel };
}

const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const invite = () => fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
/** What the page's alerts (the form's, the toast's) or status regions say. */
const texts = (role: 'alert' | 'status') => screen.queryAllByRole(role).map((element) => element.textContent ?? '');

async function fillPerson(email = 'liam@example.com') {
  await screen.findByRole('textbox', { name: 'Email' });
  fill('Email', email);
  fill('First name', 'Liam');
  fill('Last name', 'Patel');
}

beforeAll(() => {
  // jsdom has no document.fonts, which the autosizing text areas listen to.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
  }
});
beforeEach(() => {
  vi.mocked(sendRequest).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  dismissToast();
  vi.restoreAllMocks();
});

describe('the invite form for each role (document 2 §2)', () => {
  it('offers an admin Contact, Agent and Admin, a contact first, with the agents who have an account', async () => {
    api();
    show();

    const roles = await screen.findByRole('radiogroup', { name: 'Role' });
    expect(
      within(roles)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['client', 'agent', 'admin']);
    for (const label of ['Contact', 'Agent', 'Admin'])
      expect(within(roles).getByRole('radio', { name: label })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Contact' })).toHaveProperty('checked', true);
    const agents = screen.getByRole('combobox', { name: 'Agent' });
    await waitFor(() => expect(within(agents).getAllByRole('option')).toHaveLength(3));
    expect(
      within(agents)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Unassigned'],
      ['a1', 'Ava Agent'],
      ['a2', 'Noah Agent'],
    ]);
    const query = new URL(calls[0]!.path, 'http://x').searchParams;
    expect(query.get('roles')).toBe('agent');
    expect(query.get('sort')).toBe('firstName');
    // A contact's own fields, and none of an agent's.
    for (const label of ['Phone', 'Mailing address', 'Date of birth']) expect(field(label)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Contact preference' })).toHaveProperty('value', 'email');
    expect(screen.getByRole('combobox', { name: 'Home ownership status' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload headshot' })).toBeTruthy();
  });

  it('asks an admin invite for names, e-mail and headshot only: no phone, no agent', async () => {
    api();
    show();
    fireEvent.click(await screen.findByRole('radio', { name: 'Admin' }));

    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Mailing address' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload headshot' })).toBeTruthy();

    await fillPerson('Root@Example.com');
    invite();

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      path: '/invite/admin',
      method: 'POST',
      body: { email: 'root@example.com', firstName: 'Liam', lastName: 'Patel' },
    });
  });

  it("sends an agent's details, social profiles and testimonials to POST /invite/agent", async () => {
    api();
    show();
    fireEvent.click(await screen.findByRole('radio', { name: 'Agent' }));
    await fillPerson();
    // The agent's fields load once Agent is chosen.
    await screen.findByRole('textbox', { name: 'Title' });
    typeText(field('Phone'), '4165550199');
    fill('Title', 'Broker');
    fill('Website', 'https://liam.example.com');
    fill('Bio', 'Twenty years in Leaside.');
    fill('LinkedIn', 'https://linkedin.com/in/liam');
    fireEvent.click(screen.getByRole('button', { name: 'Add testimonial' }));
    fill('Testimonial 1', 'Sold our house in a week!');
    expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();

    invite();

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.path).toBe('/invite/agent');
    expect(posts()[0]!.body).toEqual({
      email: 'liam@example.com',
      firstName: 'Liam',
      lastName: 'Patel',
      phone: '416-555-0199',
      website: 'https://liam.example.com',
      jobDescription: 'Broker',
      aboutMe: 'Twenty years in Leaside.',
      linkedin: 'https://linkedin.com/in/liam',
      testimonials: ['Sold our house in a week!'],
    });
  });

  it('sends a contact under the chosen agent, with the dates as YYYY-MM-DD', async () => {
    api();
    show();
    await fillPerson();
    const agents = screen.getByRole('combobox', { name: 'Agent' });
    await waitFor(() => expect(within(agents).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(agents, { target: { value: 'a2' } });
    fill('Mailing address', '12 Elm St');
    typeText(field('Date of birth'), '04151980');
    fireEvent.change(screen.getByRole('combobox', { name: 'Home ownership status' }), { target: { value: 'owner' } });
    typeText(field('Purchase date'), '06012015');

    invite();

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      path: '/invite/agent/a2/client',
      method: 'POST',
      body: {
        email: 'liam@example.com',
        firstName: 'Liam',
        lastName: 'Patel',
        address: '12 Elm St',
        dob: '1980-04-15',
        preferredContactMethod: 'email',
        ownershipStats: 'owner',
        purchaseDate: '2015-06-01',
        agent: 'a2',
      },
    });
  });

  it('lets an agent invite contacts only, always under their own id, with no agent list to load', async () => {
    api();
    show({ id: 'agent-7', isAdmin: false });
    await fillPerson();

    expect(screen.queryByRole('radiogroup', { name: 'Role' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();
    expect(field('Mailing address')).toBeTruthy();
    invite();

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.path).toBe('/invite/agent/agent-7/client');
    expect(posts()[0]!.body).toMatchObject({ agent: 'agent-7' });
    expect(calls.some((call) => call.path.startsWith('/users'))).toBe(false);
  });

  it('uploads the headshot through a signed request and sends its key with the invitation', async () => {
    const compressed = new Blob(['jpeg'], { type: 'image/jpeg' });
    vi.mocked(compressImage).mockResolvedValue(compressed);
    const storage = vi.fn(async () => ({ ok: true }) as Response);
    vi.stubGlobal('fetch', storage);
    api((call) =>
      call.path === '/uploads'
        ? { key: 'uploads/admin-1/pic.jpg', url: 'http://s3/put', method: 'PUT', headers: {}, expiresAt: '' }
        : undefined,
    );
    show();
    fireEvent.click(await screen.findByRole('radio', { name: 'Admin' }));
    await fillPerson();

    fireEvent.click(screen.getByRole('button', { name: 'Upload headshot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload headshot' });
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['raw'], 'me.png', { type: 'image/png' })] } });
    const upload = within(dialog).getByRole('button', { name: 'Upload image' });
    await waitFor(() => expect(upload).toHaveProperty('disabled', false));
    fireEvent.click(upload);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(calls.find((call) => call.path === '/uploads')!.body).toEqual({
      purpose: 'headshot',
      contentType: 'image/jpeg',
      size: compressed.size,
    });
    expect(storage).toHaveBeenCalledWith('http://s3/put', expect.objectContaining({ method: 'PUT', body: compressed }));
    expect(screen.getByTestId('headshot-picture').getAttribute('src')).toBe('blob:picture');
    invite();
    await waitFor(() => expect(posts().filter((call) => call.path.startsWith('/invite'))).toHaveLength(1));
    expect(posts().find((call) => call.path === '/invite/admin')!.body).toMatchObject({
      headshot: 'uploads/admin-1/pic.jpg',
    });
    vi.unstubAllGlobals();
  });
});

describe('the invite flow and its messages (document 2 §4, §8)', () => {
  it("checks for an invitation first and says 'Invite already exists.' without sending one", async () => {
    api((call) => (call.path === '/invite/liam%40example.com' ? null : undefined));
    const { onSent } = show({ id: 'agent-7', isAdmin: false });
    await fillPerson();

    invite();

    await waitFor(() => expect(texts('alert')).toContain('Invite already exists.'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /invite/liam%40example.com']);
    expect(onSent).not.toHaveBeenCalled();
    expect(field('Email').value).toBe('liam@example.com');
  });

  it("says 'Invite successfully sent.' in a toast, resets the form and goes back to the list", async () => {
    const sending = deferred<unknown>();
    api((call) => (call.method === 'POST' ? sending.promise : undefined));
    const { onSent } = show({ id: 'agent-7', isAdmin: false });
    await fillPerson();

    invite();
    // Busy while the invitation goes out: a second press sends nothing more.
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Invite' }).hasAttribute('data-loading')).toBe(true);
    fireEvent.submit(screen.getByRole('form'));
    sending.resolve({ message: 'Invite successfully sent.', email: 'liam@example.com' });

    await waitFor(() => expect(texts('status').join('\n')).toContain('Invite successfully sent.'));
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(posts()).toHaveLength(1);
    expect(field('Email').value).toBe('');
    expect(field('First name').value).toBe('');
  });

  it('warns that the e-mail is unconfirmed when the server says so, and goes back to the list (QA 48b M1)', async () => {
    const unconfirmed = inviteMessages.sentUnconfirmed;
    api((call) => (call.method === 'POST' ? { message: unconfirmed, email: 'liam@example.com' } : undefined));
    const { onSent } = show({ id: 'agent-7', isAdmin: false });
    await fillPerson();

    invite();

    await waitFor(() => expect(texts('alert').join('\n')).toContain(unconfirmed));
    expect(screen.queryByText('Invite successfully sent.')).toBeNull();
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it("says 'Invite failed.' when the e-mail could not be sent, and keeps what was typed", async () => {
    api((call) => {
      if (call.method === 'POST') throw new ApiError(503, { message: 'Invite failed.' });
      return undefined;
    });
    const { onSent } = show({ id: 'agent-7', isAdmin: false });
    await fillPerson();

    invite();

    await waitFor(() => expect(texts('alert')).toContain('Invite failed.'));
    expect(onSent).not.toHaveBeenCalled();
    expect(field('First name').value).toBe('Liam');
  });

  it("says 'Invite already exists.' when the address was invited between the check and the send (409)", async () => {
    api((call) => {
      if (call.method === 'POST') throw new ApiError(409, { message: 'Invite already exists.' });
      return undefined;
    });
    show({ id: 'agent-7', isAdmin: false });
    await fillPerson();

    invite();

    await waitFor(() => expect(texts('alert')).toContain('Invite already exists.'));
  });

  it('says so when the address already has an account (409 with its own message)', async () => {
    api((call) => {
      if (call.method === 'POST') throw new ApiError(409, { message: 'This e-mail address already has an account.' });
      return undefined;
    });
    show({ id: 'agent-7', isAdmin: false });
    await fillPerson();

    invite();

    await waitFor(() => expect(texts('alert')).toContain('This e-mail address already has an account.'));
  });

  it("says 'Invite failed.' and which limit refused it when invitation e-mails are limited (429)", async () => {
    const reason = 'You have sent your 500 invitation e-mails for today. Please try again tomorrow.';
    api((call) => {
      if (call.method === 'POST') throw new ApiError(429, { message: reason });
      return undefined;
    });
    show({ id: 'agent-7', isAdmin: false });
    await fillPerson();

    invite();

    await waitFor(() => expect(texts('alert')).toContain(`Invite failed. ${reason}`));
    expect(field('First name').value).toBe('Liam');
  });

  it("says 'Invite failed.' when the invitation check itself fails", async () => {
    api((call) => {
      if (call.path.startsWith('/invite/')) throw new TypeError('Failed to fetch');
      return undefined;
    });
    show({ id: 'agent-7', isAdmin: false });
    await fillPerson();

    invite();

    await waitFor(() => expect(texts('alert')).toContain('Invite failed.'));
    expect(posts()).toHaveLength(0);
  });

  it("shows a field the server refused (400) under that field, with 'Invite failed.'", async () => {
    api((call) => {
      if (call.method === 'POST') {
        throw new ApiError(400, {
          message: 'Invalid image',
          field: 'headshot',
          issues: [{ field: 'headshot', message: 'Invalid image' }],
        });
      }
      return undefined;
    });
    show({ id: 'agent-7', isAdmin: false });
    await fillPerson();

    invite();

    await waitFor(() => expect(texts('alert')).toContain('Invite failed.'));
    expect(await screen.findByText('Invalid image')).toBeTruthy();
  });

  it('puts the keyboard on a field the server refused (400)', async () => {
    api((call) => {
      if (call.method === 'POST') {
        throw new ApiError(400, {
          message: 'Invalid last name',
          field: 'lastName',
          issues: [{ field: 'lastName', message: 'Last name is not valid' }],
        });
      }
      return undefined;
    });
    show({ id: 'agent-7', isAdmin: false });
    await fillPerson();

    invite();

    await screen.findByText('Last name is not valid');
    await waitFor(() => expect(document.activeElement).toBe(field('Last name')));
  });

  it('goes where the page says on Cancel, and sends nothing', async () => {
    api();
    const { onCancel } = show({ id: 'agent-7', isAdmin: false });
    await fillPerson();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(field('Email').value).toBe('');
    expect(posts()).toHaveLength(0);
  });
});

describe('the validation messages (document 2 §5, from shared/invite-schemas.ts)', () => {
  it('shows the required messages, sends nothing, and puts the keyboard on the first field in error', async () => {
    api();
    show({ id: 'agent-7', isAdmin: false });
    await screen.findByRole('textbox', { name: 'Email' });

    invite();

    expect(await screen.findByText('Email is Required')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    expect(calls).toHaveLength(0);
  });

  it('shows the e-mail, name, phone, address and date messages of the contact form', async () => {
    api();
    show({ id: 'agent-7', isAdmin: false });
    await screen.findByRole('textbox', { name: 'Email' });
    fill('Email', 'liam@');
    fill('First name', 'L');
    fill('Last name', 'P');
    typeText(field('Phone'), '1234567890');
    fill('Mailing address', 'x');
    typeText(field('Date of birth'), '12312099');
    typeText(field('Purchase / lease date'), '02302020');

    invite();

    expect(await screen.findByText('Please, enter a valid email address')).toBeTruthy();
    expect(screen.getAllByText('Name must have at least 2 characters')).toHaveLength(2);
    expect(screen.getByText('Please, enter a valid canadian phone number')).toBeTruthy();
    expect(screen.getByText('Address must have at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Date cannot be in the future')).toBeTruthy();
    expect(screen.getByText('Please, enter a valid date')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows an agent's url, title, bio and testimonial messages, and clears a message as its field changes", async () => {
    api();
    show();
    fireEvent.click(await screen.findByRole('radio', { name: 'Agent' }));
    await fillPerson();
    await screen.findByRole('textbox', { name: 'Website' });
    fill('Website', 'not a url');
    fill('Title', 'B');
    fill('Bio', 'x'.repeat(1001));
    fireEvent.click(screen.getByRole('button', { name: 'Add testimonial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add testimonial' }));
    fill('Testimonial 2', 'Too short');

    invite();

    expect(await screen.findByText('Please, enter a valid url')).toBeTruthy();
    expect(screen.getByText('Title must have at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Bio must have at most 1000 characters')).toBeTruthy();
    expect(screen.getByText('Testimonial is required')).toBeTruthy();
    expect(screen.getByText('Testimonial must have at least 10 characters')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fill('Website', 'https://liam.example.com');
    fill('Testimonial 2', 'Long enough to pass now.');
    expect(screen.queryByText('Please, enter a valid url')).toBeNull();
    expect(screen.queryByText('Testimonial must have at least 10 characters')).toBeNull();
    expect(screen.getByText('Title must have at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Testimonial is required')).toBeTruthy();
  });
});

describe("an agent's testimonials (document 2 §2)", () => {
  async function withTwoTestimonials() {
    api();
    show();
    fireEvent.click(await screen.findByRole('radio', { name: 'Agent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add testimonial' }));
    expect(document.activeElement).toBe(field('Testimonial 1'));
    fill('Testimonial 1', 'First testimonial, kept.');
    fireEvent.click(screen.getByRole('button', { name: 'Add testimonial' }));
    fill('Testimonial 2', 'Second testimonial, to go.');
  }

  it("deletes a testimonial only after the browser's confirm 'Are you sure you want to delete it?'", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await withTwoTestimonials();

    fireEvent.click(screen.getByRole('button', { name: 'Delete testimonial 2' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete it?');
    expect(screen.queryByRole('textbox', { name: 'Testimonial 2' })).toBeNull();
    expect(field('Testimonial 1').value).toBe('First testimonial, kept.');
  });

  it('keeps the testimonial when the confirm is answered Cancel', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    await withTwoTestimonials();

    fireEvent.click(screen.getByRole('button', { name: 'Delete testimonial 1' }));

    expect(field('Testimonial 1').value).toBe('First testimonial, kept.');
    expect(field('Testimonial 2').value).toBe('Second testimonial, to go.');
  });
});
