import type { Cell } from '../../model/types.ts'
import { DraggingState } from './dragging.ts'
import { IdleState } from './idle.ts'
import {
  rectOf,
  sameCell,
  type InteractionContext,
  type InteractionState,
} from './interaction-state.ts'

/**
 * Pressed on a bookable cell, not yet moved to another one. Moving to another cell
 * starts a drag; releasing here was a click, which only moved the cursor.
 */
export class PointingState implements InteractionState {
  readonly name = 'pointing'

  constructor(
    private readonly ctx: InteractionContext,
    private readonly origin: Cell,
  ) {}

  pointerDown(cell: Cell): InteractionState {
    // A second press without a release (a lost pointerup): start over from here.
    return new IdleState(this.ctx).pointerDown(cell)
  }

  pointerMove(cell: Cell): InteractionState {
    if (sameCell(cell, this.origin)) return this
    this.ctx.setSelection(rectOf(this.origin, cell))
    return new DraggingState(this.ctx, this.origin)
  }

  pointerUp(): InteractionState {
    return new IdleState(this.ctx)
  }

  keyDown(key: string): InteractionState {
    return key === 'Escape' ? this.cancel() : this
  }

  cancel(): InteractionState {
    this.ctx.setSelection(null)
    return new IdleState(this.ctx)
  }
}
