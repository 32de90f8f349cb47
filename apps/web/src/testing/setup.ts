import { createRequire } from 'node:module'
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, configure } from '@testing-library/react'
import { ConfigProvider, message, Modal, notification } from 'antd'
import type { MessageInstance } from 'antd/es/message/interface'
import { createElement, useLayoutEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { resetApiClientState } from '#web/shared/lib/api-client.ts'
import { initI18n } from '#web/shared/lib/i18n.ts'
import { bindMessageApi } from '#web/shared/lib/notify.ts'
import { queryClient } from '#web/shared/lib/query-client.ts'

// The router's NProgress bar ends on a chain of timers (a step per call, a fade, then its
// removal) that no test can wait out for certain: one left running fired after jsdom was gone
// and failed the run ("document is not defined", CI, with the other core busy). Unit tests
// get a stand-in without DOM or timers; the real bar runs in the browser tests.
vi.mock('nprogress', () => {
  let status: number | null = null
  const progress = {
    configure: () => progress,
    start: () => ((status ??= 0.08), progress),
    set: (n: number) => ((status = n >= 1 ? null : n), progress),
    inc: () => progress,
    done: () => ((status = null), progress),
    remove: () => undefined,
    isStarted: () => status !== null,
    isRendered: () => false,
  }
  return { default: progress }
})

// antd reads these browser APIs that jsdom lacks (docs/house-style.md "Tests").
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  })
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub })
}

// lazy screens load on first use; a cold start of a test file takes seconds, more with the
// other core busy
configure({ asyncUtilTimeout: 10_000 })

// jsdom implements no pseudo-element styles and says so on every antd render
const computedStyle = window.getComputedStyle.bind(window)
window.getComputedStyle = (element: Element) => computedStyle(element)

await initI18n('zh')

// antd's static message / notification / Modal.confirm render into roots of their own that
// outlive every test. jsdom has TransitionEvent but never fires transitionend, so a notice
// closed or destroyed there would stay mounted in its leave motion for good, its auto-close
// timer re-rendering it every animation frame: React work on the scheduler, after the
// test and, under load, after jsdom is gone. Without motion a destroyed notice unmounts at
// once (and its timer with it). Trees a test renders keep their motion.
// app/providers.tsx gives the static holders the app's theme (motion on) when a test file
// loads it; files share their modules (vitest.config.ts), so this file, run before each
// file, takes that away again.
ConfigProvider.config({ holderRender: undefined, theme: { token: { motion: false } } })

// Every QueryClient a test's tree mounted (and the app's own), to be emptied after it: no
// request of one test answers into the next, and no cache timer outlives the file.
// Test files share their modules (vitest.config.ts `isolate: false`) and this file runs
// again before each: the prototype is patched once, and the set is kept on it.
const MOUNTED = Symbol.for('test.mountedQueryClients')
type Patched = { [MOUNTED]?: Set<QueryClient> }
const prototype = QueryClient.prototype as QueryClient & Patched
if (!prototype[MOUNTED]) {
  const mounted = new Set<QueryClient>()
  const mountQueryClient = prototype.mount
  prototype.mount = function (this: QueryClient) {
    mounted.add(this)
    mountQueryClient.call(this)
  }
  prototype[MOUNTED] = mounted
}
const queryClients = prototype[MOUNTED] ?? new Set<QueryClient>()
queryClients.add(queryClient)

// React queues non-urgent render work (and its effects) on its scheduler, a setImmediate
// loop in Node that no act() covers. A task of idle priority runs only once every other
// task in that queue has run, including those queued meanwhile.
const scheduler = createRequire(import.meta.url)('scheduler') as {
  unstable_IdlePriority: number
  unstable_scheduleCallback: (priority: number, callback: () => void) => unknown
}
const reactWorkDone = (): Promise<void> =>
  new Promise((resolve) => {
    scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, resolve)
  })

export const clearCookies = (): void => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

// A test file's messages (notify) get a holder of their own, as the app's providers give
// them. antd's static holder is made once per module graph, which the files of a worker
// share: after some files its messages no longer reached the page (seen with the files in
// size order, as on a clean clone).
let messageApi: MessageInstance | undefined
const MessageHolder = () => {
  const [api, holder] = message.useMessage()
  useLayoutEffect(() => {
    messageApi = api
    const replaced = bindMessageApi(api)
    return () => void bindMessageApi(replaced)
  }, [api])
  return holder
}
let messages: { root: Root; host: HTMLElement } | undefined
beforeAll(() => {
  const host = document.body.appendChild(document.createElement('div'))
  const root = createRoot(host)
  act(() => root.render(createElement(MessageHolder)))
  messages = { root, host }
})

afterEach(async () => {
  // A test must leave nothing running once jsdom is gone: timers fire in Node, not in the
  // page, and any that touch the DOM then fail the run ("window is not defined").
  vi.useRealTimers()
  cleanup()
  // antd's static messages keep their closing timers (seconds) outside any rendered tree;
  // their removal renders, so it runs inside act() and not on React's scheduler later.
  // Unmounting also defers work by a timer turn (tiptap destroys its editor 1 ms later,
  // antd ends its motions): let it run now, while the DOM still exists.
  await act(async () => {
    message.destroy()
    messageApi?.destroy()
    notification.destroy()
    Modal.destroyAll()
    for (const client of queryClients) {
      void client.cancelQueries()
      client.clear()
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  })
  localStorage.clear()
  sessionStorage.clear()
  clearCookies()
  // the client's repeat-submit and sign-out bookkeeping outlives a test file otherwise
  resetApiClientState()
})

// Render work React queued before the last cleanup (and what a timer turn after it
// queues) runs while the DOM still exists, not after jsdom is torn down.
afterAll(async () => {
  if (messages) {
    const { root, host } = messages
    act(() => root.unmount())
    host.remove()
    messages = undefined
  }
  await reactWorkDone()
  await new Promise((resolve) => setTimeout(resolve, 0))
  await reactWorkDone()
})
