// Builds the web client when there is no build or when its sources are newer than the build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const web = new URL('../apps/web/', import.meta.url).pathname;
const builtIndex = join(web, 'dist/index.html');
// The last file the build writes: the pages rendered ahead (ADR 0104).
const prerendered = join(web, 'dist/prerendered/manifest.json');

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const sources = ['src', 'scripts', 'public', 'index.html', 'vite.config.ts', '../../packages/domain/src'].map(
  (p) => join(web, p),
);
const stale =
  !existsSync(builtIndex) ||
  !existsSync(prerendered) ||
  Math.max(...sources.filter(existsSync).map(newest)) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('Building the web client…');
  execSync('npm run build -w apps/web', { stdio: 'inherit', cwd: join(web, '../..') });
}
