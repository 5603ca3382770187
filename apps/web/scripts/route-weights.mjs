// `npm run route-weights -w apps/web` (after `npm run build`): what each screen's page asks for
// first, as the build wrote it (dist/route-pages.json): the number of script files (the entry and
// every `modulepreload`) and their bytes as sent (brotli), and the page's stylesheets. It reads
// the files only; the browser tier's bundle check measures what a browser receives.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const table = JSON.parse(fs.readFileSync(path.join(dist, 'route-pages.json'), 'utf8'));

/** A file's size as the server sends it to a browser that accepts brotli. */
function sentBytes(file) {
  const plain = path.join(dist, file);
  return fs.existsSync(`${plain}.br`) ? fs.statSync(`${plain}.br`).size : fs.statSync(plain).size;
}

const rows = [];
for (const { path: route, page } of table) {
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+)"/g),
  ].map((match) => match[1]);
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g)].map(
    (match) => match[1],
  );
  const sum = (files) => files.reduce((total, file) => total + sentBytes(file), 0);
  rows.push({ route, files: scripts.length, js: sum(scripts), css: sum(styles) });
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log('| route | script files | scripts (brotli) | stylesheets (brotli) |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(`| ${row.route} | ${row.files} | ${kb(row.js)} | ${kb(row.css)} |`);
  }
}
