import { useEffect, useState } from 'react';
import classes from './auth.module.css';

/** The auth pages' slideshow: 5 pictures (document 1 §9), drawn for the product (web/public/auth). */
export const slides = [
  { src: '/auth/slide-1.svg', caption: 'Every neighbourhood of the GTA, with its sold report each month.' },
  { src: '/auth/slide-2.svg', caption: 'See what the houses on your street really sold for.' },
  { src: '/auth/slide-3.svg', caption: 'Know what your home is worth, confirmed by your agent.' },
  { src: '/auth/slide-4.svg', caption: 'Condos, townhouses and detached homes, side by side.' },
  { src: '/auth/slide-5.svg', caption: 'Follow the neighbourhoods you care about.' },
] as const;

const intervalMs = 6000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function AuthSlideshow() {
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % slides.length), intervalMs);
    return () => clearInterval(timer);
  }, []);

  return (
    <section className={classes.slideshow} aria-roledescription="carousel" aria-label="About the product">
      {slides.map((slide, index) => (
        <img
          key={slide.src}
          className={classes.slide}
          src={slide.src}
          alt=""
          data-active={index === current || undefined}
          // Only the first picture is needed at once (the page's largest paint, first in line);
          // the others load while it shows.
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'low'}
          decoding="async"
        />
      ))}
      <div className={classes.shade} />
      <p className={classes.caption} aria-live="polite">
        {slides[current]!.caption}
      </p>
      <div className={classes.dots}>
        {slides.map((slide, index) => (
          <button
            key={slide.src}
            type="button"
            className={classes.dot}
            aria-label={`Picture ${index + 1} of ${slides.length}`}
            aria-current={index === current}
            onClick={() => setCurrent(index)}
          />
        ))}
      </div>
    </section>
  );
}
