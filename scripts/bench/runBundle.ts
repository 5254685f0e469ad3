// `npm run bench:bundle`: prints, per kind of page, the gzipped JavaScript and CSS a first visit
// downloads, read from dist/client (run `npm run build` first; this script builds nothing).
import { firstVisitSizes } from '../lib/bundleSize.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);
const rows = firstVisitSizes(process.argv[2] ?? 'dist/client');
console.log(`${'page kind'.padEnd(14)}${'JS gzip'.padStart(10)}${'CSS gzip'.padStart(10)}${'total'.padStart(10)}  files`);
for (const row of rows) {
  console.log(`${row.kind.padEnd(14)}${kb(row.js)}${kb(row.css)}${kb(row.js + row.css)}  ${row.files.length}`);
}
