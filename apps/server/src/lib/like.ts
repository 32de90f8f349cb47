// LIKE filters on user input. The text's own `%`, `_` and `\` are escaped, and the
// ESCAPE clause names the backslash: SQLite has no default escape character, and
// PostgreSQL's default (backslash) is then stated rather than assumed.
import { type Expression, type SqlBool, sql } from 'kysely'

/** `text` as a LIKE pattern that matches it anywhere, with LIKE's own wildcards escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/**
 * `column LIKE %text%` with the text taken literally, on every dialect. Case as the
 * dialect's LIKE has it (SQLite ignores ASCII case, PostgreSQL does not).
 *
 * @example
 * q.where((eb) => contains(eb.ref('name'), f.name))
 */
export const contains = (column: Expression<string>, text: string) =>
  likePattern(column, containsPattern(text))

/**
 * `column` contains `text`, ignoring case on every dialect. lower() on both sides because
 * SQLite's LIKE ignores ASCII case and PostgreSQL's does not; a contains-match uses no
 * index either way.
 */
export const containsIgnoringCase = (column: Expression<string>, text: string) =>
  sql<SqlBool>`lower(${column}) like lower(${containsPattern(text)}) escape '\\'`

/** `column LIKE pattern` for a pattern made by containsPattern (escape clause included). */
export const likePattern = (column: Expression<string>, pattern: string) =>
  sql<SqlBool>`${column} like ${pattern} escape '\\'`

/**
 * PostgreSQL only: `column ILIKE pattern` for a pattern made by containsPattern: the form
 * a pg_trgm index serves (`lower(column) like ...` would need an index on the expression).
 */
export const ilikePattern = (column: Expression<string>, pattern: string) =>
  sql<SqlBool>`${column} ilike ${pattern} escape '\\'`
