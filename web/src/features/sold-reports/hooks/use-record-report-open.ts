import { useEffect, useRef } from 'react';
import type { NewsletterLink } from '@shared/events-schemas';
import type { PropertyType } from '@shared/property-types';
import { recordEvent } from '../api/record-event';

interface ReportOpen {
  neighbourhoodId: string;
  /** `YYYY-MM`. */
  month: string;
  type: PropertyType;
  /** What a newsletter link carried in its query string (document 1 §7.4). */
  link: NewsletterLink | undefined;
  /** Called once the event is sent, e.g. to drop the link's parameters from the address bar. */
  onRecorded?: () => void;
}

/**
 * Records openSoldReport once per neighbourhood and month opened (document 1 §7.4); a
 * change of type is the same report. Survives React's double effects in development.
 */
export function useRecordReportOpen({ neighbourhoodId, month, type, link, onRecorded }: ReportOpen) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    const key = `${neighbourhoodId}|${month}`;
    if (recorded.current === key) return;
    recorded.current = key;
    const hasLink = link && Object.values(link).some((value) => value !== undefined);
    recordEvent({
      type: 'openSoldReport',
      neighbourhoodId,
      month,
      propertyType: type,
      path: window.location.pathname,
      ...(hasLink && { link }),
    });
    if (hasLink) onRecorded?.();
    // The type and link of the first render are the ones recorded; later changes are not new opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [neighbourhoodId, month]);
}
