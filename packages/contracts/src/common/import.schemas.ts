import { z } from 'zod'

// The import of a filled .xlsx template with a per-row report (用户导入, 客户导入 …): all or
// nothing, a dry run (预检) first, rows naming a stored record updating it only when asked.

/** 0/1 flags of the import call (query string: the body is the file). */
const flag = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : v),
  z.coerce.number().int().min(0).max(1).default(0),
)

export const importQuerySchema = z.object({
  /** 1: check the file and answer the report, writing nothing (预检). */
  dryRun: flag,
  /** 1: rows naming a stored record update it; 0: such rows are errors. */
  updateSupport: flag,
})
export type ImportQuery = z.input<typeof importQuerySchema>

/** What every report row holds, beside the fields that name its record. */
export const importRowShape = {
  /** The row number in the sheet (the header is row 1). */
  row: z.number().int(),
  /** What the row does (or would do, in a dry run); `error` rows stop the whole import. */
  action: z.enum(['create', 'update', 'error']),
  /** Each problem, naming the column as the template heads it. */
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
}

/**
 * The per-row report of `rows`. `written` is true only when every row was good and the
 * call was not a dry run.
 */
export const importResultSchema = <R extends z.ZodType>(row: R) =>
  z.object({
    written: z.boolean(),
    total: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    failed: z.number().int(),
    rows: z.array(row),
  })

/** A report row's own part (the fields naming its record come beside it). */
export type ImportRowBase = z.infer<z.ZodObject<typeof importRowShape>>
/** An import's answer with rows of `R`. */
export type ImportResult<R extends ImportRowBase> = Omit<
  z.infer<ReturnType<typeof importResultSchema>>,
  'rows'
> & { rows: R[] }
