import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server): the first folder above this module that holds a
 * package.json. Found rather than fixed, because this module runs from src/ under tsx and from a bundle
 * in dist/ (or dist/cli/) once built (docs/adr/0054-compiled-server.md). Files the server reads at run
 * time (migrations, public files, the web build) are named from here, never from a module's own place.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(dirname(fileURLToPath(import.meta.url)));
