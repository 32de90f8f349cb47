import { PrinterOutlined } from '@ant-design/icons'
import { PERMISSIONS } from '@app/contracts'
import { parseDayParts } from '@app/schedule-grid'
import { Alert, Button, Card, DatePicker, Empty, Flex, Spin, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useReactToPrint } from 'react-to-print'
import { Permission } from '#web/features/permissions/permission.tsx'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { useGridData } from '../api/schedule-queries.ts'
import { bookingsIn, dailyRows } from '../daily-table.ts'
import { venueRangeMs, venueToday } from '../venue-day.ts'
import './daily-reservation.css'

/** Printed pages: landscape, the header row repeated on each (table-header-group). */
const PAGE_STYLE = `
@page { size: A4 landscape; margin: 10mm; }
@media print {
  body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .daily-table { width: 100%; }
  .daily-table thead { display: table-header-group; }
  .daily-table tr { break-inside: avoid; }
}`

/**
 * /schedules/dailyReservation: one venue day, every site a row, the day-parts as columns
 * with the bookings' texts; 打印 prints the whole table over as many pages as it takes.
 */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const [date, setDate] = useState<string>(venueToday)
  const query = useMemo(() => ({ ...venueRangeMs(date, date), mode: 'site' as const }), [date])
  const grid = useGridData(query)
  const rows = useMemo(() => dailyRows(grid.data?.rows ?? []), [grid.data?.rows])
  const parts = useMemo(() => parseDayParts(grid.data?.dayParts ?? []), [grid.data?.dayParts])
  const missions = grid.data?.missions ?? []
  const printRef = useRef<HTMLDivElement>(null)
  const print = useReactToPrint({
    contentRef: printRef,
    documentTitle: `${title} ${date}`,
    pageStyle: PAGE_STYLE,
  })

  return (
    <Flex orientation="vertical" gap={12}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      <Card size="small">
        <Flex gap={12} align="center" wrap>
          <label htmlFor="daily-reservation-date">{t('schedule.daily.date')}</label>
          <DatePicker
            id="daily-reservation-date"
            allowClear={false}
            value={dayjs(date)}
            onChange={(d: Dayjs | null) => d && setDate(d.format('YYYY-MM-DD'))}
          />
          <Button onClick={() => setDate(venueToday())}>{t('schedule.daily.today')}</Button>
          <Permission perms={[PERMISSIONS.dailyReservation.export]}>
            <Button
              icon={<PrinterOutlined aria-hidden />}
              disabled={!grid.data}
              onClick={() => print()}
            >
              {t('schedule.daily.print')}
            </Button>
          </Permission>
          {grid.isFetching && <Spin size="small" />}
        </Flex>
      </Card>
      {grid.isError && <Alert type="error" showIcon title={t('schedule.grid.loadFailed')} />}
      <Card size="small">
        <div ref={printRef} className="daily-print">
          <Typography.Title level={2} className="daily-print-title">
            {title} {date}
          </Typography.Title>
          {rows.length === 0 && !grid.isFetching ? (
            <Empty description={t('common.table.empty')} />
          ) : (
            <div className="daily-scroll">
              <table className="daily-table" aria-label={`${title} ${date}`}>
                <thead>
                  <tr>
                    <th scope="col" className="daily-site">
                      {t('schedule.grid.corner')}
                    </th>
                    {parts.map((p) => (
                      <th scope="col" key={p.id}>
                        {p.text}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.key} className={r.siteGuid ? undefined : 'daily-group'}>
                      <th
                        scope="row"
                        className="daily-site"
                        style={{ paddingLeft: 8 + r.depth * 16 }}
                      >
                        {r.title}
                      </th>
                      {parts.map((p) => {
                        const here = r.siteGuid ? bookingsIn(missions, r.siteGuid, date, p) : []
                        return (
                          <td key={p.id}>
                            {here.map((m) => (
                              <div
                                key={m.mid}
                                className="daily-booking"
                                style={{ background: m.color, color: m.fontColor }}
                              >
                                <div>{m.text1}</div>
                                <div className="daily-sub">{m.text2}</div>
                                <div className="daily-sub">{m.text3}</div>
                              </div>
                            ))}
                          </td>
                        )
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </Card>
    </Flex>
  )
}
