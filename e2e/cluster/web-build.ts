import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/server.ts';

/**
 * The instances run the compiled server and serve the built web client: each built when missing or older
 * than its sources. With E2E_SKIP_BUILD the web client is taken as built (npm test builds both first).
 */
export default function setup() {
  const web = !(process.env.E2E_SKIP_BUILD && existsSync(join(ROOT, 'apps/web/dist/index.html')));
  execSync(`node scripts/ensure-build.mjs ${web ? 'web server' : 'server'}`, { cwd: ROOT, stdio: 'inherit' });
}
