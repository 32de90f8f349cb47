import { GRID_VIEW_MODES, QUARTER_SELECTOR_VALUES, type GridViewMode } from '@app/contracts'
import { Button, DatePicker, Segmented, Select, Space } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import {
  useCallback,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react'
import type { GridController, NavigationStep } from '../interaction/grid-controller.types.ts'
import { formatDate, tryParseDate } from '../model/calendar-date.ts'
import {
  quarterSelectorStart,
  quarterSelectorValueOf,
  viewModeLabelKey,
  yearOf,
  type QuarterSelectorValue,
} from '../model/view-modes.ts'
import { makeTranslate, type Translate } from './view-messages.ts'

export interface ScheduleToolbarProps {
  /** The grid's controller (ScheduleGrid's onMount); the toolbar is disabled until then. */
  controller: GridController | null
  translate?: Translate
  /** Shows the export button; `exporting` puts it in its loading state. */
  onExport?: () => void
  exporting?: boolean
  /** Shows the print button; `printing` puts it in its loading state. */
  onPrint?: () => void
  printing?: boolean
  /** More controls at the end (template picker, mode switch...). */
  extra?: ReactNode
}

const NAV_STEPS: readonly { step: NavigationStep; prev: string; next: string }[] = [
  { step: 'day', prev: 'scheduleGrid.prevDay', next: 'scheduleGrid.nextDay' },
  { step: 'week', prev: 'scheduleGrid.prevWeek', next: 'scheduleGrid.nextWeek' },
  { step: 'month', prev: 'scheduleGrid.prevMonth', next: 'scheduleGrid.nextMonth' },
  { step: 'quarter', prev: 'scheduleGrid.prevQuarter', next: 'scheduleGrid.nextQuarter' },
]

const noop = () => {}

/**
 * The grid's toolbar (docs/product/schedule.md): view modes 3天..季度, previous/next
 * day, week, month and quarter, a date picker, a month and a quarter selector, and the
 * export and print buttons. It drives the controller directly; the grid reports the
 * new range through its `onLoad`.
 */
export function ScheduleToolbar(props: ScheduleToolbarProps): ReactElement {
  const { controller } = props
  const t = useMemo(() => makeTranslate(props.translate), [props.translate])
  const subscribe = useCallback(
    (l: () => void) => (controller ? controller.subscribe(l) : noop),
    [controller],
  )
  const snapshot = useSyncExternalStore(subscribe, () => controller?.getSnapshot() ?? null)
  const viewMode = snapshot?.viewMode
  const start = snapshot ? dayjs(snapshot.startDate) : null
  const startDay = snapshot ? tryParseDate(snapshot.startDate) : null
  const disabled = controller === null

  const show = useCallback(
    (date: Dayjs, mode?: GridViewMode) => {
      if (!controller) return
      controller.goTo(date.format('YYYY-MM-DD'))
      if (mode !== undefined && controller.getSnapshot().viewMode !== mode)
        controller.setViewMode(mode)
    },
    [controller],
  )

  const viewOptions = useMemo(
    () => GRID_VIEW_MODES.map((mode) => ({ value: mode, label: t(viewModeLabelKey(mode)) })),
    [t],
  )
  const quarterOptions = useMemo(
    () =>
      QUARTER_SELECTOR_VALUES.map((value) => ({
        value,
        label: t(`scheduleGrid.quarter.${value}`),
      })),
    [t],
  )

  return (
    <Space wrap size={[8, 8]} className="sg-toolbar">
      <Segmented<GridViewMode>
        aria-label={t('scheduleGrid.viewMode')}
        options={viewOptions}
        value={viewMode ?? 7}
        disabled={disabled}
        onChange={(mode) => controller?.setViewMode(mode)}
      />
      {NAV_STEPS.map(({ step, prev, next }) => (
        <Space.Compact key={step}>
          <Button disabled={disabled} onClick={() => controller?.navigate(step, -1)}>
            {t(prev)}
          </Button>
          <Button disabled={disabled} onClick={() => controller?.navigate(step, 1)}>
            {t(next)}
          </Button>
        </Space.Compact>
      ))}
      <DatePicker
        aria-label={t('scheduleGrid.pickDate')}
        placeholder={t('scheduleGrid.pickDate')}
        value={start}
        allowClear={false}
        disabled={disabled}
        onChange={(date: Dayjs | null) => {
          if (date) show(date)
        }}
      />
      <DatePicker
        picker="month"
        aria-label={t('scheduleGrid.pickMonth')}
        placeholder={t('scheduleGrid.pickMonth')}
        value={viewMode === 31 ? start : null}
        disabled={disabled}
        onChange={(date: Dayjs | null) => {
          if (date) show(date.startOf('month'), 31)
        }}
      />
      <Select<QuarterSelectorValue>
        aria-label={t('scheduleGrid.pickQuarter')}
        placeholder={t('scheduleGrid.pickQuarter')}
        style={{ width: 110 }}
        options={quarterOptions}
        value={viewMode === 92 && startDay !== null ? quarterSelectorValueOf(startDay) : undefined}
        disabled={disabled}
        onChange={(value) => {
          // Spec §9: 31, 61, 91, 121 open the quarter of months 1-3, 4-6, 7-9, 10-12.
          const first = quarterSelectorStart(
            startDay === null ? dayjs().year() : yearOf(startDay),
            value,
          )
          if (first !== null) show(dayjs(formatDate(first)), 92)
        }}
      />
      {props.onExport ? (
        <Button loading={props.exporting} disabled={disabled} onClick={props.onExport}>
          {t('scheduleGrid.export')}
        </Button>
      ) : null}
      {props.onPrint ? (
        <Button loading={props.printing} disabled={disabled} onClick={props.onPrint}>
          {t('scheduleGrid.print')}
        </Button>
      ) : null}
      {props.extra}
    </Space>
  )
}
