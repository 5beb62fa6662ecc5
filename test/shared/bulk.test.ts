import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { contactsCsv } from '@shared/contact-export';
import { contactCount, runBulk, selectionCount } from '@shared/bulk';
import type { UserListItem } from '@shared/users';

const wait = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runBulk', () => {
  it('never has more calls in flight than its concurrency', async () => {
    let inFlight = 0;
    let most = 0;
    const items = Array.from({ length: 20 }, (_, i) => i);
    const result = await runBulk(
      items,
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await wait();
        inFlight -= 1;
      },
      { concurrency: 3 },
    );
    expect(most).toBe(3);
    expect(result.done).toEqual(items);
  });

  it('reports each failure with its reason and the skipped rows, in the selection order', async () => {
    const progress: string[] = [];
    const result = await runBulk(
      ['a', 'b', 'c', 'd'],
      async (item) => {
        await wait();
        if (item === 'c') throw new Error('You have sent your 50 invitations for today.');
      },
      {
        skip: (item) => (item === 'b' ? 'Already registered' : undefined),
        onProgress: (n, total) => progress.push(`${n}/${total}`),
      },
    );
    expect(result.done).toEqual(['a', 'd']);
    expect(result.failed).toEqual([
      { item: 'b', reason: 'Already registered' },
      { item: 'c', reason: 'You have sent your 50 invitations for today.' },
    ]);
    expect(progress).toEqual(['1/4', '2/4', '3/4', '4/4']);
  });

  it('starts no call once stopped', async () => {
    const controller = new AbortController();
    const called: number[] = [];
    const result = await runBulk(
      [1, 2, 3, 4, 5],
      async (item) => {
        called.push(item);
        controller.abort();
      },
      { concurrency: 1, signal: controller.signal },
    );
    expect(called).toEqual([1]);
    expect(result.failed.map((failure) => failure.item)).toEqual([2, 3, 4, 5]);
  });
});

describe('the selection export', () => {
  it('writes the same columns as Export Contacts and escapes formulas', () => {
    const item = {
      id: 'u1',
      PK: 'U#u1',
      status: 'invited',
      logins: 2,
      details: { firstName: '=HYPERLINK("x")', lastName: 'Tremblay', email: 'a@b.ca' },
      entered: {
        phone: '416-555-0101',
        address: '12 King St W, Toronto',
        ownershipStats: 'owner',
        purchaseDate: '2019-05-01',
      },
      followUp: { date: '2026-11-30', note: 'Ask about the spring listing' },
    } as unknown as UserListItem;
    const lines = contactsCsv(stringify, [item]).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'First Name,Last Name,Email,Phone,Address,Ownership,Purchase Date,Status,Last Login,Logins,Follow-up,Follow-up Note',
    );
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""x"")",Tremblay,a@b.ca,416-555-0101,"12 King St W, Toronto",Owner,2019-05-01,Invited,,2,2026-11-30,Ask about the spring listing`,
    );
  });

  it('counts contacts in words', () => {
    expect(contactCount(1)).toBe('1 contact');
    expect(contactCount(2000)).toBe('2,000 contacts');
  });

  it("counts an admin's selection in users and an agent's in contacts", () => {
    expect(selectionCount('admin')(1)).toBe('1 user');
    expect(selectionCount('admin')(1200)).toBe('1,200 users');
    expect(selectionCount('agent')(3)).toBe('3 contacts');
  });
});
