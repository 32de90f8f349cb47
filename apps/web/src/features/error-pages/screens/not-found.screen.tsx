import { Button, Flex, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

/** /404: every unknown path ends here (docs/product/routes.md "Common routes"). */
export const Component = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title="404"
        subTitle={t('errors.notFound')}
        extra={
          <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
            {t('common.backHome')}
          </Button>
        }
      />
    </Flex>
  )
}
