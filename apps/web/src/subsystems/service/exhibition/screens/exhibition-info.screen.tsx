import type { ExhibitionInfo } from '@app/contracts'
import {
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Result,
  Row,
  Skeleton,
  Statistic,
  Typography,
} from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useExhibitionInfo } from '#web/features/exhibitions/api/get-exhibition-info.ts'
import { ExhibitionStatusTag } from '#web/features/exhibitions/components/exhibition-status-tag.tsx'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { formatDate } from '#web/shared/utils/timestamp.ts'
import { useSession } from '#web/stores/session.ts'
import { EXHIBITION_LIST_PATH } from '#web/subsystems/service/exhibition/exhibition-paths.ts'

type Figures = ExhibitionInfo['figures']

// the labels carry the unit (天 / days), so no plural forms are needed
const FIGURES: ReadonlyArray<keyof Figures> = [
  'daysToApplyEnd',
  'daysToOpen',
  'openDays',
  'hallCount',
  'activeUsers',
]

const period = (start: number | null, end: number | null): string =>
  start === null && end === null ? '-' : `${formatDate(start) || '-'} ~ ${formatDate(end) || '-'}`

/** No exhibition to show: say so, and offer the way back to the list. */
const NoExhibition = ({ reason }: { reason: 'missing' | 'failed' }) => {
  const { t } = useTranslation()
  return (
    <Result
      status={reason === 'missing' ? 'info' : 'warning'}
      title={t(reason === 'missing' ? 'exhibitions.info.noGuid' : 'exhibitions.info.notFound')}
      subTitle={t('exhibitions.info.chooseHint')}
      extra={
        <Link to={EXHIBITION_LIST_PATH}>
          <Button type="primary">{t('exhibitions.info.toList')}</Button>
        </Link>
      }
    />
  )
}

const Overview = ({ info }: { info: ExhibitionInfo }) => {
  const { t } = useTranslation()
  const e = info.exhibition
  return (
    <Flex orientation="vertical" gap={16}>
      <Card size="small">
        <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
          <Typography.Title
            level={2}
            style={{ fontSize: 18, margin: 0 }}
            data-testid="exhibition-title"
          >
            {e.title}
          </Typography.Title>
          <ExhibitionStatusTag status={e.status} />
        </Flex>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'number', label: t('exhibitions.field.number'), children: e.projectIdNumber },
            {
              key: 'industry',
              label: t('exhibitions.field.industry'),
              children: e.industry ?? '-',
            },
            { key: 'region', label: t('exhibitions.field.region'), children: e.region ?? '-' },
            {
              key: 'applyTime',
              label: t('exhibitions.field.applyTime'),
              children: period(e.applyTimeStart, e.applyTimeEnd),
            },
            {
              key: 'openTime',
              label: t('exhibitions.field.openTime'),
              children: period(e.startTime, e.endTime),
            },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        {FIGURES.map((key) => {
          const value = info.figures[key]
          return (
            <Col key={key} xs={24} sm={12} lg={8} xxl={4}>
              <Card size="small">
                <Statistic title={t(`exhibitions.figures.${key}`)} value={value ?? '-'} />
              </Card>
            </Col>
          )
        })}
      </Row>
    </Flex>
  )
}

/**
 * /exhibitionInfo/exhibitionInfo?guid=…: the exhibition's overview. The exhibition comes
 * from the URL, not the stored one (docs/product/exhibitions.md "One exhibition per tab": two tabs
 * may show two exhibitions).
 */
export const Component = () => {
  const title = useRouteTitle()
  const [params] = useSearchParams()
  const guid = params.get('guid')?.trim() || null
  const query = useExhibitionInfo(guid)
  const exhibition = query.data?.exhibition

  // the exhibition of the URL is this tab's exhibition: a link or a reload of another
  // exhibition's page makes the head bar name it too (the stored one is only a default)
  useEffect(() => {
    if (!exhibition || exhibition.guid !== guid) return
    if (useSession.getState().currentExhibitionGuid !== guid)
      useSession.getState().setExhibition(exhibition.guid, exhibition.title)
  }, [exhibition, guid])

  let body
  if (!guid) body = <NoExhibition reason="missing" />
  else if (query.isError) body = <NoExhibition reason="failed" />
  else if (query.data) body = <Overview info={query.data} />
  else body = <Skeleton active paragraph={{ rows: 6 }} />

  return (
    <Flex orientation="vertical" gap={16}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      {body}
    </Flex>
  )
}
