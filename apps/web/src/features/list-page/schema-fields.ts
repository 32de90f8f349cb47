import { issueMessage, type IssueMessage } from '@app/contracts'
import type { z } from 'zod'
import type { FilterCodec } from '#web/shared/hooks/use-list-state.ts'

/*
 * What a screen reads off the contract's schemas instead of restating it: the URL codec
 * of its filters (from the page query) and the limits and messages of its form fields
 * (from the save body). Client and server then check the same rules with the same words.
 */

type Shape = Record<string, z.ZodType>
type Def = {
  type: string
  innerType?: z.ZodType
  out?: z.ZodType
  in?: z.ZodType
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The value schema inside optional / default / nullable / preprocess wrappers. */
export const innerSchema = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema)
  if (def.innerType) return innerSchema(def.innerType)
  // a preprocess is a pipe from a transform into the real schema
  if (def.type === 'pipe' && def.out) return innerSchema(def.out)
  return schema
}

/** The fields of an object schema (through its defaults and pipes). */
export const shapeOf = (schema: z.ZodType): Shape =>
  (innerSchema(schema) as unknown as { shape: Shape }).shape

/** A field's schema in an object schema (an error names the missing field: a typo). */
export const fieldSchema = (schema: z.ZodType, field: string): z.ZodType => {
  const found = shapeOf(schema)[field]
  if (!found) throw new Error(`the schema has no field "${field}"`)
  return found
}

/** A bound the schema sets: zod tells none as null or an infinity. */
const finite = (n?: number | null) => (typeof n === 'number' && Number.isFinite(n) ? n : undefined)

/** What a form field shows of its rules: required or not, a text's length, a number's bounds. */
export const fieldLimits = (schema: z.ZodType, field: string) => {
  const own = fieldSchema(schema, field)
  const inner = innerSchema(own) as unknown as {
    maxLength?: number | null
    minValue?: number | null
    maxValue?: number | null
  }
  return {
    // nothing given is refused (a trimmed text with min(1) refuses '' too)
    required: !own.safeParse(undefined).success,
    maxLength: finite(inner.maxLength),
    min: finite(inner.minValue),
    max: finite(inner.maxValue),
  }
}

/** The first rule a value breaks, as the server would word it; null when it passes. */
export const fieldIssue = (
  schema: z.ZodType,
  field: string,
  value: unknown,
): IssueMessage | null => {
  // an empty input is `undefined` to a form; the schema's default or `required` decides
  const result = fieldSchema(schema, field).safeParse(value === '' ? undefined : value)
  const issue = result.success ? undefined : result.error.issues[0]
  return issue ? issueMessage(issue) : null
}

/** The values a new record starts with: each field's default in the save schema. */
export const schemaDefaults = (schema: z.ZodType): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    const parsed = field.safeParse(undefined)
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data
  }
  return out
}

/** The filter fields of a page query: all but the paging. */
export const filterKeys = (querySchema: z.ZodType): string[] =>
  Object.keys(shapeOf(querySchema)).filter((k) => k !== 'page' && k !== 'pageSize')

/**
 * A filter value as the query takes it (trimmed, coerced), or undefined when it is empty
 * or broken: a hand-edited URL never reaches the server as a 400.
 */
const parseFilter = (schema: z.ZodType, key: string, raw: unknown): unknown => {
  if (raw === undefined || raw === null || raw === '') return undefined
  const parsed = fieldSchema(schema, key).safeParse(raw)
  return parsed.success ? parsed.data : undefined
}

/** The filters of a query schema, each checked by its own rule (see parseFilter). */
export const cleanFilters = <F extends object>(querySchema: z.ZodType, values: object): F => {
  const source = values as Record<string, unknown>
  return Object.fromEntries(
    filterKeys(querySchema).map((key) => [key, parseFilter(querySchema, key, source[key])]),
  ) as F
}

/**
 * The URL codec of a list's filters, read off its page query: every filter of the schema
 * travels under its own name, and a value the schema refuses is dropped.
 *
 * @example const codec = filterCodecOf<Filters>(API.templates.remark.page.query)
 */
export const filterCodecOf = <F extends object>(querySchema: z.ZodType): FilterCodec<F> => ({
  read: (params) =>
    cleanFilters<F>(
      querySchema,
      Object.fromEntries(filterKeys(querySchema).map((k) => [k, params.get(k) ?? undefined])),
    ),
  write: (filters) => {
    const out: Record<string, string | number | boolean | undefined> = {}
    for (const [key, value] of Object.entries(filters as Record<string, unknown>))
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        out[key] = value
    return out
  },
})
