import type { ZodError } from 'zod'

/** A message key of the UI's words (`validation.*`) and the values of its placeholders. */
export interface IssueMessage {
  key: string
  params?: Record<string, string>
}

/**
 * What to say of one failed rule of a schema: the server's 400 (`data.fields`) and the
 * web's form rules both say it, so a limit reads the same on both sides. A rule with a
 * message of its own (`refine(…, { message: 'validation.floorPrice' })`) says that.
 *
 * @example issueMessage(schema.safeParse('x'.repeat(60)).error.issues[0])
 * // { key: 'validation.tooLong', params: { max: '50' } }
 */
export function issueMessage(issue: ZodError['issues'][number]): IssueMessage {
  if (issue.message.startsWith('validation.')) {
    const params =
      issue.code === 'custom' && issue.params
        ? Object.fromEntries(Object.entries(issue.params).map(([k, v]) => [k, String(v)]))
        : undefined
    return params ? { key: issue.message, params } : { key: issue.message }
  }
  if (issue.code === 'too_big')
    return { key: 'validation.tooLong', params: { max: String(issue.maximum) } }
  if (issue.code === 'too_small' && Number(issue.minimum) <= 1 && issue.origin === 'string')
    return { key: 'validation.required' }
  if (issue.code === 'too_small')
    return { key: 'validation.tooShort', params: { min: String(issue.minimum) } }
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return { key: 'validation.required' }
  return { key: 'validation.invalid' }
}
