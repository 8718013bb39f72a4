#!/usr/bin/env node
/**
 * Lists the functions in apps/ longer than the house limit (120 lines, STYLE: "no function in apps/ outside route
 * registration over ~120 lines"), longest first, and exits 1 when there is one. A function's length runs from its
 * first line to its last, nested functions included (each is also measured on its own). Route registration — a
 * Fastify plugin function in a routes.ts file — is exempt. Tests are not apps' code and are not measured.
 *
 *   node scripts/long-functions.mjs [--limit=120] [--all]   (--all: list every function over the limit, exit 0)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const limit = Number(process.argv.find((a) => a.startsWith('--limit='))?.slice(8) ?? 120);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'test') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) yield path;
  }
}

function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText();
    return `(callback of ${callee.length > 40 ? `${callee.slice(0, 40)}…` : callee})`;
  }
  return '(anonymous)';
}

/** A Fastify plugin in a routes file: route registration, exempt from the limit. */
const isRouteRegistration = (file, node, name) =>
  /routes\.ts$/.test(file) && /Routes$/.test(name) && !!node;

const long = [];
for (const app of ['apps/api/src', 'apps/web/src']) {
  for (const path of sourceFiles(join(root, app))) {
    const file = relative(root, path);
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
        const lines = end - start + 1;
        const name = nameOf(node);
        if (lines > limit && !isRouteRegistration(file, node, name))
          long.push({ file, line: start, name, lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

long.sort((a, b) => b.lines - a.lines);
for (const f of long)
  console.log(`${String(f.lines).padStart(4)} lines  ${f.file}:${f.line}  ${f.name}`);
console.log(`${long.length} function(s) in apps/ over ${limit} lines (route registration exempt)`);
process.exitCode = long.length && !process.argv.includes('--all') ? 1 : 0;
