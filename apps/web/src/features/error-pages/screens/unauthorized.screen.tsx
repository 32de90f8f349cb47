import { Button, Flex, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

/** /401: the user may not open the page they asked for. */
export const Component = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="403"
        title="401"
        subTitle={t('errors.unauthorized')}
        extra={
          <Flex gap={8} justify="center">
            <Button onClick={() => void navigate(-1)}>{t('common.back')}</Button>
            <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
              {t('common.backHome')}
            </Button>
          </Flex>
        }
      />
    </Flex>
  )
}
