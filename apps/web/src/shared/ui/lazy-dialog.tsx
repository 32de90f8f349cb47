import { type ComponentType, useEffect, useState } from 'react'
import { i18n } from '#web/shared/lib/i18n.ts'
import { notify } from '#web/shared/lib/notify.ts'

/**
 * A dialog or drawer whose code loads on its first opening, so the shell's first load
 * does not carry it (docs/product/performance.md "Front-end load": the dashboard's JS budget). Once
 * loaded it stays mounted, so it closes with its animation and keeps its state like an eager one.
 * (Plain state rather than React.lazy: nothing suspends, so no Suspense boundary is
 * needed where the buttons sit.) A failed load says so; the next click tries again.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null

  const LazyDialog = (props: P) => {
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => loaded)
    const { open } = props
    useEffect(() => {
      if (!open || Dialog) return
      let live = true
      pending ??= load().then((component) => (loaded = component))
      pending.then(
        (component) => live && setDialog(() => component),
        () => {
          pending = null
          if (live) notify('error', i18n.t('errors.pageFailed'), 3)
        },
      )
      return () => {
        live = false
      }
    }, [open, Dialog])
    return Dialog ? <Dialog {...props} /> : null
  }
  return LazyDialog
}
