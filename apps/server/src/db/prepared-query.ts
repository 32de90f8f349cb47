import type { Compilable, CompiledQuery } from 'kysely'
import { type Db, keepPlanned } from './database.ts'

/** What stands for an argument while the query is compiled (no real value looks so). */
const STAND_IN = '\u0000argument '
const standIn = (name: string | number) => `${STAND_IN}${name}`
const argumentOf = (p: unknown) =>
  typeof p === 'string' && p.startsWith(STAND_IN) ? p.slice(STAND_IN.length) : null

interface Prepared<Row> {
  query: CompiledQuery<Row>
  /** Per parameter: the argument it takes, or null for the query's own constant. */
  slots: (string | null)[]
}

/** Compiles `query` (built with stand-ins) and records where each argument goes. */
function prepare<Row>(query: Compilable<Row>, argumentNames: string[]): Prepared<Row> {
  const compiled = query.compile()
  const slots = compiled.parameters.map(argumentOf)
  const placed = new Set(slots.filter((n) => n !== null))
  if (placed.size !== argumentNames.length || argumentNames.some((n) => !placed.has(n)))
    throw new Error('preparedQuery: every argument must appear as one parameter')
  return { query: compiled, slots }
}

async function run<Row>(
  db: Db,
  { query, slots }: Prepared<Row>,
  valueOf: (name: string) => unknown,
) {
  const parameters = query.parameters.map((p, i) => {
    const name = slots[i]
    return name === null || name === undefined ? p : valueOf(name)
  })
  return (await db.executeQuery<Row>({ ...query, parameters })).rows
}

/**
 * A query of the hot path (every request: the session, the unread count) built and
 * compiled once per database, then run with each call's arguments. Kysely otherwise builds,
 * freezes, transforms and compiles the same query anew on every call: a profile of a small
 * GET under load found that to be about a third of the server's busy time. PostgreSQL
 * plans it once a connection too (database.ts keepPlanned). Results still pass the plugins
 * (snake_case to camelCase).
 *
 * `build` receives stand-ins for its arguments and must use each as one plain value
 * (`where('x', '=', arg)`), not in a list or an expression Kysely would rewrite.
 *
 * @example
 * const sessionOf = preparedQuery((db, hash: string) =>
 *   db.selectFrom('sysSession').selectAll().where('tokenHash', '=', hash))
 * const [row] = await sessionOf(db, tokenHash)
 */
export function preparedQuery<Row, Args extends unknown[]>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Db, Prepared<Row>>()
  return async (db, ...args) => {
    let prepared = compiled.get(db)
    if (!prepared) {
      const names = Array.from({ length: build.length - 1 }, (_, n) => String(n))
      prepared = prepare(build(db, ...(names.map(standIn) as Args)), names)
      keepPlanned(prepared.query.sql)
      compiled.set(db, prepared)
    }
    return run(db, prepared, (name) => args[Number(name)])
  }
}

/**
 * preparedQuery for a query whose SQL depends on which arguments are given (a list's
 * filters: each set of filters in use is its own statement). Compiled once per database
 * and set of given arguments; an argument left undefined is left out of the query by
 * `build`. Argument values go in as they are: transform them (a LIKE pattern) before.
 * PostgreSQL still plans each call: the best plan of a filtered list depends on the values.
 *
 * @example
 * const pageOf = preparedQueries((db, a: { name?: string; limit: number }) => {
 *   let q = db.selectFrom('site').selectAll().limit(a.limit)
 *   if (a.name !== undefined) q = q.where('name', 'like', a.name)
 *   return q
 * })
 */
export function preparedQueries<Row, Args extends object>(
  build: (db: Db, args: Args) => Compilable<Row>,
): (db: Db, args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Db, Map<string, Prepared<Row>>>()
  return async (db, given) => {
    const args = given as Record<string, unknown>
    const names = Object.keys(args)
      .filter((k) => args[k] !== undefined)
      .sort()
    const shape = names.join(',')
    let byShape = compiled.get(db)
    if (!byShape) compiled.set(db, (byShape = new Map()))
    let prepared = byShape.get(shape)
    if (!prepared) {
      const standIns = Object.fromEntries(names.map((n) => [n, standIn(n)])) as unknown as Args
      prepared = prepare(build(db, standIns), names)
      byShape.set(shape, prepared)
    }
    return run(db, prepared, (name) => args[name])
  }
}
