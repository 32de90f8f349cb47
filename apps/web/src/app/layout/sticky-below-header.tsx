import type { ReactNode } from 'react'
import { HEAD_BAR_HEIGHT } from '#web/app/layout/layout-constants.ts'
import { useAppSettings } from '#web/stores/app-settings.ts'

/**
 * With `fixedHeader` (docs/product/shell.md "Settings") the row under the head bar (the tags view)
 * stays in view too, just below the sticky head bar.
 */
export const StickyBelowHeader = ({ children }: { children: ReactNode }) => {
  const fixedHeader = useAppSettings((s) => s.fixedHeader)
  return (
    <div style={fixedHeader ? { position: 'sticky', top: HEAD_BAR_HEIGHT, zIndex: 99 } : undefined}>
      {children}
    </div>
  )
}
