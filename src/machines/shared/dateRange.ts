import { Temporal } from "temporal-polyfill"

/** The from and to dates the search screens share. */
export type DateField = "fromDate" | "toDate"

/** The date messages of a search with no future rule of its own: 'Invalid Date' and "from after to". */
export type DateErrors = Partial<Record<DateField, "invalidDate" | "fromAfterTo">>

/** yyyy-MM-dd and a real day, else undefined. */
export const parseDate = (value: string): Temporal.PlainDate | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  try {
    return Temporal.PlainDate.from(value, { overflow: "reject" })
  } catch {
    return undefined
  }
}

/**
 * The search screens' date rule: each date valid, else 'Invalid Date'; with `latest`, not after it
 * (said by `future`, 'Invalid Date' unless told); `required`, not empty; and from not after to.
 */
export const validateDates = <Future extends "invalidDate" | "futureDate" = "invalidDate">(
  dates: { readonly fromDate: string; readonly toDate: string },
  rules: { readonly latest?: string; readonly future?: Future; readonly required?: boolean } = {}
): Partial<Record<DateField, "invalidDate" | NoInfer<Future> | "fromAfterTo">> => {
  const errors: Partial<Record<DateField, "invalidDate" | Future | "fromAfterTo">> = {}
  const latest = rules.latest === undefined ? undefined : Temporal.PlainDate.from(rules.latest)
  const check = (field: DateField) => {
    const value = dates[field]
    if (value === "") {
      if (rules.required) errors[field] = "invalidDate"
      return undefined
    }
    const date = parseDate(value)
    if (!date) errors[field] = "invalidDate"
    else if (latest && Temporal.PlainDate.compare(date, latest) > 0) errors[field] = rules.future ?? "invalidDate"
    return date
  }
  const from = check("fromDate")
  const to = check("toDate")
  if (from && to && !errors.fromDate && !errors.toDate && Temporal.PlainDate.compare(from, to) > 0) {
    errors.fromDate = "fromAfterTo"
  }
  return errors
}

/** A changed field loses its message; either date answers "from after to". */
export const withoutFieldError = <Errors extends Partial<Record<DateField, string>>>(errors: Errors, field: string): Errors => {
  const kept: Record<string, string | undefined> = { ...errors }
  delete kept[field]
  if ((field === "fromDate" || field === "toDate") && kept.fromDate === "fromAfterTo") delete kept.fromDate
  return kept as Errors
}
