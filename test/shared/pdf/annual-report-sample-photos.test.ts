import { describe, expect, it } from 'vitest';
import { sampleAnnualReport } from '@shared/pdf/annual-report/sample';
import { photoPoolSize, poolPhotoPath } from '../../../infra/local/seed/photos/photo-pool';

/** The admin's sample annual report shows the seed's pictures (QA 56a L4: `pool/1.jpg` was none). */
describe("the sample annual report's photos", () => {
  it("names pictures of the seed's photo pool only: the home's, and each comparable's and listing's", () => {
    const pool = new Set(Array.from({ length: photoPoolSize }, (_, i) => poolPhotoPath(i)));
    const report = sampleAnnualReport(new Date('2026-12-05T15:00:00Z'));
    const photos = [
      ...(report.propertyDetails?.photos ?? []),
      ...[...report.similarSolds, ...report.similarActives].map((p) => p.photo).filter(Boolean),
    ];

    expect(photos.length).toBeGreaterThan(6);
    expect(photos.filter((photo) => !pool.has(photo!))).toEqual([]);
  });
});
