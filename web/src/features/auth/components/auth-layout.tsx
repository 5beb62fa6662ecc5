import type { ReactNode } from 'react';
import classes from './auth.module.css';
import { AuthSlideshow } from './auth-slideshow';

/** Every auth page: the slideshow beside (or, on small screens, above) the page's card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <AuthSlideshow />
      <div className={classes.cardColumn}>{children}</div>
    </div>
  );
}
