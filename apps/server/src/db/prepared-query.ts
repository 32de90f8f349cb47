import type { Compilable, CompiledQuery } from 'kysely'
import type { Db } from './database.ts'

/** What stands for the n-th argument while the query is compiled (no real value looks so). */
const STAND_IN = '\u0000argument '
const argument = (n: number) => `${STAND_IN}${n}`
const argumentOf = (p: unknown) =>
  typeof p === 'string' && p.startsWith(STAND_IN) ? Number(p.slice(STAND_IN.length)) : null

/**
 * A query of the hot path (every request: the session, the unread count) built and
 * compiled once per database, then run with each call's arguments. Kysely otherwise builds,
 * freezes, transforms and compiles the same query anew on every call: a profile of a small
 * GET under load found that to be about a third of the server's busy time. Results still
 * pass the plugins (snake_case to camelCase).
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
  const compiled = new WeakMap<Db, { query: CompiledQuery<Row>; slots: (number | null)[] }>()
  return async (db, ...args) => {
    let prepared = compiled.get(db)
    if (!prepared) {
      const standIns = Array.from({ length: build.length - 1 }, (_, n) => argument(n))
      const query = build(db, ...(standIns as Args)).compile()
      // which parameter is which argument; the others are the query's own constants
      const slots = query.parameters.map(argumentOf)
      if (new Set(slots.filter((n) => n !== null)).size !== standIns.length)
        throw new Error('preparedQuery: every argument must appear as one parameter')
      prepared = { query, slots }
      compiled.set(db, prepared)
    }
    const { query, slots } = prepared
    const parameters = query.parameters.map((p, i) => {
      const n = slots[i]
      return n === null || n === undefined ? p : args[n]
    })
    const result = await db.executeQuery<Row>({ ...query, parameters })
    return result.rows
  }
}
