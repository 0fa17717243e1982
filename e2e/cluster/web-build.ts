import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/server.ts';

/** The instances serve the built web client: built when missing or older than its sources. */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD && existsSync(join(ROOT, 'apps/web/dist/index.html'))) return;
  execSync('node scripts/ensure-web-build.mjs', { cwd: ROOT, stdio: 'inherit' });
}
