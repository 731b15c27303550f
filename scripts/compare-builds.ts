/**
 * Compares two builds page by page: every HTML file of the first build (and any the second adds)
 * with asset hashes, inline script and style bodies and the sitemap's dates set aside, so what is
 * left is each page's text and structure. For moves that must not change the site (content moved
 * into data files, start-up code reorganised): run it on the build before and the build after.
 *
 *   npm run compare:builds -- <before dist> <after dist>
 *
 * Prints each page that differs with its first differing lines, and exits 1 when any does.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('usage: npm run compare:builds -- <before dist> <after dist>');
  process.exit(2);
}

/** The HTML files of a build, as paths relative to it. */
function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix)).flatMap((name) => {
    const relative = path.join(prefix, name);
    if (statSync(path.join(dir, relative)).isDirectory()) return name === 'assets' ? [] : htmlFiles(dir, relative);
    return name.endsWith('.html') ? [relative] : [];
  });
}

/** A page reduced to what a visitor and a crawler read: one tag or text run per line. */
function normalise(html: string): string[] {
  return html
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/g, '$1…$2')
    .replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, '$1…$2')
    .replace(/\.[0-9a-f]{10}\.(js|css|svg|woff2|png|avif|webp|jpg)/g, '.#.$1')
    .replace(/sha256-[A-Za-z0-9+/=]+/g, 'sha256-#')
    .replace(/\d{4}-\d{2}-\d{2}(?=<|")/g, 'YYYY-MM-DD')
    .replace(/>\s*</g, '>\n<')
    .split('\n');
}

function firstDifference(before: string[], after: string[]): string {
  const index = before.findIndex((line, i) => line !== after[i]);
  const at = index === -1 ? before.length : index;
  const context = (lines: string[]) => lines.slice(Math.max(0, at - 1), at + 3).join('\n      ');
  return `    before: ${context(before)}\n    after:  ${context(after)}`;
}

const files = [...new Set([...htmlFiles(beforeDir), ...htmlFiles(afterDir)])].sort();
let differing = 0;
for (const file of files) {
  const read = (dir: string) => {
    try {
      return normalise(readFileSync(path.join(dir, file), 'utf8'));
    } catch {
      return null;
    }
  };
  const before = read(beforeDir);
  const after = read(afterDir);
  if (before && after && before.join('\n') === after.join('\n')) continue;
  differing += 1;
  if (!before) console.log(`+ ${file}: only in ${afterDir}`);
  else if (!after) console.log(`- ${file}: only in ${beforeDir}`);
  else console.log(`~ ${file}\n${firstDifference(before, after)}`);
}
console.log(
  `${files.length - differing} of ${files.length} pages identical${differing ? `, ${differing} differ` : ''}`,
);
process.exit(differing ? 1 : 0);
