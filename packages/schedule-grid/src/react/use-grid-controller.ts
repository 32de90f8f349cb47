import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type {
  CreateGridController,
  GridController,
  GridEvents,
  GridInput,
  GridOptions,
} from '../interaction/grid-controller.types.ts'

export interface ControllerHandlers {
  onLoad: GridEvents['load']
  onAdd: GridEvents['add']
  onConfigError: GridEvents['configError']
  onMount?: (controller: GridController) => void
}

const disposed = new WeakSet<GridController>()

/**
 * One controller for the component's life. Props are fed in only when they change
 * (setData / setViewMode / goTo); events go out through the latest handlers.
 * Under StrictMode the mount effect runs twice: a controller disposed by the first
 * cleanup is replaced by a fresh one.
 */
export function useGridController(
  create: CreateGridController,
  input: GridInput,
  options: GridOptions,
  handlers: ControllerHandlers,
): GridController {
  const inputRef = useRef(input)
  const handlersRef = useRef(handlers)
  const optionsRef = useRef(options)
  const [controller, setController] = useState(() => create(input, options))

  useLayoutEffect(() => {
    handlersRef.current = handlers
    optionsRef.current = options
  })

  useEffect(() => {
    if (disposed.has(controller)) {
      setController(create(inputRef.current, optionsRef.current))
      return
    }
    const offs = [
      controller.on('load', (range) => handlersRef.current.onLoad(range)),
      controller.on('add', (blocks) => handlersRef.current.onAdd(blocks)),
      controller.on('configError', () => handlersRef.current.onConfigError()),
    ]
    handlersRef.current.onMount?.(controller)
    controller.start()
    return () => {
      for (const off of offs) off()
      controller.dispose()
      disposed.add(controller)
    }
  }, [controller, create])

  // Layout effect: the new data is in the controller before the browser paints.
  useLayoutEffect(() => {
    const prev = inputRef.current
    inputRef.current = input
    if (prev === input) return
    const data: Partial<GridInput> = {}
    if (prev.rows !== input.rows) data.rows = input.rows
    if (prev.missions !== input.missions) data.missions = input.missions
    if (prev.dayParts !== input.dayParts) data.dayParts = input.dayParts
    if (prev.festivals !== input.festivals) data.festivals = input.festivals
    if (prev.today !== input.today) data.today = input.today
    if (Object.keys(data).length > 0) controller.setData(data)
    if (prev.viewMode !== input.viewMode) controller.setViewMode(input.viewMode)
    if (prev.startDate !== input.startDate) controller.goTo(input.startDate)
  }, [controller, input])

  return controller
}
