import type { MountGrid } from '../bench-api.ts'

/** The empty page: the frame rate every grid's scroll is compared with. */
export const mount: MountGrid = async (container) => {
  const root = document.createElement('div')
  root.style.cssText = 'position:absolute;inset:0'
  root.className = 'empty-root'
  container.appendChild(root)
  return {
    root,
    scrollTo: () => {},
    rowProbe: () => ({ x: 100, ys: [100, 450, 800], selector: '.empty-root' }),
    unmount: () => root.remove(),
  }
}
