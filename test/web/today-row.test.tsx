import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TodayRow } from '@shared/today';
import type { UserListItem } from '@shared/users';
import { TodayRowCard } from '../../web/src/features/today/components/today-row';
import { onAPhone } from './phone';
import { renderWithRouter } from './render';

const contact: UserListItem = {
  id: 'ana',
  PK: 'U#ana',
  roles: null,
  details: { firstName: 'Ana', lastName: 'Chen', email: 'ana@example.com', phone: '416-555-0101' },
  status: 'active',
  logins: 0,
  totalSessionDuration: 0,
  averageSessionDuration: 0,
  totalReportOpen: 0,
};

function show(row: TodayRow, onFollowUp = vi.fn()) {
  const onPrepareReport = vi.fn();
  renderWithRouter(
    <ul>
      <TodayRowCard
        row={row}
        today="2026-06-15"
        onFollowUp={onFollowUp}
        onPrepareReport={onPrepareReport}
        preparing={false}
      />
    </ul>,
  );
  return onPrepareReport;
}

describe('a Today row', { timeout: 20_000 }, () => {
  it('offers to prepare the annual report of the valuation whose value moved, and says why', async () => {
    const onPrepareReport = show({
      contact,
      reasons: [
        {
          kind: 'valueMove',
          valuationId: 'v7',
          address: '12 Maple Ave',
          change: 0.062,
          since: 'report',
          from: 1_000_000,
          to: 1_062_000,
        },
      ],
    });

    expect(
      await screen.findByText(
        'Estimate up 6.2% since the last annual report (our estimate then $1,000,000, now $1,062,000; 12 Maple Ave)',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prepare the annual report' }));
    expect(onPrepareReport).toHaveBeenCalledWith('v7');
  });

  it("keeps a value move as a follow-up's note without its figures, so a long address fits (review 29b)", async () => {
    const onFollowUp = vi.fn();
    const address = '1403 - 200 Sandalwood Pkwy E, Brampton';
    show(
      {
        contact,
        reasons: [
          {
            kind: 'valueMove',
            valuationId: 'v7',
            address,
            change: -0.071,
            since: 'confirmed',
            from: 1_178_000,
            to: 1_094_362,
          },
        ],
      },
      onFollowUp,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Follow-up of Ana Chen' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Tomorrow' }));

    expect(onFollowUp).toHaveBeenCalledWith({
      date: '2026-06-16',
      note: `Call: Estimate 7.1% below the confirmed value (${address})`,
    });
  });

  it('offers it for an anniversary', async () => {
    show({
      contact,
      reasons: [{ kind: 'purchaseAnniversary', valuationId: 'v8', address: '3 Elm St', date: '2019-06-18', days: 3 }],
    });
    expect(await screen.findByText('Purchase anniversary in 3 days (bought 2019-06-18, 3 Elm St)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prepare the annual report' })).toBeTruthy();
  });

  it('says "No phone" where a contact has none, rather than a disabled Call that cannot say why', async () => {
    const { phone: _phone, ...details } = contact.details;
    show({ contact: { ...contact, details }, reasons: [{ kind: 'emailEngagement', at: '2026-06-14T10:00:00Z' }] });
    expect(await screen.findByText('No phone')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Call' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Call' })).toBeNull();
  });

  it('has no report action for an e-mail suggestion', async () => {
    show({ contact: { ...contact, id: 'mia' }, reasons: [{ kind: 'emailEngagement', at: '2026-06-14T10:00:00Z' }] });
    await screen.findByText('Opened or clicked your e-mails 2+ times within 7 days (latest 2026-06-14)');
    expect(screen.queryByRole('button', { name: 'Prepare the annual report' })).toBeNull();
  });

  it("returns focus to the row's Follow-up button when Escape closes its menu", async () => {
    const followUp = { date: '2026-06-10', note: 'Check in after the open house' };
    show({ contact: { ...contact, followUp }, reasons: [{ kind: 'overdue', followUp }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow-up of Ana Chen' }));
    const tomorrow = await screen.findByRole('menuitem', { name: 'Tomorrow' });
    tomorrow.focus();

    fireEvent.keyDown(tomorrow, { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Tomorrow' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Follow-up of Ana Chen' })),
    );
  });

  describe('its actions (QA 39 M5)', () => {
    const followUp = { date: '2026-06-10', note: 'Check in after the open house' };
    const busyRow: TodayRow = {
      contact: { ...contact, followUp },
      reasons: [
        { kind: 'overdue', followUp },
        { kind: 'discussion', valuationId: 'v1', address: '12 Maple Ave', at: '2026-06-14T10:00:00Z' },
        {
          kind: 'valueMove',
          valuationId: 'v2',
          address: '12 Maple Ave',
          change: 0.062,
          since: 'report',
          from: 1_000_000,
          to: 1_062_000,
        },
      ],
    };
    const actions = () => [
      screen.getByRole('link', { name: 'Call' }),
      screen.getByRole('link', { name: 'E-mail' }),
      screen.getByRole('link', { name: 'Review' }),
      screen.getByRole('button', { name: 'Prepare the annual report' }),
      screen.getByRole('button', { name: 'Follow-up of Ana Chen' }),
    ];

    it('are 42 px tap targets (md) on a phone, the Follow-up menu’s button too', async () => {
      onAPhone();
      show(busyRow);
      await screen.findByRole('link', { name: 'Call' });

      expect(actions().map((action) => action.getAttribute('data-size'))).toEqual(['md', 'md', 'md', 'md', 'md']);
      fireEvent.click(screen.getByRole('button', { name: 'Follow-up of Ana Chen' }));
      await screen.findByRole('menuitem', { name: 'Tomorrow' });
      expect(screen.getByRole('button', { name: 'Follow-up of Ana Chen' }).getAttribute('data-size')).toBe('md');
    });

    it('stay compact (xs) beside the reasons on a wide screen', async () => {
      show(busyRow);
      await screen.findByRole('link', { name: 'Call' });

      expect(actions().map((action) => action.getAttribute('data-size'))).toEqual(['xs', 'xs', 'xs', 'xs', 'xs']);
    });
  });
});
