import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

/** 成功 in green, 失败 in red. */
export const ResultTag = ({ success }: { success: boolean }) => {
  const { t } = useTranslation()
  return (
    <Tag color={success ? 'green' : 'red'}>
      {t(success ? 'logs.result.success' : 'logs.result.fail')}
    </Tag>
  )
}
