import { describe, expect, it } from 'vitest'
import {
  checkPermission,
  checkRole,
  hasPermission,
  hasRole,
} from '#web/features/permissions/has-permission.ts'
import { useSession } from '#web/stores/session.ts'

describe('checkPermission', () => {
  it.each([
    { held: ['platform:exhibition:add'], wanted: ['platform:exhibition:add'], expected: true },
    {
      held: ['platform:exhibition:add'],
      wanted: ['platform:exhibition:remove', 'platform:exhibition:add'],
      expected: true,
    },
    { held: ['platform:exhibition:add'], wanted: ['platform:exhibition:remove'], expected: false },
    { held: ['*:*:*'], wanted: ['anything:at:all'], expected: true },
    { held: [], wanted: ['platform:exhibition:add'], expected: false },
  ])('$held grants $wanted: $expected', ({ held, wanted, expected }) => {
    expect(checkPermission(held, wanted)).toBe(expected)
  })

  it.each([[[]], [undefined], ['platform:exhibition:add'], [null], [{}]])(
    'throws 请设置操作权限标签值 for %j',
    (value) => {
      expect(() => checkPermission(['*:*:*'], value)).toThrow(new Error('请设置操作权限标签值'))
    },
  )
})

describe('checkRole', () => {
  it.each([
    { held: ['admin'], wanted: ['admin', 'finance'], expected: true },
    { held: ['sales'], wanted: ['admin'], expected: false },
  ])('$held has any of $wanted: $expected', ({ held, wanted, expected }) => {
    expect(checkRole(held, wanted)).toBe(expected)
  })

  it('throws 请设置操作权限标签值 for an empty list', () => {
    expect(() => checkRole(['admin'], [])).toThrow('请设置操作权限标签值')
  })
})

describe('hasPermission / hasRole on the signed-in user', () => {
  it('reads the permissions and roles of the session', () => {
    useSession.setState({ permissions: ['system:user:add'], roles: ['admin'] })
    expect(hasPermission(['system:user:add'])).toBe(true)
    expect(hasPermission(['system:user:remove'])).toBe(false)
    expect(hasRole(['admin'])).toBe(true)
    expect(hasRole(['finance'])).toBe(false)
  })
})
