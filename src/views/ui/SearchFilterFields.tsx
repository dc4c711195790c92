import { userLimits, userStatusFilters } from "../../api/users/schemas"
import type { FilterValue, PagedSearchEvent } from "../../machines/shared/pagedSearchTypes"
import { OrganizationScopeFields, type OrganizationScopeRef } from "./OrganizationScopeFields"
import type { OrganizationCompanyUnitLabels } from "./OrganizationCompanyUnit"
import { RequestorNameField, type RequestorNameRef } from "./RequestorNameField"
import { Select } from "./Select"
import { DateField, TextField } from "./TextField"

/** One field of a search form, as its area's configuration names it. */
export type FilterField<Filters> =
  /** Organization → company (→ unit), from the search's scope child. */
  | { readonly kind: "scope"; readonly withUnit: boolean }
  /** The requestor name with suggestions, from the search's requestor child. */
  | { readonly kind: "requestor" }
  /** yyyy-MM-dd; `untilToday` offers no later day. */
  | { readonly kind: "date"; readonly field: keyof Filters & string; readonly label: string; readonly untilToday: boolean }
  | { readonly kind: "text"; readonly field: keyof Filters & string; readonly label: string; readonly maxLength: number }
  /** A choice of numbers (a status). */
  | {
      readonly kind: "choice"
      readonly field: keyof Filters & string
      readonly label: string
      readonly options: ReadonlyArray<{ readonly value: number; readonly label: string }>
    }

type Message = () => string

/** The organization and company pickers, with the unit picker when the search has units. */
export const scopeField = (withUnit: boolean) => ({ kind: "scope", withUnit }) as const

/** A choice among an area's lookups, "all" (0) first. */
export const choiceOrAll = <Filters,>(
  field: keyof Filters & string,
  label: string,
  all: string,
  options: ReadonlyArray<{ readonly value: number; readonly label: string }>
): FilterField<Filters> => ({ kind: "choice", field, label, options: [{ value: 0, label: all }, ...options] })

/** The requestor name field, with suggestions. */
export const requestorField = { kind: "requestor" } as const

/** A user's status: all, enabled or disabled (the user search and the user access report, document 2 section 2). */
export const userStatusField = <Filters extends { status: number }>(t: {
  status: Message
  statuses: { all: Message; enabled: Message; disabled: Message }
}): FilterField<Filters> => ({
  kind: "choice",
  field: "status",
  label: t.status(),
  options: [
    { value: userStatusFilters.all, label: t.statuses.all() },
    { value: userStatusFilters.enabled, label: t.statuses.enabled() },
    { value: userStatusFilters.disabled, label: t.statuses.disabled() }
  ]
})

/** A user's User ID and name, as long as the contract lets them be (a name is up to three names long). */
export const userFields = <Filters extends { userId: string; userName: string }>(t: {
  userId: Message
  userName: Message
}): ReadonlyArray<FilterField<Filters>> => [
  { kind: "text", field: "userId", label: t.userId(), maxLength: userLimits.userId },
  { kind: "text", field: "userName", label: t.userName(), maxLength: userLimits.name * 3 }
]

/** The from and to dates, labelled by their namespace's fromDate and toDate. */
export const dateRangeFields = <Filters extends { fromDate: string; toDate: string }>(
  t: { fromDate: Message; toDate: Message },
  untilToday: boolean
): ReadonlyArray<FilterField<Filters>> => [
  { kind: "date", field: "fromDate", label: t.fromDate(), untilToday },
  { kind: "date", field: "toDate", label: t.toDate(), untilToday }
]

export interface SearchFilterFieldsProps<Filters> {
  readonly fields: ReadonlyArray<FilterField<Filters>>
  /** Prefix of the fields' ids and test ids. */
  readonly idPrefix: string
  readonly filters: Filters
  /** Each field's message, in words. */
  readonly messages: Partial<Record<string, string>>
  readonly today: string
  readonly scope: OrganizationScopeRef | undefined
  readonly scopeLabels: OrganizationCompanyUnitLabels
  readonly requestor: RequestorNameRef | undefined
  readonly requestorLabels: { readonly label: string; readonly hint: string; readonly suggestions: string }
  readonly send: (event: PagedSearchEvent) => void
}

/** A search form's fields, in the order its configuration lists them. */
export const SearchFilterFields = <Filters,>(props: SearchFilterFieldsProps<Filters>) => {
  const { idPrefix, filters, send } = props
  const valueOf = (field: keyof Filters & string) => filters[field] as FilterValue
  const change = (field: string) => (value: FilterValue) => send({ type: "FILTER_CHANGED", field, value })
  /** What a field of the form shows of its filter: its id, its label and its value. */
  const shown = (f: { readonly field: keyof Filters & string; readonly label: string }) => ({
    id: `${idPrefix}-${f.field}`,
    label: f.label,
    value: String(valueOf(f.field))
  })
  return props.fields.map((f) => {
    switch (f.kind) {
      case "scope":
        return (
          props.scope && (
            <OrganizationScopeFields
              key="scope"
              scope={props.scope}
              idPrefix={idPrefix}
              withUnit={f.withUnit}
              labels={props.scopeLabels}
            />
          )
        )
      case "requestor":
        return (
          props.requestor && (
            <RequestorNameField
              key="requestor"
              requestor={props.requestor}
              id={`${idPrefix}-reportRequestor`}
              labels={props.requestorLabels}
              testId={`${idPrefix}-requestor`}
            />
          )
        )
      case "date":
        return (
          <DateField
            key={f.field}
            {...shown(f)}
            onChange={change(f.field)}
            max={f.untilToday ? props.today : undefined}
            error={props.messages[f.field]}
            testId={`${idPrefix}-${f.field}`}
          />
        )
      case "text":
        return (
          <TextField
            key={f.field}
            {...shown(f)}
            // A criterion, not a saved value: kept within the query's limit, which no longer value can match.
            onChange={(value) => change(f.field)(value.slice(0, f.maxLength))}
            error={props.messages[f.field]}
          />
        )
      case "choice":
        return (
          <Select
            key={f.field}
            {...shown(f)}
            options={f.options.map((option) => ({ value: String(option.value), label: option.label }))}
            onChange={(value) => change(f.field)(Number(value))}
            testId={`${idPrefix}-${f.field}`}
          />
        )
    }
  })
}
