import { describe, expect, it } from 'vitest';
import { saveFailureOf } from '../../web/src/ui/profile-forms/section-footer';
import { ApiError } from '../../web/src/lib/api-client';

const conflict = new ApiError(409, { message: 'This profile was changed elsewhere.' });
const onName = new ApiError(400, {
  message: 'Invalid',
  issues: [{ field: 'firstName', message: 'First name is required' }],
});

describe("a profile form's failed save", () => {
  it('offers Reload on a 409 where the screen can reload, and shows its message where it cannot', () => {
    expect(saveFailureOf(conflict)).toEqual({ failure: { kind: 'conflict' }, fieldErrors: {} });
    expect(saveFailureOf(conflict, { reloadable: false }).failure).toEqual({
      kind: 'error',
      message: conflict.message,
    });
  });

  it("puts field messages on the form's fields, and shows the message when none of them is on the form", () => {
    expect(saveFailureOf(onName, { fields: ['firstName', 'lastName'] }).failure).toBeUndefined();
    expect(saveFailureOf(onName, { fields: ['firstName'] }).fieldErrors).toEqual({
      firstName: 'First name is required',
    });
    expect(saveFailureOf(onName, { fields: ['purchaseDate'] }).failure).toEqual({
      kind: 'error',
      message: onName.message,
    });
  });
});
