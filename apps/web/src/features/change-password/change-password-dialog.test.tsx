import { API } from '@app/contracts'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { InternalAxiosRequestConfig } from 'axios'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Providers } from '#web/testing/app-providers.ts'
import { ChangePasswordDialog } from '#web/features/change-password/change-password-dialog.tsx'
import { sanitizePassword, toBase64 } from '#web/features/change-password/password-input.ts'
import { resetApiClientState } from '#web/shared/lib/api-client.ts'
import { COOKIE_KEYS, getCookie, getLocal, LOCAL_KEYS, setToken } from '#web/shared/lib/storage.ts'
import { useSession } from '#web/stores/session.ts'
import { envelope, fakeNetwork, type Reply, shellAnswers } from '#web/testing/fake-adapter.ts'
import { loginResult } from '#web/testing/factories.ts'
import { currentUrl, startApp, stopApp } from '#web/testing/render-app.tsx'

const CHANGE = API.auth.changeOwnPassword.path

let restore: (() => void) | null = null
afterEach(() => {
  restore?.()
  restore = null
})

/** The dialog alone, open, over a fake network answering the change with `reply`. */
const openDialog = (reply: () => Reply = () => ({ body: envelope(null) })) => {
  resetApiClientState()
  setToken('token-1')
  useSession.getState().signIn(loginResult())
  const network = fakeNetwork((config) => {
    if (config.url === CHANGE) return reply()
    if (config.url === API.auth.logout.path) return { body: envelope('success') }
    return { status: 404, body: envelope(null, 404, `unhandled ${config.url}`) }
  })
  restore = network.restore
  const onClose = vi.fn()
  render(
    <Providers>
      <ChangePasswordDialog open onClose={onClose} />
    </Providers>,
  )
  const dialog = screen.getByRole('dialog', { name: '修改密码' })
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement
  return {
    user: userEvent.setup(),
    dialog,
    onClose,
    calls: network.calls,
    old: field('旧密码'),
    next: field('新密码'),
    confirm: field('确认密码'),
    submit: within(dialog).getByRole('button', { name: '确定' }),
  }
}

const changeCalls = (calls: InternalAxiosRequestConfig[]) => calls.filter((c) => c.url === CHANGE)
const bodyOf = (call: InternalAxiosRequestConfig | undefined): unknown =>
  typeof call?.data === 'string' ? JSON.parse(call.data) : call?.data

// the dialog's code loads on first opening (lazyDialog); load it once up front so no
// test pays jsdom's cold transform of antd inside its own timeout
beforeAll(async () => {
  await import('#web/features/change-password/change-password-dialog.tsx')
}, 30_000)

describe('sanitizePassword and toBase64', () => {
  it('drops whitespace and anything but letters, digits and ASCII symbols, up to 20', () => {
    expect(sanitizePassword('  Ab 1#\t')).toBe('Ab1#')
    expect(sanitizePassword('密码Ab1#ｘé😀')).toBe('Ab1#')
    expect(sanitizePassword('~`!@#$%^&*()-_=+[]{}|\\;:\'",.<>/?')).toBe(
      '~`!@#$%^&*()-_=+[]{}|\\;:\'",.<>/?'.slice(0, 20),
    )
    expect(sanitizePassword('A'.repeat(25))).toHaveLength(20)
    expect(sanitizePassword(undefined)).toBe('')
  })

  it('encodes the UTF-8 bytes in base64', () => {
    expect(toBase64('Demo@2026')).toBe(btoa('Demo@2026'))
    expect(toBase64('密')).toBe('5a+G')
  })
})

