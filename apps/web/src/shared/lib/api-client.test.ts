import { API, defineEndpoint } from '@app/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  ApiError,
  callApi,
  configureApiClient,
  downloadFile,
  resetApiClientState,
  type NotifyKind,
} from '#web/shared/lib/api-client.ts'
import { changeLanguage } from '#web/shared/lib/i18n.ts'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope, fakeNetwork, type Handler } from '#web/testing/fake-adapter.ts'

const exportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cloud-business/api/test/export',
  auth: 'token',
  bodyKind: 'form',
  response: z.unknown(),
})

let notices: { kind: NotifyKind; text: string; seconds: number }[]
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>
let onContextLost: ReturnType<typeof vi.fn<() => void>>
let network: ReturnType<typeof fakeNetwork> | undefined

const answer = (handler: Handler) => {
  network = fakeNetwork(handler)
  return network
}

let appHooks: Parameters<typeof configureApiClient>[0]

beforeEach(() => {
  resetApiClientState()
  notices = []
  onUnauthorized = vi.fn<() => void>()
  onContextLost = vi.fn<() => void>()
  appHooks = configureApiClient({
    notify: (kind, text, seconds) => notices.push({ kind, text, seconds }),
    onUnauthorized,
    onContextLost,
  })
})

afterEach(async () => {
  // the next test file (same module graph) gets the app's hooks back
  configureApiClient(appHooks)
  network?.restore()
  network = undefined
  vi.useRealTimers()
  await changeLanguage('zh')
})

describe('requests', () => {
  it('sends the call under /xgz with a 5000 ms timeout and system-type 0', async () => {
    const { calls } = answer(() => ({ body: envelope([]) }))
    await callApi(API.auth.versionList)
    const call = calls[0]
    expect(call?.baseURL).toBe('/xgz')
    expect(call?.url).toBe('/cloud-user/api/system/version')
    expect(call?.method).toBe('get')
    expect(call?.timeout).toBe(5000)
    expect(call?.headers.get('system-type')).toBe('0')
  })

  it('adds the access-token header only when signed in', async () => {
    const { calls } = answer(() => ({ body: envelope([]) }))
    await callApi(API.auth.versionList)
    expect(calls[0]?.headers.get('access-token')).toBeUndefined()
    setToken('abc')
    await callApi(API.auth.versionList)
    expect(calls[1]?.headers.get('access-token')).toBe('abc')
  })

  it('sends Accept-Language in the current UI language', async () => {
    const { calls } = answer(() => ({ body: envelope([]) }))
    await changeLanguage('ja')
    await callApi(API.auth.versionList)
    expect(calls[0]?.headers.get('Accept-Language')).toBe('ja-JP')
  })

  it('sends query parameters and form-encodes a form body', async () => {
    const { calls } = answer(() => ({ body: envelope({ guid: 'g1', title: '展会' }) }))
    await callApi(API.exhibitions.userSwitch, { body: { guid: 'g1' } })
    expect(calls[0]?.method).toBe('post')
    expect(calls[0]?.data).toBe('guid=g1')

    await callApi(API.auth.loginByPwd, { query: { userName: 'admin', pwd: 'a'.repeat(64) } })
    expect(calls[1]?.params).toEqual({ userName: 'admin', pwd: 'a'.repeat(64) })
  })

  it('resolves with the data of a success envelope (200, 202 and 205)', async () => {
    for (const code of [200, 202, 205]) {
      answer(() => ({ body: envelope([{ versionCode: '4.3.7' }], code) }))
      await expect(callApi(API.auth.versionList)).resolves.toEqual([{ versionCode: '4.3.7' }])
      network?.restore()
    }
    expect(notices).toEqual([])
  })
})

describe('answer codes (spec §8)', () => {
  it('shows the server message for 1 s on any other code, or Error without one', async () => {
    answer(() => ({ body: envelope(null, 500, '服务器开小差了') }))
    await expect(callApi(API.auth.versionList)).rejects.toBeInstanceOf(ApiError)
    network?.restore()
    answer(() => ({ body: envelope(null, 409, '') }))
    await expect(callApi(API.auth.versionList)).rejects.toThrow('Error')
    expect(notices).toEqual([
      { kind: 'error', text: '服务器开小差了', seconds: 1 },
      { kind: 'error', text: 'Error', seconds: 1 },
    ])
  })

  it('reads the envelope from an error answer with an HTTP status too', async () => {
    answer(() => ({ status: 400, body: envelope(null, 400, '用户不存在/密码错误，还可尝试3次') }))
    const failure = callApi(API.auth.loginByPwd, { query: { userName: 'x', pwd: 'a'.repeat(64) } })
    await expect(failure).rejects.toMatchObject({
      code: 400,
      message: '用户不存在/密码错误，还可尝试3次',
    })
    expect(notices).toEqual([
      { kind: 'error', text: '用户不存在/密码错误，还可尝试3次', seconds: 1 },
    ])
  })

  it('signs out once when several signed-in calls answer 401 together', async () => {
    setToken('expired')
    answer(() => ({ status: 401, body: envelope(null, 401, '登录状态已过期') }))
    const results = await Promise.allSettled([
      callApi(API.auth.versionList),
      callApi(API.auth.loginInfo),
      callApi(API.workspace.messageUnread),
    ])
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(notices).toEqual([{ kind: 'error', text: '登录状态已过期', seconds: 1 }])
  })

  it('signs out again for a later session whose token also expires', async () => {
    answer(() => ({ body: envelope(null, 401, '登录状态已过期') }))
    setToken('first')
    await expect(callApi(API.auth.versionList)).rejects.toBeInstanceOf(ApiError)
    setToken('second')
    await expect(callApi(API.auth.versionList)).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).toHaveBeenCalledTimes(2)
  })

  it('goes to / on 206, but leaves 206 of the fs sign-in to its caller', async () => {
    answer(() => ({ body: envelope({ bindTicket: 't-1' }, 206, '请先绑定账号') }))
    await expect(callApi(API.auth.versionList)).rejects.toBeInstanceOf(ApiError)
    expect(onContextLost).toHaveBeenCalledTimes(1)

    const fs = callApi(API.auth.loginByFsToken, { query: { code: 'c' } })
    await expect(fs).rejects.toMatchObject({ code: 206, data: { bindTicket: 't-1' } })
    expect(onContextLost).toHaveBeenCalledTimes(1)
  })
})

