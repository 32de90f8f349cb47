import { GlobalOutlined } from '@ant-design/icons'
import { Button, Dropdown } from 'antd'
import { useTranslation } from 'react-i18next'
import { i18n, isLanguage, LANGUAGE_LABELS, LANGUAGES } from '#web/shared/lib/i18n.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { useAppSettings } from '#web/stores/app-settings.ts'

/**
 * 中文 / English / Español / 日本語 (docs/product/shell.md "Language"); the choice is kept in the
 * `language` cookie and confirmed with a success message in the new language.
 */
export const LanguageSwitch = ({ color }: { color?: string }) => {
  const { t } = useTranslation()
  const language = useAppSettings((s) => s.language)
  const setLanguage = useAppSettings((s) => s.setLanguage)
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lng) => ({
          key: lng,
          label: LANGUAGE_LABELS[lng],
          disabled: lng === language,
          lang: lng,
        })),
        onClick: ({ key }) => {
          if (!isLanguage(key)) return
          void setLanguage(key).then(() => {
            notify('success', i18n.t('layout.languageChanged'), 3)
          })
        },
      }}
    >
      <Button
        type="text"
        // the name holds the visible text too (WCAG 2.5.3 label in name)
        aria-label={`${t('layout.language')} ${LANGUAGE_LABELS[language]}`}
        icon={<GlobalOutlined aria-hidden />}
        style={color ? { color } : undefined}
      >
        {LANGUAGE_LABELS[language]}
      </Button>
    </Dropdown>
  )
}
