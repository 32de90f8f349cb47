import {
  BarChart,
  type BarSeriesOption,
  LineChart,
  type LineSeriesOption,
  PieChart,
  type PieSeriesOption,
} from 'echarts/charts'
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components'
import { type ComposeOption, type EChartsType, init, use as registerCharts } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import { useEffect, useRef } from 'react'

// Only what the screens draw is registered (the dashboard, the payment statistics): the rest
// of ECharts stays out of the bundle.
registerCharts([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
])

/** The options the charts registered above accept. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>

export interface EChartProps {
  option: ChartOption
  /** What the chart shows, in words: the canvas itself says nothing to a screen reader. */
  ariaLabel: string
  height: number
  testId?: string
  /** A click on a bar or point: its category's index (a month, a group). */
  onPick?: (index: number) => void
}

/**
 * One ECharts instance in a div: created on mount, resized with its container, given
 * each new option whole, and disposed on unmount.
 */
export const EChart = ({ option, ariaLabel, height, testId, onPick }: EChartProps) => {
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<EChartsType | null>(null)
  // the latest handler, read by the one listener the instance keeps
  const pick = useRef(onPick)
  useEffect(() => {
    pick.current = onPick
  }, [onPick])

  useEffect(() => {
    const el = host.current
    if (!el) return
    const instance = init(el, undefined, { renderer: 'canvas' })
    chart.current = instance
    instance.on('click', (params) => pick.current?.(params.dataIndex))
    // the card grows and shrinks with the window, the sidebar and the settings drawer
    const observer = new ResizeObserver(() => instance.resize())
    observer.observe(el)
    return () => {
      observer.disconnect()
      instance.dispose()
      chart.current = null
    }
  }, [])

  useEffect(() => {
    // notMerge: a series or a colour that went away must not linger
    chart.current?.setOption(option, { notMerge: true })
  }, [option])

  return (
    <div
      ref={host}
      role="img"
      aria-label={ariaLabel}
      data-testid={testId}
      style={{ width: '100%', height }}
    />
  )
}
