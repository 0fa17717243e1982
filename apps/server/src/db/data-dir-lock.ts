import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An embedded database belongs to one process: two servers writing one PGlite folder would corrupt it.
 * Takes `<dir>.lock` (holding our pid), taking over a lock left by a process that no longer exists.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${holder}. Stop that server first, or give this one another DATA_DIR.`,
        );
      }
      rmSync(lockFile, { force: true }); // left by a process that has gone
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}
