// `node scripts/ensure-build.mjs [web] [server]` (both when none is named): builds the web client and the
// compiled server (docs/adr/0054-compiled-server.md) when there is no build or when its sources are
// newer than the build, so that `npm start` on a fresh clone, or after a change, runs what the sources say.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const domain = 'packages/domain/src';

/** Each build: files it writes (all there once it has finished; sources newer than the oldest mean a rebuild) and its sources. */
const BUILDS = {
  web: {
    // The last file the build writes: the pages rendered ahead (ADR 0023).
    outputs: ['apps/web/dist/index.html', 'apps/web/dist/prerendered/manifest.json'],
    sources: ['src', 'scripts', 'public', 'index.html', 'vite.config.ts'].map((p) => `apps/web/${p}`),
  },
  server: {
    outputs: ['apps/server/dist/main.js', 'apps/server/dist/cli/db-restore.js'],
    sources: ['src', 'scripts', 'package.json'].map((p) => `apps/server/${p}`),
  },
};

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const named = process.argv.slice(2);
for (const name of named.length > 0 ? named : Object.keys(BUILDS)) {
  const build = BUILDS[name];
  if (!build) throw new Error(`unknown build ${name}: web or server`);
  const outputs = build.outputs.map((p) => join(root, p));
  const sources = [...build.sources, domain].map((p) => join(root, p)).filter(existsSync);
  const stale =
    !outputs.every(existsSync) ||
    Math.max(...sources.map(newest)) > Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  if (stale) {
    console.log(`Building the ${name === 'web' ? 'web client' : 'server'}…`);
    execSync(`npm run build -w apps/${name}`, { stdio: 'inherit', cwd: root });
  }
}
