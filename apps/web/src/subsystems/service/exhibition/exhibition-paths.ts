// The exhibition pages' paths live with their group, so its screens link to each other
// without importing the subsystem's routes.ts (which imports them).
export const EXHIBITION_LIST_PATH = '/exhibitionList/exhibitionList'
export const EXHIBITION_INFO_PATH = '/exhibitionInfo/exhibitionInfo'
