import { defaultTranslate, VIEW_MESSAGES_ZH } from '@app/schedule-grid'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

const viewDefaults: Readonly<Record<string, string>> = VIEW_MESSAGES_ZH

/** The package's zh text of a key the app's locale files do not have (yet). */
const packageDefault = (key: string, params?: Record<string, string | number>): string => {
  const text = defaultTranslate(key, params)
  return text === key && viewDefaults[key] ? defaultTranslate(viewDefaults[key], params) : text
}

/**
 * The grid package's texts (keys `scheduleGrid.*`) come from the app's locale files
 * under `schedule.grid.*`; a key the package added since falls back to its zh default.
 */
export const useGridTranslate = () => {
  const { t, i18n } = useTranslation()
  return useCallback(
    (key: string, params?: Record<string, string | number>) => {
      const mapped = key.replace(/^scheduleGrid\./, 'schedule.grid.')
      if (i18n.exists(mapped)) return t(mapped, params ?? {})
      return packageDefault(key, params)
    },
    [t, i18n],
  )
}
