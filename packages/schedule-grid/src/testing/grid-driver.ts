import { createGridController } from '../interaction/grid-controller.ts'
import type {
  GridController,
  GridEvents,
  GridInput,
  GridOptions,
  GridSnapshot,
} from '../interaction/grid-controller.types.ts'
import { parseDate } from '../model/calendar-date.ts'
import type { Cell } from '../model/types.ts'

/*
 * A chainable driver over a real controller, for tests:
 *   driver.pointerDown(a).pointerMove(b).pointerUp().events('add')
 * It records every event from creation on and calls `start()` unless told not to.
 */

export interface GridDriverOptions extends GridOptions {
  /** Call `controller.start()` right away (default true). */
  start?: boolean
}

type Recorded = {
  [K in keyof GridEvents]: Parameters<GridEvents[K]>[0] extends infer P ? P[] : never
}
type EventPayload<K extends keyof GridEvents> = K extends 'configError'
  ? undefined
  : Parameters<GridEvents[K]>[0]

export interface GridDriver {
  readonly controller: GridController
  pointerDown(cell: Cell): GridDriver
  pointerMove(cell: Cell): GridDriver
  pointerUp(): GridDriver
  /** pointerDown(from), pointerMove(to), pointerUp(). */
  drag(from: Cell, to: Cell): GridDriver
  key(key: string, modifiers?: { shift?: boolean }): GridDriver
  escape(): GridDriver
  cancel(): GridDriver
  /** Everything an event carried so far, oldest first. */
  events<K extends keyof GridEvents>(event: K): EventPayload<K>[]
  /** Forgets the recorded events. */
  clearEvents(): GridDriver
  snapshot(): GridSnapshot
  /** How many times subscribers were told of a change. */
  readonly changes: number
  /** The cell of a row (by title or key), a date and a day-part index. */
  cell(row: string, date: string, part?: number): Cell
}

export function createGridDriver(input: GridInput, options: GridDriverOptions = {}): GridDriver {
  const { start = true, ...gridOptions } = options
  const controller = createGridController(input, gridOptions)
  const recorded: Recorded = { load: [], add: [], configError: [] }
  controller.on('load', (range) => recorded.load.push(range))
  controller.on('add', (blocks) => recorded.add.push(blocks))
  controller.on('configError', () => recorded.configError.push(undefined))
  let changes = 0
  controller.subscribe(() => {
    changes++
  })
  if (start) controller.start()

  const driver: GridDriver = {
    controller,
    pointerDown(cell) {
      controller.pointerDown(cell)
      return driver
    },
    pointerMove(cell) {
      controller.pointerMove(cell)
      return driver
    },
    pointerUp() {
      controller.pointerUp()
      return driver
    },
    drag(from, to) {
      return driver.pointerDown(from).pointerMove(to).pointerUp()
    },
    key(key, modifiers) {
      controller.keyDown(key, modifiers)
      return driver
    },
    escape() {
      return driver.key('Escape')
    },
    cancel() {
      controller.cancel()
      return driver
    },
    events<K extends keyof GridEvents>(event: K): EventPayload<K>[] {
      // The recorded lists hold exactly these payloads; TS cannot relate K to them.
      return [...recorded[event]] as EventPayload<K>[]
    },
    clearEvents() {
      recorded.load.length = 0
      recorded.add.length = 0
      recorded.configError.length = 0
      return driver
    },
    snapshot: () => controller.getSnapshot(),
    get changes() {
      return changes
    },
    cell(row, date, part = 0) {
      const snap = controller.getSnapshot()
      let index = -1
      for (let r = 0; r < snap.rows.count; r++) {
        const candidate = snap.rows.row(r)
        if (candidate.title === row || candidate.key === row) {
          index = r
          break
        }
      }
      if (index < 0) throw new Error(`No visible row ${row}`)
      const dayIndex = parseDate(date) - snap.columns.dayOf(0)
      if (dayIndex < 0 || dayIndex >= snap.columns.days) throw new Error(`${date} is out of view`)
      return { row: index, col: dayIndex * snap.columns.partsPerDay + part }
    },
  }
  return driver
}