describe('transport errors', () => {
  it('says the request timed out, in the user language, for 1.5 s', async () => {
    answer(() => ({ fail: 'timeout' }))
    await expect(callApi(API.auth.versionList)).rejects.toMatchObject({ kind: 'timeout' })
    expect(notices).toEqual([{ kind: 'error', text: '请求超时，请稍后重试', seconds: 1.5 }])
  })

  it('says the server cannot be reached, never the raw axios text', async () => {
    await changeLanguage('en')
    answer(() => ({ fail: 'network' }))
    await expect(callApi(API.auth.versionList)).rejects.toMatchObject({ kind: 'network' })
    expect(notices[0]?.text).toBe('Cannot reach the server. Please check your network.')
    expect(notices[0]?.text).not.toContain('Network Error')
  })

  it('names the status of an error answer without an envelope', async () => {
    answer(() => ({ status: 502, body: '<html>Bad gateway</html>' }))
    await expect(callApi(API.auth.versionList)).rejects.toMatchObject({ kind: 'http', code: 502 })
    expect(notices).toEqual([{ kind: 'error', text: '服务器错误 502', seconds: 1.5 }])
  })
})

describe('repeat-submit guard', () => {
  it('refuses the same write within 1 s and allows it afterwards', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-11-21T09:00:00Z'))
    const { calls } = answer(() => ({ body: envelope({ guid: 'g1', title: 't' }) }))
    await callApi(API.exhibitions.userSwitch, { body: { guid: 'g1' } })
    await expect(callApi(API.exhibitions.userSwitch, { body: { guid: 'g1' } })).rejects.toThrow(
      '数据正在处理，请勿重复提交',
    )
    // another body is another write
    await callApi(API.exhibitions.userSwitch, { body: { guid: 'g2' } })
    vi.setSystemTime(new Date('2025-11-21T09:00:01.001Z'))
    await callApi(API.exhibitions.userSwitch, { body: { guid: 'g1' } })
    expect(calls).toHaveLength(3)
    expect(notices).toEqual([{ kind: 'warning', text: '数据正在处理，请勿重复提交', seconds: 1 }])
  })

  it('never holds back reads', async () => {
    const { calls } = answer(() => ({ body: envelope([]) }))
    await Promise.all([callApi(API.auth.versionList), callApi(API.auth.versionList)])
    expect(calls).toHaveLength(2)
  })
})

describe('download (spec §7)', () => {
  const saved: { href: string; download: string }[] = []

  beforeEach(() => {
    saved.length = 0
    URL.createObjectURL = () => 'blob:file-1'
    URL.revokeObjectURL = () => undefined
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download })
    })
  })

  it('posts the filters form-encoded with a 10-minute timeout and saves the file', async () => {
    const xlsx = new Blob(['PK'], { type: 'application/vnd.ms-excel' })
    const { calls } = answer(() => ({ body: xlsx }))
    await expect(
      downloadFile(exportEndpoint, { status: 1, name: '展' }, '合同_1.xlsx'),
    ).resolves.toBe(true)
    expect(calls[0]?.method).toBe('post')
    expect(calls[0]?.timeout).toBe(600_000)
    expect(calls[0]?.responseType).toBe('blob')
    expect(String(calls[0]?.data)).toBe('status=1&name=%E5%B1%95')
    expect(saved).toEqual([{ href: 'blob:file-1', download: '合同_1.xlsx' }])
  })

  it('shows the message of a JSON answer instead of saving it', async () => {
    const json = new Blob([JSON.stringify(envelope(null, 500, '没有可导出的数据'))], {
      type: 'application/json',
    })
    answer(() => ({ body: json }))
    await expect(downloadFile(exportEndpoint, {}, 'a.xlsx')).resolves.toBe(false)
    expect(saved).toEqual([])
    expect(notices).toEqual([{ kind: 'error', text: '没有可导出的数据', seconds: 3 }])
  })

  it('shows 下载文件出现错误，请联系管理员！ when the download fails', async () => {
    answer(() => ({ fail: 'network' }))
    await expect(downloadFile(exportEndpoint, {}, 'a.xlsx')).resolves.toBe(false)
    expect(notices).toEqual([
      { kind: 'error', text: '下载文件出现错误，请联系管理员！', seconds: 3 },
    ])
  })

  it('shows the message of an error answer carried in a blob', async () => {
    const json = new Blob([JSON.stringify(envelope(null, 403, '没有导出权限'))], {
      type: 'application/json',
    })
    answer(() => ({ status: 403, body: json }))
    await expect(downloadFile(exportEndpoint, {}, 'a.xlsx')).resolves.toBe(false)
    expect(notices).toEqual([{ kind: 'error', text: '没有导出权限', seconds: 3 }])
  })
})
