import { Center, Loader } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { reportEmailClick } from '../api/report-click';
import { redirectTargetOf } from '../redirect-target';

export interface EmailRedirectPageProps {
  /** The page's address as the browser has it: the signature covers these exact characters. */
  location: { pathname: string; search: string };
}

/**
 * `/e/{clickId}/…` (document 3 §2.12): reports the click and replaces itself with the page the
 * e-mail's link names, or `/` (redirect-target.ts). Only a loader shows meanwhile.
 */
export function EmailRedirectPage({ location }: EmailRedirectPageProps) {
  const router = useRouter();
  const { pathname, search } = location;
  useEffect(() => {
    let current = true;
    void redirectTargetOf({ pathname, search }, reportEmailClick).then((target) => {
      if (current) router.history.replace(target);
    });
    return () => {
      current = false;
    };
  }, [pathname, search, router]);
  return (
    <Center mih="60vh">
      <Loader aria-label="Opening the link" />
    </Center>
  );
}
