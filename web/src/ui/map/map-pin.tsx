/** A red location pin whose point is the bottom centre: place it with the marker's `anchor="bottom"`. */
export function MapPin() {
  return (
    <svg width="30" height="40" viewBox="0 0 30 40" aria-hidden>
      <path d="M15 39s13-14.2 13-24A13 13 0 0 0 2 15c0 9.8 13 24 13 24z" fill="#e03131" stroke="#fff" strokeWidth="2" />
      <circle cx="15" cy="15" r="5" fill="#fff" />
    </svg>
  );
}
