import {
  PERMISSIONS,
  type GridData,
  type GridRow,
  type GridViewMode,
  type Mission,
} from '@app/contracts'
import {
  exportGridXlsx,
  formatDate,
  printGrid,
  ScheduleGrid,
  ScheduleToolbar,
  type AddedBlock,
  type GridBlock,
  type GridController,
  type LoadRange,
} from '@app/schedule-grid'
import { Alert, Button, Card, Flex, Select, Spin, Typography } from 'antd'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { saveBlob } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { lazyDialog } from '#web/shared/ui/lazy-dialog.tsx'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { useGridData, useScheduleTemplates } from '../api/schedule-queries.ts'
import type { BookingDraft } from '../booking-draft.ts'
import { useGridTranslate } from '../grid-translate.ts'
import { projectCalendarBlocks } from '../project-calendar-blocks.ts'
import { venueRangeMs, venueToday } from '../venue-day.ts'
import { gridRangeData } from './grid-range-data.ts'

// the dialog and drawer carry the rich-text editor: they load on first opening only
const BookingDialog = lazyDialog(() => import('./booking-dialog.tsx').then((m) => m.BookingDialog))
const MissionDrawer = lazyDialog(() => import('./mission-drawer.tsx').then((m) => m.MissionDrawer))

const EMPTY: GridData = { rows: [], count: 0, missions: [], dayParts: [], festivals: {} }
const INITIAL_VIEW: GridViewMode = 7

const isDate = (s: string | null): s is string =>
  s !== null && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))

/** Site names by guid: the site tree's, and the bookings' (project rows carry no sites). */
const siteNames = (rows: readonly GridRow[], missions: readonly Mission[]): Map<string, string> => {
  const out = new Map<string, string>()
  const walk = (list: readonly GridRow[]) => {
    for (const r of list) {
      if (r.siteGuid) out.set(r.siteGuid, r.project_title)
      walk(r.children_list)
    }
  }
  walk(rows)
  for (const m of missions) if (!out.has(m.siteGuid)) out.set(m.siteGuid, m.siteName)
  return out
}

export interface ScheduleGridScreenProps {
  /** `site`: /schedules/Date, bookable; `project`: /schedules/projectCalendar, read-only. */
  mode: 'site' | 'project'
}

/**
 * The grid screens: the toolbar, a schedule-template picker and the grid, fed by
 * GET /schedule/grid for the range the grid reports. In site mode a drag opens the
 * booking dialog; a saved block opens its details. `?date=yyyy-MM-dd` opens at a date.
 */
