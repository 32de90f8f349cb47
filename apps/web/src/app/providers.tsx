import { ConfigProvider, message } from 'antd'
import { useEffect, useMemo, type ReactNode } from 'react'
import { reducedMotion, themeFor } from '#web/app/theme.ts'
import { cachedUiLocale } from '#web/shared/lib/antd-locale.ts'
import { bindMessageApi } from '#web/shared/lib/notify.ts'
import { useAppSettings } from '#web/stores/app-settings.ts'

// antd writes two-character Chinese labels as "登 录"; keep labels as the texts say.
const BUTTON_CONFIG = { autoInsertSpace: false }
// a clicked button's wave ignores antd's motion token: off with reduced motion, too
const WAVE = { disabled: reducedMotion() }

/** antd's static `message` (used before the app has rendered) gets the same theme. */
ConfigProvider.config({
  holderRender: (children) => {
    const { theme, size, language } = useAppSettings.getState()
    return (
      <ConfigProvider
        theme={themeFor(theme, size)}
        button={BUTTON_CONFIG}
        wave={WAVE}
        locale={cachedUiLocale(language)}
        componentSize="middle"
      >
        {children}
      </ConfigProvider>
    )
  },
})

/**
 * Routes every message through a holder inside the providers, so it follows theme and
 * locale. (antd's `App` would do the same but also bundles Modal and notification
 * into the sign-in page; docs/product/performance.md "Front-end load" caps /login at 300 KB.)
 */
const MessageBridge = () => {
  const [api, holder] = message.useMessage()
  useEffect(() => {
    const replaced = bindMessageApi(api)
    return () => void bindMessageApi(replaced)
  }, [api])
  return holder
}

/**
 * Theme colour and size from the settings store, which read local storage and cookies
 * synchronously: the first render already has the stored colour (docs/product/shell.md
 * "Settings": no flash).
 */
export const Providers = ({ children }: { children: ReactNode }) => {
  const language = useAppSettings((s) => s.language)
  const size = useAppSettings((s) => s.size)
  const colour = useAppSettings((s) => s.theme)
  const theme = useMemo(() => themeFor(colour, size), [colour, size])
  return (
    <ConfigProvider
      theme={theme}
      button={BUTTON_CONFIG}
      wave={WAVE}
      locale={cachedUiLocale(language)}
      componentSize="middle"
    >
      <MessageBridge />
      {children}
    </ConfigProvider>
  )
}
