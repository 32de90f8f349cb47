// Vite bundles CSS imports; TypeScript only needs to know they exist.
declare module '*.css'

// react-calendar-timeline 0.28 ships no types; the bench uses a few props only.
declare module 'react-calendar-timeline' {
  import type { ComponentType } from 'react'
  const Timeline: ComponentType<Record<string, unknown>>
  export default Timeline
}
