export type GreetingPart = 'earlyMorning' | 'morning' | 'noon' | 'afternoon' | 'evening'

/**
 * The part of the day the account popover greets by (its key under
 * layout.account.greeting): 5-9 早上好, 9-11 上午好, 11-13 中午好, 13-18 下午好, else 晚上好.
 */
export const greetingPartOf = (hour: number): GreetingPart => {
  if (hour >= 5 && hour < 9) return 'earlyMorning'
  if (hour >= 9 && hour < 11) return 'morning'
  if (hour >= 11 && hour < 13) return 'noon'
  if (hour >= 13 && hour < 18) return 'afternoon'
  return 'evening'
}
