/*
 * The grid's stylesheet and fixed sizes. One stylesheet (hoisted by React 19 through
 * `<style href precedence>`) instead of inline style objects keeps each visible element
 * down to its position. A block's three text lines are drawn by `::before` from data
 * attributes, so a block is one DOM node with no children (docs/product/performance.md
 * "Scheduling grid": <= 2,000 nodes in the grid even with about 1,500 blocks in view).
 */

export const LABEL_WIDTH = 200
export const DATE_ROW_HEIGHT = 36
export const PART_ROW_HEIGHT = 22
export const HEADER_HEIGHT = DATE_ROW_HEIGHT + PART_ROW_HEIGHT
export const DEFAULT_ROW_HEIGHT = 32

/** Pixels from an edge of the body at which a drag starts scrolling. */
export const AUTO_SCROLL_EDGE = 40
/** Fastest auto-scroll step, px per frame. */
export const AUTO_SCROLL_MAX_STEP = 24

const LINE = '#f0f0f0'
const DAY_LINE = '#d9d9d9'

export const GRID_CSS = `
.sg-root{position:relative;display:flex;flex-direction:column;min-height:0;font-size:12px;color:rgba(0,0,0,.88);user-select:none;-webkit-user-select:none;border:1px solid ${DAY_LINE};box-sizing:border-box;background:#fff}
.sg-scroller{position:relative;flex:1 1 auto;overflow:auto;min-height:0;outline:none;overscroll-behavior:contain}
.sg-root:has(> .sg-scroller:focus-visible){outline:2px solid #1677ff;outline-offset:-2px}
.sg-content{position:relative}
.sg-header{position:sticky;top:0;z-index:3;height:${HEADER_HEIGHT}px;background:#fafafa}
.sg-corner{position:sticky;left:0;z-index:4;width:${LABEL_WIDTH}px;height:${HEADER_HEIGHT}px;box-sizing:border-box;display:flex;align-items:center;padding:0 8px;font-weight:600;background:#fafafa;border-right:1px solid ${DAY_LINE};border-bottom:1px solid ${DAY_LINE}}
.sg-day,.sg-part{position:absolute;contain:strict;box-sizing:border-box;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;text-align:center;border-right:1px solid ${DAY_LINE};border-bottom:1px solid ${LINE}}
.sg-day{top:0;height:${DATE_ROW_HEIGHT}px;padding:2px 4px;line-height:16px;white-space:pre}
.sg-day[data-festival]{background:var(--sg-festival-bg);color:var(--sg-festival)}
.sg-day[data-today]{box-shadow:inset 0 3px 0 #1677ff;font-weight:600}
.sg-part{top:${DATE_ROW_HEIGHT}px;height:${PART_ROW_HEIGHT}px;line-height:${PART_ROW_HEIGHT - 1}px;color:rgba(0,0,0,.65);border-right-color:${LINE};border-bottom-color:${DAY_LINE}}
.sg-part[data-last]{border-right-color:${DAY_LINE}}
.sg-body{position:relative}
.sg-labels{position:sticky;contain:layout paint style;left:0;z-index:2;width:${LABEL_WIDTH}px;background:#fff;border-right:1px solid ${DAY_LINE};box-sizing:border-box}
.sg-label{position:absolute;contain:strict;left:0;right:0;box-sizing:border-box;display:flex;align-items:center;gap:4px;padding-right:6px;border-bottom:1px solid ${LINE};white-space:nowrap;overflow:hidden}
.sg-label[data-group]{font-weight:600;background:#fafafa}
.sg-label[data-disabled]{color:rgba(0,0,0,.6);background:#f5f5f5}
.sg-label-head{flex:1 1 auto;min-width:0;height:100%;display:flex;align-items:center;gap:4px}
.sg-cursor-cell{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.sg-label-title{flex:1 1 auto;overflow:hidden;text-overflow:ellipsis}
.sg-label-area{color:rgba(0,0,0,.65)}
.sg-toggle{flex:none;width:18px;height:18px;padding:0;border:0;background:none;cursor:pointer;color:inherit;font-size:10px;line-height:18px}
.sg-cells{position:absolute;top:0;contain:layout paint style;touch-action:none;cursor:cell}
.sg-band{position:absolute;left:0;right:0;pointer-events:none}
.sg-band[data-group]{background:rgba(0,0,0,.02)}
.sg-band[data-disabled]{background:repeating-linear-gradient(135deg,rgba(0,0,0,.04) 0 6px,rgba(0,0,0,.08) 6px 12px);cursor:not-allowed}
.sg-festival,.sg-today{position:absolute;pointer-events:none}
.sg-today{background:rgba(22,119,255,.06);box-shadow:inset 2px 0 0 rgba(22,119,255,.5)}
.sg-block{position:absolute;contain:strict;box-sizing:border-box;overflow:hidden;border-radius:3px;padding:0 3px;line-height:var(--sg-line);font-size:var(--sg-font);cursor:pointer;background:var(--sg-bg);color:var(--sg-fg);border:1px solid rgba(0,0,0,.12)}
.sg-block::before{content:attr(data-l1) "\\A" attr(data-l2) "\\A" attr(data-l3);white-space:pre;display:block;overflow:hidden;text-overflow:ellipsis}
.sg-block[data-saved="0"]{background:rgba(22,119,255,.22);color:#003eb3;border:2px dashed #1677ff}
.sg-block[data-saved="-1"]{background:repeating-linear-gradient(135deg,#e8e8e8 0 6px,#d9d9d9 6px 12px);color:rgba(0,0,0,.75);border-color:#bfbfbf;cursor:not-allowed}
.sg-block[data-cancelled]::before{text-decoration:line-through}
.sg-block[data-narrow][data-saved="1"]{border-radius:0;border-width:0 1px 0 0}
.sg-block[data-narrow]::before{content:none}
.sg-selection{position:absolute;pointer-events:none;box-sizing:border-box;border:2px solid #1677ff;background:rgba(22,119,255,.14)}
.sg-cursor{position:absolute;pointer-events:none;box-sizing:border-box;outline:2px solid #fa8c16;outline-offset:-2px}
`

/**
 * The cells' grid lines as two background gradients: one line per row band (rows are
 * fixed height) and, per day, one line after each day-part (every day has the same
 * parts, so the pattern repeats by the day's width). No element per cell.
 *
 * Both gradients share one small tile, a day wide and a row high, repeated: sized to the
 * whole body (100%), the browser rasterises tiles as large as the body (up to 106,000 x
 * 128,000 px) after every view switch, which made a switch 4x slower (bench:grid).
 */
export function gridLinesBackground(
  partWidths: readonly number[],
  rowHeight: number,
): { backgroundImage: string; backgroundSize: string } {
  const dayWidth = partWidths.reduce((a, b) => a + b, 0)
  const stops: string[] = []
  let x = 0
  partWidths.forEach((w, i) => {
    x += w
    const color = i === partWidths.length - 1 ? DAY_LINE : LINE
    stops.push(
      `transparent ${x - 1}px`,
      `${color} ${x - 1}px`,
      `${color} ${x}px`,
      `transparent ${x}px`,
    )
  })
  const vertical = stops.length > 0 ? `linear-gradient(to right,${stops.join(',')})` : 'none'
  const horizontal = `linear-gradient(to bottom,transparent ${rowHeight - 1}px,${LINE} ${rowHeight - 1}px)`
  return {
    backgroundImage: `${horizontal},${vertical}`,
    backgroundSize: `${Math.max(1, dayWidth)}px ${rowHeight}px`,
  }
}
