// antd's component styles, prebuilt (theme.ts `zeroRuntime`); ours come after and win
import 'antd/dist/antd.css'
import 'nprogress/nprogress.css'
import '#web/app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Providers } from '#web/app/providers.tsx'
import { AppRouter, checkAppVersion, prefetchSignedInLoad, startRouting } from '#web/app/router.tsx'
import { installErrorLog } from '#web/features/error-log/capture-errors.ts'
import { loadUiLocale } from '#web/shared/lib/antd-locale.ts'
import { detectLanguage, initI18n } from '#web/shared/lib/i18n.ts'
import { getToken } from '#web/shared/lib/storage.ts'
import { applyThemeColour, useAppSettings } from '#web/stores/app-settings.ts'

const boot = async (): Promise<void> => {
  // first: an error while booting is kept too (in the builds `errorLog` names)
  installErrorLog()
  const language = detectLanguage()
  // before anything reads the session: it may end it
  checkAppVersion()
  // with a session, the user's details and the first screen's code are asked for beside the texts
  prefetchSignedInLoad()
  // texts first, so no screen ever renders a key (before sign-in, only the sign-in screens')
  await Promise.all([initI18n(language, { signedIn: Boolean(getToken()) }), loadUiLocale(language)])
  // index.html already set it before the first paint; this covers an entry it refused
  applyThemeColour(useAppSettings.getState().theme)
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  )
  await startRouting()
}

void boot()
