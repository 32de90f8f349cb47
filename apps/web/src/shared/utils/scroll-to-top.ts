import { SCROLL_TO_TOP_MS } from '#web/shared/utils/pagination.ts'

const easeInOutQuad = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

/**
 * docs/product/list-screens.md "Pagination": after a page change the document scrolls smoothly to
 * the top over 800 ms. `behavior: 'smooth'` cannot be given a duration, hence the animation frames.
 */
export const scrollToTop = (duration: number = SCROLL_TO_TOP_MS): void => {
  const element = document.scrollingElement ?? document.documentElement
  const start = element.scrollTop
  if (start <= 0) return
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    element.scrollTop = 0
    return
  }
  const began = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration)
    element.scrollTop = start * (1 - easeInOutQuad(progress))
    if (progress < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}
