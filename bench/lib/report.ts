import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface Figure {
  figure: string
  value: number
  unit: string
  target?: string
  [extra: string]: unknown
}

/**
 * Prints one JSON line per figure and writes bench/results/<name>.json (docs/product/performance.md
 * "How to measure").
 */
export function report(name: string, figures: Figure[]): void {
  for (const f of figures) console.info(JSON.stringify(f))
  const dir = join(import.meta.dirname, '..', 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, `${name}.json`),
    JSON.stringify({ name, at: new Date().toISOString(), figures }, null, 2),
  )
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2
}
