import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Permission } from '#web/features/permissions/permission.tsx'
import { useSession } from '#web/stores/session.ts'

describe('<Permission>', () => {
  it('shows its children only while the user holds a listed permission', () => {
    useSession.setState({ permissions: ['platform:exhibition:list'] })
    render(
      <Permission perms={['platform:exhibition:add']}>
        <button type="button">新增</button>
      </Permission>,
    )
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull()
    act(() => useSession.setState({ permissions: ['platform:exhibition:add'] }))
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy()
  })

  it('shows everything to a holder of *:*:*', () => {
    useSession.setState({ permissions: ['*:*:*'] })
    render(
      <Permission perms={['system:user:remove']}>
        <span>删除</span>
      </Permission>,
    )
    expect(screen.getByText('删除')).toBeTruthy()
  })
})
