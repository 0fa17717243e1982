// `npm run build -w apps/server`: the server as JavaScript in dist/, run by plain `node` in production
// (docs/adr/0054-compiled-server.md). esbuild bundles the server's own code and the domain package
// (TypeScript only: its exports name .ts files) into one file per entry point, each with its source map;
// every other package stays an import, resolved from node_modules at run time as under tsx.
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const dist = `${root}dist`;
const { dependencies } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

/** Bundled: relative imports and our own workspace packages. Everything else is a package of node_modules. */
const packagesStayImports = {
  name: 'packages-stay-imports',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@eticket/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'cli/db-seed': 'src/cli/db-seed.ts',
    'cli/db-reset': 'src/cli/db-reset.ts',
    'cli/db-backup': 'src/cli/db-backup.ts',
    'cli/db-restore': 'src/cli/db-restore.ts',
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Stack traces name the TypeScript files and lines (`node --enable-source-maps`); the maps point at the
  // sources rather than carrying them, which halves them.
  sourcemap: true,
  sourcesContent: false,
  // Class and function names stay as written: they appear in logs and error names.
  keepNames: true,
  plugins: [packagesStayImports],
  metafile: true,
  logLevel: 'warning',
});

// A production install (`npm ci --omit=dev`) has the server's dependencies only: a package the build
// imports from anywhere else (a development tool, another workspace's package) would fail at start.
const imported = Object.values(metafile.outputs).flatMap((output) =>
  output.imports.filter((i) => i.external).map((i) => i.path),
);
const missing = [...new Set(imported.filter((p) => !p.startsWith('node:') && !builtinModules.includes(p)))]
  .map(packageOf)
  .filter((name) => !(name in dependencies));
if (missing.length > 0) {
  rmSync(dist, { recursive: true, force: true }); // not left for scripts/ensure-build.mjs to take as built
  console.error(
    `The server imports packages that are not among apps/server's dependencies: ${[...new Set(missing)].join(', ')}`,
  );
  process.exit(1);
}
console.log(`server built into ${dist} in ${Math.round(performance.now() - started)} ms`);
