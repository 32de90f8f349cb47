import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

const COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' }

/** 0 筹备中 / 1 报馆中 / 2 进行中 / 3 已结束. */
export const ExhibitionStatusTag = ({ status }: { status: number }) => {
  const { t } = useTranslation()
  const known = status in COLORS
  return (
    <Tag color={COLORS[status] ?? 'default'}>
      {known ? t(`exhibitions.status.${status}`) : String(status)}
    </Tag>
  )
}
