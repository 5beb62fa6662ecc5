import { describe, expect, it } from 'vitest';
import { renderMail } from '../../../functions/lib/mail/render';
import { testMailSettings as settings } from '../../support/mail-settings';

const detailHtml = (value: string) =>
  renderMail({ subject: 'A showing request', blocks: [{ details: [['Address', value]] }] }, settings).html;

describe("an e-mail's details", () => {
  it('keeps each amount and date in one unbreakable piece (QA 64 L3)', () => {
    const html = detailHtml('$893,000 on 2026-12-05');
    expect(html).toContain(
      '<span style="white-space:nowrap;">$893,000</span> on <span style="white-space:nowrap;">2026-12-05</span>',
    );
  });

  it('escapes the text around them whole: an apostrophe is no figure (review 64: O&#39;<span>…39…)', () => {
    const html = detailHtml("12 O'Connor Dr & <Suite 3>\nThe Annex");
    expect(html).toContain(
      '<span style="white-space:nowrap;">12</span> O&#39;Connor Dr &amp; &lt;Suite 3&gt;<br>The Annex',
    );
  });
});
