import { ScheduleGridScreen } from '../components/schedule-grid-screen.tsx'

/** /schedules/projectCalendar: the same grid by project, read-only. */
export const Component = () => <ScheduleGridScreen mode="project" />
