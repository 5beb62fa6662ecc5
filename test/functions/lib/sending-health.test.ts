import { describe, expect, it } from 'vitest';
import { assessSending } from '../../../functions/lib/mail/sending-health';

describe('the sending health check', () => {
  it('does not pause at exactly 2% hard bounces over 1,000 sends', () => {
    const figures = assessSending({ sends: 1000, bounces: 20, complaints: 0 });

    expect(figures.pause).toBeUndefined();
    expect(figures.bounceRate).toBe(2);
  });

  it('pauses just over 2% hard bounces', () => {
    const figures = assessSending({ sends: 1000, bounces: 21, complaints: 0 });

    expect(figures.pause).toBe('bounces');
    expect(figures.bounceRate).toBe(2.1);
  });

  it('pauses on one complaint in 1,000 sends (0.1% is over 0.08%)', () => {
    expect(assessSending({ sends: 1000, bounces: 0, complaints: 1 }).pause).toBe('complaints');
    expect(assessSending({ sends: 1000, bounces: 0, complaints: 0 }).pause).toBeUndefined();
  });

  it('does not pause at exactly 0.08% complaints, and does just over it', () => {
    // 2 in 2,500 is 0.08% exactly; the window is never larger in use, but the rule is the rate.
    expect(assessSending({ sends: 2500, bounces: 0, complaints: 2 }).pause).toBeUndefined();
    expect(assessSending({ sends: 2499, bounces: 0, complaints: 2 }).pause).toBe('complaints');
  });

  it('divides a window not yet full by 1,000, so the first bounces of a few sends do not pause', () => {
    const early = assessSending({ sends: 10, bounces: 1, complaints: 0 });
    const twentyOne = assessSending({ sends: 40, bounces: 21, complaints: 0 });

    expect(early).toMatchObject({ over: 1000, bounceRate: 0.1 });
    expect(early.pause).toBeUndefined();
    expect(twentyOne.pause).toBe('bounces');
  });

  it('names bounces first when both rates are over', () => {
    expect(assessSending({ sends: 1000, bounces: 30, complaints: 5 }).pause).toBe('bounces');
  });

  it('reports 0% and no pause when nothing was sent', () => {
    expect(assessSending({ sends: 0, bounces: 0, complaints: 0 })).toEqual({
      sends: 0,
      bounces: 0,
      complaints: 0,
      over: 1000,
      bounceRate: 0,
      complaintRate: 0,
    });
  });
});
