/** Days back from a correction in which a driver's reports get a 90-day row. */
export const ninetyDays = 90