describe('change password dialog (spec §5)', () => {
  it('is 528 px wide and names its fields', () => {
    const { dialog, old, next, confirm } = openDialog()
    expect(old.maxLength).toBe(20)
    expect(next.maxLength).toBe(20)
    expect(confirm.maxLength).toBe(20)
    expect(dialog.closest('.ant-modal')?.getAttribute('style')).toContain('width: 528px')
  })

  it('asks for the three fields when submitted empty', async () => {
    const { user, submit, calls } = openDialog()
    await user.click(submit)
    expect(await screen.findByText('请输入旧密码')).toBeTruthy()
    expect(screen.getByText('请输入密码')).toBeTruthy()
    expect(screen.getByText('请再次输入密码')).toBeTruthy()
    expect(changeCalls(calls)).toEqual([])
  })

  it('refuses a short, then a weak new password, and a confirmation that differs', async () => {
    const { user, next, confirm, submit, calls } = openDialog()
    await user.type(next, 'Ab1#')
    expect(await screen.findByText('密码长度不能少于8位')).toBeTruthy()
    await user.clear(next)
    await user.type(next, 'abcdefgh')
    expect(await screen.findByText('密码必须包含大写字母、小写字母、数字和特殊字符')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('密码长度不能少于8位')).toBeNull())
    await user.clear(next)
    await user.type(next, 'Abcdef1#')
    await user.type(confirm, 'Abcdef1$')
    await user.click(submit)
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy()
    await waitFor(() =>
      expect(screen.queryByText('密码必须包含大写字母、小写字母、数字和特殊字符')).toBeNull(),
    )
    expect(changeCalls(calls)).toEqual([])
  })

  it('trims, strips and limits what is typed to 20 characters', async () => {
    const { user, old, next } = openDialog()
    await user.type(old, ' Ab 1#密码é ')
    expect(old.value).toBe('Ab1#')
    await user.click(next)
    await user.paste('Abcdefgh1#Abcdefgh1#XYZ')
    expect(next.value).toBe('Abcdefgh1#Abcdefgh1#')
    await user.clear(next)
    await user.type(next, 'Ab 1# Ab 1# Ab 1# Ab 1# Ab 1#')
    expect(next.value).toBe('Ab1#Ab1#Ab1#Ab1#Ab1#')
  })

  it('sends each field in base64 once, says 修改成功, ends the session', async () => {
    const { user, old, next, confirm, submit, calls, onClose } = openDialog()
    await user.type(old, 'Demo@2026')
    await user.type(next, 'Demo@2027x')
    await user.type(confirm, 'Demo@2027x')
    await user.dblClick(submit)
    expect(await screen.findByText('修改成功')).toBeTruthy()
    await waitFor(() => expect(useSession.getState().token).toBeUndefined())
    const sent = changeCalls(calls)
    expect(sent).toHaveLength(1)
    expect(bodyOf(sent[0])).toEqual({
      oldPassword: btoa('Demo@2026'),
      password: btoa('Demo@2027x'),
      confirmPassword: btoa('Demo@2027x'),
    })
    expect(screen.queryByText('数据正在处理，请勿重复提交')).toBeNull()
    expect(onClose).toHaveBeenCalled()
    expect(calls.map((c) => c.url)).toContain(API.auth.logout.path)
    expect(getCookie(COOKIE_KEYS.token)).toBeUndefined()
    expect(getLocal(LOCAL_KEYS.userInfo)).toBeNull()
    expect(useSession.getState().routerRequest).toEqual({ reason: 'signOut', to: '/login' })
  })

  it('keeps the dialog and its values when the server refuses', async () => {
    const { user, old, next, confirm, submit, onClose } = openDialog(() => ({
      status: 400,
      body: envelope(null, 400, '旧密码错误'),
    }))
    await user.type(old, 'Wrong@2026')
    await user.type(next, 'Demo@2027x')
    await user.type(confirm, 'Demo@2027x')
    await user.click(submit)
    expect(await screen.findByText('旧密码错误')).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
    expect(useSession.getState().token).toBe('token-1')
    expect(old.value).toBe('Wrong@2026')
    expect(next.value).toBe('Demo@2027x')
    await waitFor(() => expect(submit.className).not.toContain('ant-btn-loading'))
  })
})

describe('from the account menu', () => {
  afterEach(() => stopApp())

  it('opens from 修改密码 and lands on /login after a change', async () => {
    const { token: _token, ...info } = loginResult()
    setToken('token-1')
    const app = await startApp('/dashboard', {
      [API.auth.loginInfo.path]: () => ({ body: envelope(info) }),
      [API.auth.backgroundImage.path]: () => ({ body: envelope({ url: '' }) }),
      [API.auth.logout.path]: () => ({ body: envelope('success') }),
      [CHANGE]: () => ({ body: envelope(null) }),
      ...shellAnswers(),
    })
    await app.user.click(await screen.findByRole('button', { name: '王经理' }))
    await app.user.click(await screen.findByRole('menuitem', { name: '修改密码' }))
    // by its title text: inside the whole app jsdom does not resolve the dialog's name
    // (the browser test, e2e/common/dialogs.spec.ts, finds it by role and name)
    const dialog = await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 })
    expect(within(dialog).getByText('修改密码')).toBeTruthy()
    await app.user.type(within(dialog).getByLabelText('旧密码'), 'Demo@2026')
    await app.user.type(within(dialog).getByLabelText('新密码'), 'Demo@2027x')
    await app.user.type(within(dialog).getByLabelText('确认密码'), 'Demo@2027x')
    await app.user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('修改成功')).toBeTruthy()
    await waitFor(() => expect(currentUrl()).toBe('/login'))
    expect(getCookie(COOKIE_KEYS.token)).toBeUndefined()
  })
})
