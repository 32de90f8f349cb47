import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

/**
 * The server as one compiled file, dist/server.js (or the path given), for `npm start`
 * and the browser tests (docs/deploy.md): our
 * TypeScript and the workspace packages bundled, every npm dependency loaded from
 * node_modules as it is (native modules such as better-sqlite3 cannot be bundled).
 */
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>
}
const workspace = (name: string) => name.startsWith('@app/')
const external = Object.keys(manifest.dependencies).filter((name) => !workspace(name))

await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile: process.argv[2] ?? new URL('../dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // a package's subpaths too (exceljs/…)
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
})