export const ScheduleGridScreen = ({ mode }: ScheduleGridScreenProps) => {
  const { t, i18n } = useTranslation()
  const title = useRouteTitle()
  const translate = useGridTranslate()
  const [params] = useSearchParams()
  const [today] = useState(venueToday)
  const [startDate] = useState(() => {
    const asked = params.get('date')
    return isDate(asked) ? asked : today
  })
  const [controller, setController] = useState<GridController | null>(null)
  const [range, setRange] = useState<LoadRange | null>(null)
  const [templateId, setTemplateId] = useState<number | undefined>(undefined)
  const [drafts, setDrafts] = useState<BookingDraft[]>([])
  const [bookingOpen, setBookingOpen] = useState(false)
  const [selected, setSelected] = useState<string | null>(null)
  const [exporting, setExporting] = useState(false)
  const [printing, setPrinting] = useState(false)
  const canExport = useHasPermission(
    mode === 'site' ? [PERMISSIONS.schedule.export] : [PERMISSIONS.projectCalendar.export],
  )
  const canAdd = useHasPermission([PERMISSIONS.schedule.add])

  const templates = useScheduleTemplates()
  const query = useMemo(
    () => (range ? { ...venueRangeMs(range.date_from, range.date_to), mode, templateId } : null),
    [range, mode, templateId],
  )
  const grid = useGridData(query)
  const data = grid.data ?? EMPTY
  const names = useMemo(() => siteNames(data.rows, data.missions), [data.rows, data.missions])
  const siteNameOf = useCallback((guid: string) => names.get(guid) ?? guid, [names])
  const mission = useMemo(
    () => (selected ? (data.missions.find((m) => m.mid === selected) ?? null) : null),
    [selected, data.missions],
  )
  // the project calendar: one block per project and time, naming its sites
  const grouped = useMemo(
    () =>
      mode === 'project'
        ? projectCalendarBlocks(data.missions, siteNameOf, {
            usage: (u) => t(`schedule.usage.${u}`),
            status: (st) => t(`schedule.status.${st}`),
            sites: (list) =>
              list.length <= 3
                ? list.join(t('schedule.projectSites.separator'))
                : t('schedule.projectSites.many', {
                    names: list.slice(0, 2).join(t('schedule.projectSites.separator')),
                    count: list.length,
                  }),
          })
        : null,
    [mode, data.missions, siteNameOf, t],
  )
  const missions = grouped?.missions ?? data.missions
  const siteText = useMemo(() => {
    const sites = selected ? grouped?.sitesOf.get(selected) : undefined
    return sites?.map(siteNameOf).join(t('schedule.projectSites.separator'))
  }, [selected, grouped, siteNameOf, t])

  const unsavedDrafts = useCallback(
    (c: GridController): BookingDraft[] =>
      c
        .unsavedBlocks()
        .filter((b) => b.saved === 0)
        .map((b) => ({
          key: b.key,
          siteGuid: b.siteGuid,
          fromDate: formatDate(b.from.day),
          from_date_t: b.from.minute,
          toDate: formatDate(b.to.day),
          to_date_t: b.to.minute,
        })),
    [],
  )

  const onAdd = useCallback(
    (_blocks: AddedBlock[]) => {
      if (!controller) return
      // the project calendar is read-only; a user without 新增 cannot book either
      if (mode !== 'site' || !canAdd) {
        controller.clearUnsaved()
        return
      }
      setDrafts(unsavedDrafts(controller))
      setBookingOpen(true)
    },
    [controller, mode, canAdd, unsavedDrafts],
  )

  const onBlockClick = useCallback((block: GridBlock) => {
    if (block.saved === 1 && block.mid) setSelected(block.mid)
  }, [])

  const closeBooking = () => {
    controller?.clearUnsaved()
    setDrafts([])
    setBookingOpen(false)
  }

  const onRefused = (keys: string[]) => {
    if (!controller) return
    for (const key of keys) controller.removeUnsaved(key)
    const rest = unsavedDrafts(controller)
    setDrafts(rest)
    if (rest.length === 0) setBookingOpen(false)
  }

  const siteHeader = mode === 'site' ? t('schedule.grid.corner') : t('schedule.grid.projectCorner')
  const fileName = `${title}_${range?.date_from ?? ''}_${range?.date_to ?? ''}.xlsx`

  const onExport = async () => {
    if (!controller || !grid.data) return
    setExporting(true)
    try {
      saveBlob(
        await exportGridXlsx(gridRangeData(controller, { ...grid.data, missions }, siteHeader)),
        fileName,
      )
    } catch {
      notify('error', t('errors.download'), 3)
    } finally {
      setExporting(false)
    }
  }

  const onPrint = async () => {
    if (!controller || !grid.data) return
    setPrinting(true)
    try {
      await printGrid(gridRangeData(controller, { ...grid.data, missions }, siteHeader), {
        title: `${title} ${range?.date_from ?? ''} ~ ${range?.date_to ?? ''}`,
      })
    } finally {
      setPrinting(false)
    }
  }

  const templateOptions = (templates.data ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }))
  const defaultTemplate = templates.data?.find((tpl) => tpl.isDefault)?.id

  return (
    <Flex orientation="vertical" gap={12} style={{ height: 'calc(100vh - 176px)', minHeight: 480 }}>
      <Flex align="center" justify="space-between" gap={12}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
        {grid.isFetching && (
          <Flex gap={8} align="center" role="status">
            <Spin size="small" />
            <Typography.Text type="secondary">{t('schedule.grid.loading')}</Typography.Text>
          </Flex>
        )}
      </Flex>
      <Card size="small" styles={{ body: { padding: 8 } }}>
        <ScheduleToolbar
          controller={controller}
          translate={translate}
          onExport={canExport ? () => void onExport() : undefined}
          exporting={exporting}
          onPrint={canExport ? () => void onPrint() : undefined}
          printing={printing}
          extra={
            <Select
              aria-label={t('schedule.grid.template')}
              style={{ width: 180 }}
              placeholder={t('schedule.grid.template')}
              loading={templates.isLoading}
              value={templateId ?? defaultTemplate}
              options={templateOptions}
              onChange={(id: number) => setTemplateId(id)}
            />
          }
        />
      </Card>
      {grid.isError && (
        <Alert
          type="error"
          showIcon
          title={t('schedule.grid.loadFailed')}
          action={
            <Button size="small" onClick={() => void grid.refetch()}>
              {t('schedule.grid.retry')}
            </Button>
          }
        />
      )}
      <div style={{ flex: 1, minHeight: 0 }} aria-busy={grid.isFetching}>
        <ScheduleGrid
          // the grid's texts are fixed for its life: a new language, a new grid
          key={i18n.language}
          rows={data.rows}
          missions={missions}
          dayParts={data.dayParts}
          festivals={data.festivals}
          viewMode={INITIAL_VIEW}
          startDate={startDate}
          today={today}
          onLoad={setRange}
          onAdd={onAdd}
          onMount={setController}
          onBlockClick={onBlockClick}
          translate={translate}
          height="100%"
          cornerText={siteHeader}
        />
      </div>
      {mode === 'site' && (
        <BookingDialog
          open={bookingOpen}
          drafts={drafts}
          siteNameOf={siteNameOf}
          onSaved={closeBooking}
          onCancel={closeBooking}
          onRefused={onRefused}
        />
      )}
      <MissionDrawer
        open={mission !== null}
        mission={mission}
        siteNameOf={siteNameOf}
        siteText={siteText}
        readOnly={mode !== 'site'}
        onClose={() => setSelected(null)}
      />
    </Flex>
  )
}
