import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { readableOnWhite, THEME_TEXT } from '#web/shared/utils/accessible-colour.ts'
import { useAppSettings } from '#web/stores/app-settings.ts'
import { statusColour, statusKey } from './project-status.ts'

/** A project state as its tag, in the schedule's colours darkened until its text reads. */
export const ProjectStatusTag = ({ status }: { status: number }) => {
  const { t } = useTranslation()
  const theme = useAppSettings((s) => s.theme)
  return (
    <Tag color={readableOnWhite(statusColour(status, theme), THEME_TEXT)}>
      {t(statusKey(status))}
    </Tag>
  )
}
