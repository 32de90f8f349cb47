// A Vite plugin that puts the code of the signed-in layout and of the venue dashboard in one
// file (docs/product/performance.md "Front-end load"). Left to itself, the bundler cut that
// code into ~55 files, one per set of screens sharing an antd component or an icon, and a
// signed-in first load asked for them all at once, 6 at a time (HTTP/1.1, one host): one file,
// no more bytes, painted the dashboard 80-100 ms sooner (two builds, loads alternating).
// What the entry or a sign-in screen imports stays out, so the sign-in page loads no more.
// The dashboard's own part (16 KB gzip) is loaded by the other subsystems' pages too: the venue
// system's home is where most sessions start.
import type { Plugin } from 'vite'

/** The layout of every signed-in page, and the venue system's home: what a first load draws. */
const SHELL_ROOTS = [
  /[\\/]src[\\/]app[\\/]layout[\\/]basic-layout\.tsx$/,
  /[\\/]src[\\/]subsystems[\\/]venue[\\/]dashboard[\\/]screens[\\/]dashboard\.screen\.tsx$/,
]
/** The screens before sign-in: what they import stays out of the shell. */
const SIGNED_OUT_ROOT = /[\\/]src[\\/]features[\\/]auth[\\/]screens[\\/][^\\/]+\.screen\.tsx$/

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>
  getModuleInfo(id: string): {
    isEntry: boolean
    code: string | null
    importedIds: readonly string[]
  } | null
}

/**
 * The index files of libraries that re-export every part of them (`import { Card } from
 * 'antd'`): whoever imports one imports only the parts it names, not the whole library.
 */
const BARREL =
  /[\\/]node_modules[\\/](antd|@ant-design[\\/]icons)[\\/]es[\\/](icons[\\/])?index\.js$/
/** The package a barrel belongs to, as an import names it. */
const packageOf = (barrel: string) =>
  /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(barrel)?.[1]?.replace('\\', '/')

const NAMED_IMPORT = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g
const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g
const EXPORT_ALL = /export\s*\*\s*from\s*["']([^"']+)["']/g

/**
 * The names of an `{ A, default as B, C as D }` list: as the other module exports them (before
 * `as`: `imported`), or as this one exports them (after `as`: `exported`).
 */
const namesIn = (list: string, side: 'imported' | 'exported') =>
  list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((pair) => pair[0])
    .map((pair) => (side === 'imported' ? pair[0] : (pair[1] ?? pair[0])) as string)

/**
 * Follows the module graph, reading a barrel as its users use it. `unknown`: what to do with a
 * barrel imported in a way not read here (a namespace or default import): follow all of it,
 * or none of it.
 */
const moduleClosure = (graph: ModuleGraph, roots: string[], unknown: 'all' | 'none') => {
  const ids = new Set(graph.getModuleIds())
  const resolve = (from: string, spec: string) => {
    const base = from.replace(/[^\\/]+$/, '') + spec.replace(/^\.\//, '')
    return [`${base}.js`, `${base}/index.js`].find((id) => ids.has(id))
  }
  /** The module a barrel's export `name` comes from. */
  const target = (barrel: string, name: string): string | undefined => {
    const code = graph.getModuleInfo(barrel)?.code ?? ''
    for (const [, list = '', spec = ''] of code.matchAll(RE_EXPORT))
      if (namesIn(list, 'exported').includes(name)) return resolve(barrel, spec)
    for (const [, spec = ''] of code.matchAll(EXPORT_ALL)) {
      const inner = resolve(barrel, spec)
      const found = inner && (BARREL.test(inner) ? target(inner, name) : undefined)
      if (found) return found
    }
    return undefined
  }
  /** What `id` imports, a barrel replaced by the parts `id` names. */
  const importsOf = (id: string): string[] => {
    const info = graph.getModuleInfo(id)
    if (!info) return []
    if (!info.importedIds.some((dep) => BARREL.test(dep))) return [...info.importedIds]
    const named = new Map<string, string[]>()
    for (const [, list = '', spec = ''] of (info.code ?? '').matchAll(NAMED_IMPORT))
      named.set(spec, [...(named.get(spec) ?? []), ...namesIn(list, 'imported')])
    return info.importedIds.flatMap((dep) => {
      if (!BARREL.test(dep)) return [dep]
      const names = named.get(packageOf(dep) ?? '')
      if (!names) return unknown === 'all' ? [dep] : []
      const parts = names.map((name) => target(dep, name))
      const found = parts.filter((part): part is string => part !== undefined)
      // a name not found (a type left in, a barrel written another way) is read as `unknown`
      return found.length < parts.length && unknown === 'all' ? [...found, dep] : found
    })
  }
  const seen = new Set<string>()
  const stack = [...roots]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...importsOf(id))
  }
  return seen
}

/**
 * The modules of the shell chunk: what the layout and the dashboard import (statically), less
 * what the entry or a sign-in screen imports. Throws when a root is missing (a file renamed).
 */
export const shellModules = (graph: ModuleGraph): Set<string> => {
  const ids = [...graph.getModuleIds()]
  const matching = (test: RegExp) => ids.filter((id) => test.test(id))
  const roots = SHELL_ROOTS.flatMap(matching)
  if (roots.length !== SHELL_ROOTS.length)
    throw new Error(`shell-chunk: expected ${SHELL_ROOTS.length} roots, found ${roots.length}`)
  const entries = ids.filter((id) => graph.getModuleInfo(id)?.isEntry)
  const elsewhere = moduleClosure(graph, [...entries, ...matching(SIGNED_OUT_ROOT)], 'all')
  return new Set([...moduleClosure(graph, roots, 'none')].filter((id) => !elsewhere.has(id)))
}

export const shellChunk = (): Plugin => {
  // filled once the module graph is complete (buildEnd), read when chunks are cut (after it)
  let shell = new Set<string>()
  return {
    name: 'shell-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'shell',
                  test: (id: string) => shell.has(id),
                  // what the shell imports from the entry or sign-in stays where it is
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      shell = shellModules(this)
    },
  }
}
