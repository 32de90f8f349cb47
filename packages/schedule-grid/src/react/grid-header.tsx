import { memo, type CSSProperties, type ReactElement } from 'react'
import type { ColumnAxis, GridSnapshot } from '../interaction/grid-controller.types.ts'
import { formatDate, partsOfDay, weekday } from '../model/calendar-date.ts'
import { LABEL_WIDTH } from './grid-styles.ts'
import type { Translate } from './view-messages.ts'

export interface GridHeaderProps {
  columns: ColumnAxis
  colFrom: number
  colTo: number
  partTexts: readonly string[]
  festivalOf: GridSnapshot['festivalOf']
  /** The today marker's columns; -1 when today is out of view (numbers keep memo hits). */
  todayFrom: number
  todayTo: number
  cornerText: string
  t: Translate
}

/**
 * The sticky header: one cell per visible day ('M月D日' + weekday, festival colour and
 * text, today marker) and a second line with one cell per visible day-part.
 */
export const GridHeader = memo(function GridHeader(props: GridHeaderProps): ReactElement {
  const { columns, colFrom, colTo, partTexts, festivalOf, todayFrom, todayTo, cornerText, t } =
    props
  const cells: ReactElement[] = []
  if (colTo >= colFrom) {
    const ppd = columns.partsPerDay
    const firstDayIndex = Math.floor(colFrom / ppd)
    const lastDayIndex = Math.floor(colTo / ppd)
    for (let d = firstDayIndex; d <= lastDayIndex; d++) {
      const col = d * ppd
      const day = columns.dayOf(col)
      const { month, date } = partsOfDay(day)
      const festival = festivalOf(day)
      const isToday = todayFrom >= 0 && todayFrom <= col && col <= todayTo
      const left = LABEL_WIDTH + columns.xOf(col)
      const style: CSSProperties & Record<`--${string}`, string> = {
        left,
        width: columns.xOf(col + ppd) - columns.xOf(col),
      }
      if (festival) {
        style['--sg-festival'] = festival.color
        style['--sg-festival-bg'] = tint(festival.color)
      }
      const label = t('scheduleGrid.dayLabel', { month, day: date })
      const second = [
        t(`scheduleGrid.weekday.${weekday(day)}`),
        festival?.text ?? '',
        isToday ? t('scheduleGrid.today') : '',
      ]
        .filter(Boolean)
        .join(' ')
      cells.push(
        <div
          key={`d${day}`}
          className="sg-day"
          role="columnheader"
          style={style}
          data-date={formatDate(day)}
          data-festival={festival ? festival.kind : undefined}
          data-today={isToday ? '' : undefined}
          title={festival ? `${label} ${festival.text}` : undefined}
        >
          {`${label}\n${second}`}
        </div>,
      )
    }
    for (let col = colFrom; col <= colTo; col++) {
      const part = columns.partOf(col)
      cells.push(
        <div
          key={`p${col}`}
          className="sg-part"
          style={{ left: LABEL_WIDTH + columns.xOf(col), width: columns.width(col) }}
          data-last={part === columns.partsPerDay - 1 ? '' : undefined}
        >
          {partTexts[part] ?? ''}
        </div>,
      )
    }
  }
  return (
    <div className="sg-header" role="row" style={{ width: LABEL_WIDTH + columns.totalWidth }}>
      <div className="sg-corner" role="columnheader">
        {cornerText}
      </div>
      {cells}
    </div>
  )
})

/** A light background from a festival colour (#rrggbb or any CSS colour). */
function tint(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color)
    ? `${color}1f`
    : `color-mix(in srgb, ${color} 12%, transparent)`
}
