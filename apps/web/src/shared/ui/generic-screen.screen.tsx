import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { ScreenFrame } from '#web/shared/ui/screen-frame.tsx'

/**
 * The list frame for a route whose screen has not been built yet: its title (from the
 * route's handle) over an empty search area and table. Each screen's own issue points
 * its route at the real module instead.
 */
export const Component = () => <ScreenFrame title={useRouteTitle()} />
