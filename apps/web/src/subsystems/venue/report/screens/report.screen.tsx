import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { ScreenFrame } from '#web/shared/ui/screen-frame.tsx'

/**
 * The one screen behind every /reportManagement/<name> route; the route's title is the
 * server's menu name (docs/product/routes.md "Report management").
 */
export const Component = () => <ScreenFrame title={useRouteTitle()} />
