import { QueryClientProvider } from '@tanstack/react-query'
import { App, ConfigProvider } from 'antd'
import { useEffect, type ReactNode } from 'react'
import { ANTD_SIZE, appTheme } from '#web/app/theme.ts'
import { cachedUiLocale } from '#web/shared/lib/antd-locale.ts'
import { bindMessageApi } from '#web/shared/lib/notify.ts'
import { queryClient } from '#web/shared/lib/query-client.ts'
import { useAppSettings } from '#web/stores/app-settings.ts'

// antd writes two-character Chinese labels as "登 录"; keep labels as the texts say.
const BUTTON_CONFIG = { autoInsertSpace: false }

/** antd's static `message` (used before the app has rendered) gets the same theme. */
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider
      theme={appTheme}
      button={BUTTON_CONFIG}
      locale={cachedUiLocale(useAppSettings.getState().language)}
    >
      {children}
    </ConfigProvider>
  ),
})

/** Routes every message through antd's App context, so it follows theme and locale. */
const MessageBridge = () => {
  const { message } = App.useApp()
  useEffect(() => {
    bindMessageApi(message)
    return () => bindMessageApi(null)
  }, [message])
  return null
}

export const Providers = ({ children }: { children: ReactNode }) => {
  const language = useAppSettings((s) => s.language)
  const size = useAppSettings((s) => s.size)
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        theme={appTheme}
        button={BUTTON_CONFIG}
        locale={cachedUiLocale(language)}
        componentSize={ANTD_SIZE[size]}
      >
        <App component={false}>
          <MessageBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  )
}
