import { describe, expect, it } from 'vitest'
import { ALL_ENDPOINTS } from '../endpoints.ts'
import { pageQuerySchema } from './envelope.schemas.ts'
import { PERMISSION_LIST, hasAnyPermission } from './permissions.ts'

describe('pageQuerySchema', () => {
  it.each([
    [{}, { page: 1, pageSize: 20 }],
    [
      { page: '3', pageSize: '50' },
      { page: 3, pageSize: 50 },
    ],
    [
      { page: '1', pageSize: '2000' },
      { page: 1, pageSize: 2000 },
    ],
  ])('reads %o as %o (spec §9 defaults: page 1, 20 per page)', (input, expected) => {
    expect(pageQuerySchema.parse(input)).toEqual(expected)
  })

  it.each([{ pageSize: '25' }, { page: '0' }, { page: 'x' }, { pageSize: '100000' }])(
    'refuses %o',
    (input) => {
      expect(pageQuerySchema.safeParse(input).success).toBe(false)
    },
  )
})

describe('hasAnyPermission', () => {
  it.each([
    [['*:*:*'], ['platform:exhibition:add'], true],
    [['platform:exhibition:add'], ['platform:exhibition:add', 'x:y:z'], true],
    [['platform:exhibition:list'], ['platform:exhibition:add'], false],
    [[], ['platform:exhibition:list'], false],
  ])('held %o, wanted %o -> %s', (held, wanted, expected) => {
    expect(hasAnyPermission(held, wanted)).toBe(expected)
  })
})

describe('endpoint descriptors', () => {
  it('give every endpoint a unique method and path', () => {
    const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('guard only with permissions of the catalogue', () => {
    const used = ALL_ENDPOINTS.flatMap((e) =>
      e.permission === undefined
        ? []
        : typeof e.permission === 'string'
          ? [e.permission]
          : e.permission,
    )
    expect(used.length).toBeGreaterThan(0)
    for (const p of used) expect(PERMISSION_LIST).toContain(p)
  })
})
