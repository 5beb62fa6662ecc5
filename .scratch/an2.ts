import { readFileSync } from 'node:fs';
const rows: any[] = JSON.parse(readFileSync(process.env.IN ?? '.scratch/diag.json', 'utf8'));
const med = (a: number[]) => { a = [...a].sort((x, y) => x - y); const n = a.length; return n % 2 ? a[(n - 1) / 2]! : (a[n / 2 - 1]! + a[n / 2]!) / 2; };
const sorted = [...rows].sort((a, b) => a.f - b.f);
for (let k = 0; k < 5; k++) {
  const g = sorted.slice(Math.floor((k * sorted.length) / 5), Math.floor(((k + 1) * sorted.length) / 5));
  const line = ['2014-12', '2015-01'].map((m) => { const h = g.filter((r) => r.date.startsWith(m)); return `${m} n${h.length} bias ${(100 * med(h.map((r) => r.p - r.f))).toFixed(2)} mb ${(100 * med(h.map((r) => r.p - r.m))).toFixed(2)} cb ${(100 * med(h.map((r) => r.p - r.c))).toFixed(2)}`; }).join(' | ');
  console.log('fifth', k + 1, line);
}
