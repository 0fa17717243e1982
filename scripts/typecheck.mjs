// Type-checks the workspaces with TypeScript 7, the native compiler: the same checks as TypeScript 5's
// tsc at about a quarter of the time (docs/adr/0065-type-checks-with-typescript-7.md). TypeScript 5 stays
// as `typescript` for the tools that read its JavaScript API (typescript-eslint), which 7 does not have.
// `node scripts/typecheck.mjs` checks every workspace; `node scripts/typecheck.mjs <folder>…` those given.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['packages/domain', 'apps/server', 'apps/web', 'e2e'];
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript7/package.json')), 'bin/tsc');

const folders = process.argv.length > 2 ? process.argv.slice(2) : WORKSPACES.map((w) => join(ROOT, w));
let failed = false;
for (const folder of folders) {
  const { status } = spawnSync(process.execPath, [tsc, '--noEmit', '-p', folder], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`type errors in ${folder}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
