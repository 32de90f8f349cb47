import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { i18n, LANGUAGE_LABELS, LANGUAGES } from '#web/shared/lib/i18n.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { useAppSettings } from '#web/stores/app-settings.ts'

/**
 * The four languages as plain buttons, for the sign-in pages (the head bar uses the
 * dropdown, which would weigh down the sign-in bundle).
 */
export const LanguageLinks = () => {
  const { t } = useTranslation()
  const language = useAppSettings((s) => s.language)
  const setLanguage = useAppSettings((s) => s.setLanguage)
  return (
    <div role="group" aria-label={t('layout.language')} style={{ display: 'flex', gap: 4 }}>
      {LANGUAGES.map((lng) => (
        <Button
          key={lng}
          size="small"
          type={lng === language ? 'primary' : 'text'}
          aria-pressed={lng === language}
          lang={lng}
          onClick={() => {
            if (lng === language) return
            void setLanguage(lng).then(() => notify('success', i18n.t('layout.languageChanged'), 3))
          }}
          style={lng === language ? undefined : { color: '#fff' }}
        >
          {LANGUAGE_LABELS[lng]}
        </Button>
      ))}
    </div>
  )
}
