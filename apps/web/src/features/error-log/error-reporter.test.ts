import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanEntry, type ErrorEntry } from '#web/features/error-log/error-entry.ts'
import { createErrorReporter, REPORT_EVERY_MS } from '#web/features/error-log/error-reporter.ts'
import { setToken } from '#web/shared/lib/storage.ts'

const entry = (n: number, extra: Partial<ErrorEntry> = {}): ErrorEntry => ({
  message: `error ${n}`,
  where: '',
  url: 'http://venue.test/',
  stack: '',
  time: n,
  ...extra,
})

afterEach(() => vi.useRealTimers())

describe('what leaves the browser (shell.md "Error log")', () => {
  it('masks tokens and passwords before an entry is kept or sent, then cuts it', () => {
    const token = 'tok_3Jm9qZ0bXyW-secret-session-token'
    setToken(token)
    const hash = 'c0ffee'.repeat(10) + 'abcd'
    const clean = cleanEntry({
      message: `pwd=hunter2 failed for ${token}`,
      where: 'POST /cloud-user/api/login/byPwd (500)',
      url: `http://venue.test/login?userName=a&pwd=${hash}&access-token=abc#x`,
      stack: `Error: {"password":"hunter2","confirmPassword":"hunter2"}\n${'a'.repeat(5000)}`,
      time: 1,
    })
    expect(clean.message).toBe('pwd=****** failed for ******')
    expect(clean.url).toBe('http://venue.test/login?userName=a&pwd=******&access-token=******#x')
    expect(clean.stack).toMatch(/^Error: \{"password":"\*{6}","confirmPassword":"\*{6}"\}\n/)
    expect(clean.stack).toHaveLength(4000)
    expect(JSON.stringify(clean)).not.toMatch(/hunter2|abc#|c0ffee|tok_3Jm9/)
    expect(
      cleanEntry(entry(1, { message: `Admin-Token=${'x'.repeat(43)}; size=small` })).message,
    ).toBe('Admin-Token=******; size=small')
    expect(cleanEntry(entry(1, { message: 'm'.repeat(800), url: 'u'.repeat(800) }))).toMatchObject({
      message: 'm'.repeat(500),
      url: 'u'.repeat(500),
    })
  })

  it('sends at most 20 entries a report, and one report every 10 s', async () => {
    vi.useFakeTimers()
    const reports: ErrorEntry[][] = []
    const reporter = createErrorReporter(async (entries) => {
      reports.push(entries)
    })
    for (let n = 1; n <= 45; n++) reporter.enqueue(entry(n))
    await vi.advanceTimersByTimeAsync(1000)
    expect(reports.map((r) => r.length)).toEqual([20])
    await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS - 1)
    expect(reports).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(reports.map((r) => r.length)).toEqual([20, 20])
    await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS)
    expect(reports.map((r) => r.length)).toEqual([20, 20, 5])
    expect(reports.flat().map((e) => e.time)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1))
    reporter.stop()
  })

  it('drops a report that fails, and waits while nobody is signed in', async () => {
    vi.useFakeTimers()
    let signedIn = false
    const send = vi.fn(() => Promise.reject(new Error('down')))
    const reporter = createErrorReporter(send, () => signedIn)
    reporter.enqueue(entry(1))
    await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS)
    expect(send).not.toHaveBeenCalled()
    signedIn = true
    reporter.enqueue(entry(2))
    await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith([entry(1), entry(2)])
    await vi.advanceTimersByTimeAsync(3 * REPORT_EVERY_MS)
    expect(send).toHaveBeenCalledTimes(1)
    reporter.stop()
  })
})
