import { API } from '@app/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { localLogout, logout } from '#web/features/auth/session-actions.ts'
import { resetApiClientState } from '#web/shared/lib/api-client.ts'
import {
  COOKIE_KEYS,
  getCookie,
  getLocal,
  LOCAL_KEYS,
  setCookie,
  setToken,
} from '#web/shared/lib/storage.ts'
import { resetAppSettingsStore, useAppSettings } from '#web/stores/app-settings.ts'
import { resetSessionStore, useSession } from '#web/stores/session.ts'
import { envelope, fakeNetwork, type Reply } from '#web/testing/fake-adapter.ts'
import { loginResult } from '#web/testing/factories.ts'

let restore: (() => void) | null = null

const signedIn = (logoutReply: () => Reply) => {
  resetApiClientState()
  setToken('token-1')
  resetSessionStore()
  useSession.getState().signIn(loginResult())
  const network = fakeNetwork((config) =>
    config.url === API.auth.logout.path
      ? logoutReply()
      : { status: 404, body: envelope(null, 404, `unhandled ${config.url}`) },
  )
  restore = network.restore
  return network
}

beforeEach(() => resetAppSettingsStore())
afterEach(() => {
  restore?.()
  restore = null
})

describe('the local logout stub (docs/product/shell.md "Session")', () => {
  it('resolves with code 200 and data success, without a call', async () => {
    expect(await localLogout()).toEqual({ code: 200, msg: '', data: 'success' })
  })
})

describe('logout', () => {
  it('answers with the server logout when it can be reached', async () => {
    const network = signedIn(() => ({ body: envelope('success') }))
    expect(await logout()).toMatchObject({ code: 200, data: 'success' })
    expect(network.calls.map((c) => c.url)).toEqual([API.auth.logout.path])
    expect(useSession.getState().token).toBeUndefined()
  })

  it('completes locally through the stub when the server cannot be reached', async () => {
    signedIn(() => ({ fail: 'network' }))
    expect(await logout()).toEqual({ code: 200, msg: '', data: 'success' })
    expect(useSession.getState().token).toBeUndefined()
    expect(getCookie(COOKIE_KEYS.token)).toBeUndefined()
    expect(getLocal(LOCAL_KEYS.userInfo)).toBeNull()
  })

  it('removes the token and sidebar cookies, keeping the language and the size (ADR 023)', async () => {
    signedIn(() => ({ body: envelope('success') }))
    setCookie(COOKIE_KEYS.language, 'en')
    setCookie(COOKIE_KEYS.size, 'small')
    useAppSettings.getState().closeSidebar()
    expect(getCookie(COOKIE_KEYS.sidebarStatus)).toBe('0')

    await logout()

    expect(getCookie(COOKIE_KEYS.token)).toBeUndefined()
    expect(getCookie(COOKIE_KEYS.sidebarStatus)).toBeUndefined()
    expect(useAppSettings.getState().sidebarOpened).toBe(true)
    expect(getCookie(COOKIE_KEYS.language)).toBe('en')
    expect(getCookie(COOKIE_KEYS.size)).toBe('small')
  })
})
