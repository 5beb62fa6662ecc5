import { readFileSync } from 'node:fs';
const rows: any[] = JSON.parse(readFileSync(process.env.IN ?? '.scratch/diag.json', 'utf8'));
const med = (a: number[]) => { a = [...a].sort((x, y) => x - y); const n = a.length; return n % 2 ? a[(n - 1) / 2]! : (a[n / 2 - 1]! + a[n / 2]!) / 2; };
const ape = (r: any, k: string) => Math.abs(Math.exp(r[k] - r.p) - 1);
const rep = (name: string, g: any[]) => g.length && console.log(name.padEnd(22), String(g.length).padStart(5), ['m', 'c', 'f'].map((k) => `${k} ${(100 * med(g.map((r) => ape(r, k)))).toFixed(2)}`).join(' '), 'w10', (100 * g.filter((r) => ape(r, 'f') <= 0.1).length / g.length).toFixed(1), 'bias', (100 * med(g.map((r) => r.p - r.f))).toFixed(2));
const by = (name: string, g: any[], key: (r: any) => string) => { const ks = [...new Set(g.map(key))].sort(); for (const k of ks) rep(`${name} ${k}`, g.filter((r) => key(r) === k)); };
for (const area of ['Seattle', 'King County']) {
  const g = rows.filter((r) => r.area === area);
  console.log('==', area);
  by('grade', g, (r) => String(r.grade).padStart(2));
  by('built', g, (r) => (r.yb < 1940 ? '<1940' : r.yb < 1980 ? '1940-79' : r.yb < 2005 ? '1980-04' : '2005+'));
  by('lot', g, (r) => (r.lot < 2000 ? '<2k' : r.lot < 4000 ? '2-4k' : r.lot < 8000 ? '4-8k' : '8k+'));
  by('support', g, (r) => (r.s < 1 ? '<1' : r.s < 3 ? '1-3' : r.s < 6 ? '3-6' : '6+'));
  by('cond', g, (r) => String(r.cond));
  by('month', g, (r) => r.date.slice(0, 7));
}
