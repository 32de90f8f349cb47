import { useCallback, useRef } from 'react'

/** docs/product/shell.md "Calls and answer codes": the default prevent-double-click window. */
export const PREVENT_DOUBLE_CLICK_MS = 2000

/**
 * Wraps `action` so that a second call within `ms` of the last accepted one is ignored
 * (docs/product/shell.md "Calls and answer codes").
 */
export const usePreventDoubleClick = <A extends unknown[]>(
  action: (...args: A) => void,
  ms: number = PREVENT_DOUBLE_CLICK_MS,
): ((...args: A) => void) => {
  const lastAt = useRef(Number.NEGATIVE_INFINITY)
  return useCallback(
    (...args: A) => {
      const now = Date.now()
      if (now - lastAt.current < ms) return
      lastAt.current = now
      action(...args)
    },
    [action, ms],
  )
}
