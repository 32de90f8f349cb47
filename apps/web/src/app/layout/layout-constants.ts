/** The head bar's height; the sticky sidebar and tags view sit just below it. */
export const HEAD_BAR_HEIGHT = 56
