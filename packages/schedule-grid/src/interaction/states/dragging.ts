import type { Cell } from '../../model/types.ts'
import { IdleState } from './idle.ts'
import { rectOf, type InteractionContext, type InteractionState } from './interaction-state.ts'

/**
 * A drag from the origin cell: the selection is the rectangle to the pointer (across
 * several site rows too). Release books it; Escape or cancel() drops it.
 */
export class DraggingState implements InteractionState {
  readonly name = 'dragging'

  constructor(
    private readonly ctx: InteractionContext,
    private readonly origin: Cell,
  ) {}

  pointerDown(cell: Cell): InteractionState {
    return this.cancel().pointerDown(cell)
  }

  pointerMove(cell: Cell): InteractionState {
    this.ctx.setSelection(rectOf(this.origin, cell))
    return this
  }

  pointerUp(): InteractionState {
    const range = this.ctx.selection
    this.ctx.setSelection(null)
    if (range) this.ctx.commit(range)
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
