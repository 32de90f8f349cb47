import type { Cell, CellRange } from '../../model/types.ts'

/*
 * What the interaction states see of the controller, and what each state answers. A
 * state handles an event and returns the next state (often itself); the controller
 * owns the data and publishes one snapshot per call.
 */

export interface InteractionContext {
  readonly cursor: Cell | null
  readonly selection: CellRange | null
  /** Where a Shift+arrow selection started. */
  readonly anchor: Cell | null
  readonly rowCount: number
  readonly colCount: number
  canBook(cell: Cell): boolean
  setCursor(cell: Cell | null): void
  setSelection(range: CellRange | null): void
  setAnchor(cell: Cell | null): void
  /** Make the blocks of a rectangle, as a drag release or Enter does. */
  commit(range: CellRange): void
  /** Remove the unsaved block (and its copies) under the cursor. */
  deleteAtCursor(): void
}

export type InteractionName = 'idle' | 'pointing' | 'dragging'

export interface InteractionState {
  readonly name: InteractionName
  pointerDown(cell: Cell): InteractionState
  pointerMove(cell: Cell): InteractionState
  pointerUp(): InteractionState
  keyDown(key: string, shift: boolean): InteractionState
  cancel(): InteractionState
}

/** The normalised rectangle spanned by two cells. */
export function rectOf(a: Cell, b: Cell): CellRange {
  return {
    rowFrom: Math.min(a.row, b.row),
    rowTo: Math.max(a.row, b.row),
    colFrom: Math.min(a.col, b.col),
    colTo: Math.max(a.col, b.col),
  }
}

export const sameCell = (a: Cell, b: Cell): boolean => a.row === b.row && a.col === b.col
