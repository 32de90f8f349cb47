import type { Cell } from '../../model/types.ts'
import { PointingState } from './pointing.ts'
import { rectOf, type InteractionContext, type InteractionState } from './interaction-state.ts'

const MOVES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
}

/**
 * Nothing pressed. A pointer press on a bookable cell starts pointing; the keyboard
 * moves the cursor (arrows), extends a selection from an anchor (Shift+arrows), books
 * the selection or the cursor cell (Enter), removes an unsaved block (Delete) and
 * clears the selection (Escape).
 */
export class IdleState implements InteractionState {
  readonly name = 'idle'

  constructor(private readonly ctx: InteractionContext) {}

  pointerDown(cell: Cell): InteractionState {
    this.ctx.setSelection(null)
    this.ctx.setAnchor(null)
    this.ctx.setCursor(cell)
    return this.ctx.canBook(cell) ? new PointingState(this.ctx, cell) : this
  }

  pointerMove(): InteractionState {
    return this
  }

  pointerUp(): InteractionState {
    return this
  }

  keyDown(key: string, shift: boolean): InteractionState {
    const ctx = this.ctx
    const move = MOVES[key]
    if (move) {
      if (ctx.rowCount === 0 || ctx.colCount === 0) return this
      const from = ctx.cursor ?? { row: 0, col: 0 }
      const to: Cell = ctx.cursor
        ? {
            row: Math.min(ctx.rowCount - 1, Math.max(0, from.row + move[0])),
            col: Math.min(ctx.colCount - 1, Math.max(0, from.col + move[1])),
          }
        : from
      if (shift) {
        const anchor = ctx.anchor ?? from
        ctx.setAnchor(anchor)
        ctx.setSelection(rectOf(anchor, to))
      } else {
        ctx.setAnchor(null)
        ctx.setSelection(null)
      }
      ctx.setCursor(to)
      return this
    }
    switch (key) {
      case 'Enter': {
        const range = ctx.selection ?? (ctx.cursor ? rectOf(ctx.cursor, ctx.cursor) : null)
        if (range) ctx.commit(range)
        ctx.setSelection(null)
        ctx.setAnchor(null)
        return this
      }
      case 'Escape':
        ctx.setSelection(null)
        ctx.setAnchor(null)
        return this
      case 'Delete':
      case 'Backspace':
        ctx.deleteAtCursor()
        return this
      default:
        return this
    }
  }

  cancel(): InteractionState {
    this.ctx.setSelection(null)
    this.ctx.setAnchor(null)
    return this
  }
}
