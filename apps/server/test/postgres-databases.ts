import pg from 'pg';

/** Creating and dropping the per-file databases of the server tests on a PostgreSQL server. */

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Creates database `name`, empty or as a copy of `template` (which nobody may be connected to). */
export async function createPostgresDatabase(serverUrl: string, name: string, template?: string) {
  await withAdmin(serverUrl, async (admin) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (error) {
        // 55006: the template is in use. Only this harness connects to it (briefly, while making it),
        // so a moment later it is free.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
}

/** Waits (up to five seconds) until nobody is connected to database `name`. */
export async function waitUntilUnused(serverUrl: string, name: string) {
  await withAdmin(serverUrl, async (admin) => {
    for (let i = 0; i < 100; i += 1) {
      const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (open.rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/** Drops database `name` once the pool that used it has let its connections go. */
export async function dropPostgresDatabase(serverUrl: string, name: string) {
  // pg's pool.end() resolves before its sockets close; dropping WITH (FORCE) while they are still
  // closing makes them fail with an uncaught 57P01. Let them go first.
  await waitUntilUnused(serverUrl, name);
  await withAdmin(serverUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
  });
}
