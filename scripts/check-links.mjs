// Every relative link in the repository's markdown must resolve: the file (or folder) exists,
// and a `#heading` anchor names a heading of the file it points to. Part of `npm test`; cheap
// (no network: http(s) and mailto links are not checked).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const skipped = new Set([
  'node_modules',
  '.git',
  'dist',
  '.tmp',
  'test-results',
  'playwright-report',
]);

const markdownFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // ./data is the product's own database directory, not documentation.
      if (skipped.has(entry.name) || path === join(root, 'data')) return [];
      return markdownFiles(path);
    }
    return entry.name.endsWith('.md') ? [path] : [];
  });

// Code fences and inline code are examples, not links.
const prose = (text) =>
  text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');

// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered.
const anchorsOf = (text) => {
  const anchors = new Set();
  const seen = new Map();
  for (const [, heading] of prose(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
};

const problems = [];
const files = markdownFiles(root);
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const links = [...prose(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1],
  );
  for (const link of links) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // http:, https:, mailto:
    const [pathPart, anchor] = link.split('#');
    const target = pathPart ? resolve(dirname(file), decodeURI(pathPart)) : file;
    const where = relative(root, file);
    if (pathPart.startsWith('/')) {
      problems.push(`${where}: ${link} is absolute; name files by their path from this file`);
    } else if (!existsSync(target)) {
      problems.push(`${where}: ${link} does not exist`);
    } else if (anchor && statSync(target).isFile() && target.endsWith('.md')) {
      if (!anchorsOf(readFileSync(target, 'utf8')).has(anchor)) {
        problems.push(`${where}: ${link} names no heading of ${relative(root, target)}`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Broken markdown links (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`markdown links: ${files.length} files checked, every relative link resolves`);
