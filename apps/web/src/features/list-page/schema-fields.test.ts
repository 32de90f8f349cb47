import {
  pageQuerySchema,
  saveKeyShape,
  saveTailShape,
  statusFilter,
  textFilter,
} from '@app/contracts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  cleanFilters,
  fieldIssue,
  fieldLimits,
  filterCodecOf,
  schemaDefaults,
} from '#web/features/list-page/schema-fields.ts'

const query = pageQuerySchema.extend({
  name: textFilter(8),
  category: textFilter(4),
  status: statusFilter,
})
const save = z.object({
  ...saveKeyShape,
  name: z.string().trim().min(1).max(50),
  category: z.string().trim().max(32).default(''),
  ...saveTailShape,
})

describe('filterCodecOf', () => {
  const codec = filterCodecOf<{ name?: string; category?: string; status?: 0 | 1 }>(query)

  it('reads every filter of the query schema from the URL, trimmed and coerced', () => {
    const params = new URLSearchParams('name=%20展厅%20&status=1&page=3&other=x')
    expect(codec.read(params)).toEqual({ name: '展厅', category: undefined, status: 1 })
  })

  it('drops a value the schema refuses instead of sending it', () => {
    const params = new URLSearchParams('name=123456789&status=7&category=')
    expect(codec.read(params)).toEqual({ name: undefined, category: undefined, status: undefined })
  })

  it('writes the filters back as parameters (empty ones are left out by the list state)', () => {
    expect(codec.write({ name: '展厅', status: 0 })).toEqual({ name: '展厅', status: 0 })
  })

  it('cleans a search form’s values the same way', () => {
    expect(cleanFilters(query, { name: '  a ', status: 0, category: '' })).toEqual({
      name: 'a',
      category: undefined,
      status: 0,
    })
  })
})

describe('form rules read off the save schema', () => {
  it('tells required fields and their bounds', () => {
    expect(fieldLimits(save, 'name')).toEqual({ required: true, maxLength: 50 })
    expect(fieldLimits(save, 'category')).toEqual({ required: false, maxLength: 32 })
    expect(fieldLimits(save, 'sort')).toEqual({ required: false, min: 0, max: 9999 })
  })

  it('words a broken rule as the server does (validation keys with their values)', () => {
    expect(fieldIssue(save, 'name', 'x'.repeat(51))).toEqual({
      key: 'validation.tooLong',
      params: { max: '50' },
    })
    expect(fieldIssue(save, 'name', '   ')).toEqual({ key: 'validation.required' })
    expect(fieldIssue(save, 'name', '展厅须知')).toBeNull()
    expect(fieldIssue(save, 'sort', 10_000)).toEqual({
      key: 'validation.tooLong',
      params: { max: '9999' },
    })
  })

  it('starts a new record with the schema’s defaults', () => {
    expect(schemaDefaults(save)).toEqual({ category: '', sort: 0, status: 1, remark: '' })
  })

  it('names a field the schema lacks (a typo in a screen fails loudly)', () => {
    expect(() => fieldLimits(save, 'nmae')).toThrow('the schema has no field "nmae"')
  })
})
