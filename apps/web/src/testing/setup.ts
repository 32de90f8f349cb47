import { act, cleanup, configure } from '@testing-library/react'
import { message, notification } from 'antd'
import { afterAll, afterEach, vi } from 'vitest'
import { initI18n } from '#web/shared/lib/i18n.ts'

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

// lazy screens load on first use; a cold start of a test file can take a few seconds
configure({ asyncUtilTimeout: 5000 })

// jsdom implements no pseudo-element styles and says so on every antd render
const computedStyle = window.getComputedStyle.bind(window)
window.getComputedStyle = (element: Element) => computedStyle(element)

await initI18n('zh')

export const clearCookies = (): void => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

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
    notification.destroy()
    await new Promise((resolve) => setTimeout(resolve, 5))
  })
  localStorage.clear()
  sessionStorage.clear()
  clearCookies()
})

// the last render work React's scheduler queued (a macrotask) runs before jsdom is torn down
afterAll(() => new Promise((resolve) => setTimeout(resolve, 20)))
