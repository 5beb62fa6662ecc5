const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** US-dollar format without cents, `$1,234,567` (DECISIONS row 31). */
export function formatCurrency(value: number): string {
  return Number.isFinite(value) ? usd.format(Math.round(value)) : '--';
}
