import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '#web/shared/lib/notify.ts'

/**
 * Enters or leaves full screen (Fullscreen API); docs/product/shell.md "Fullscreen" names
 * the warning's text.
 */
export const FullscreenButton = ({ color }: { color?: string }) => {
  const { t } = useTranslation()
  const [fullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement))

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement))
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notify('warning', t('layout.fullscreenUnsupported'), 3)
      return
    }
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen()
    // refused (e.g. by a permissions policy): the same warning
    change.catch(() => notify('warning', t('layout.fullscreenUnsupported'), 3))
  }

  return (
    <Button
      type="text"
      aria-label={t(fullscreen ? 'layout.exitFullscreen' : 'layout.fullscreen')}
      aria-pressed={fullscreen}
      icon={
        fullscreen ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />
      }
      onClick={toggle}
      style={color ? { color } : undefined}
    />
  )
}
