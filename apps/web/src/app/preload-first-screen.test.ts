import { describe, expect, it, vi } from 'vitest'
import { preloadFirstScreen } from '#web/app/route-registry.ts'
import { serviceSystem, venueSystem } from '#web/testing/factories.ts'

// Which modules a page load starts loading before the router asks for them: each stand-in
// module says when it is evaluated.
const loaded = vi.hoisted(() => [] as string[])
vi.mock('#web/app/layout/basic-layout.tsx', () => {
  loaded.push('layout')
  return { Component: () => null }
})
vi.mock('#web/subsystems/venue/dashboard/screens/dashboard.screen.tsx', () => {
  loaded.push('dashboard')
  return { Component: () => null }
})
vi.mock('#web/subsystems/venue/project/screens/project-info.screen.tsx', () => {
  loaded.push('project info')
  return { Component: () => null }
})

// A module is evaluated once per file: the steps below build on each other.
describe('the code of a page load’s first screen (docs/product/performance.md)', () => {
  it('loads the layout, and the screen at the path (for /, the subsystem’s home)', async () => {
    const settled = () => new Promise((resolve) => setTimeout(resolve, 50))
    // a path of no screen, and the venue home asked for in another subsystem: the layout only
    preloadFirstScreen('/no/such/page', venueSystem())
    preloadFirstScreen('/dashboard', serviceSystem())
    await vi.waitFor(() => expect(loaded).toEqual(['layout']))
    await settled()
    expect(loaded).toEqual(['layout'])
    // a deep link: its screen (the venue system when none is stored)
    preloadFirstScreen('/project/projectInfo', undefined)
    await vi.waitFor(() => expect(loaded).toEqual(['layout', 'project info']))
    // /: the venue home
    preloadFirstScreen('/', venueSystem())
    await vi.waitFor(() => expect(loaded).toEqual(['layout', 'project info', 'dashboard']))
  })
})
