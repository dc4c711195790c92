import type { ScopeSelection } from "./organizationScopeMachine"

/** A search's query from its fields: text trimmed, and what is empty or not chosen left out. */
export const searchQuery = <Query>(fields: Readonly<Record<string, string | number | undefined>>): Query =>
  Object.fromEntries(
    Object.entries(fields)
      .map(([name, value]) => [name, typeof value === "string" ? value.trim() : value] as const)
      .filter(([, value]) => value !== undefined && value !== "")
  ) as Query

/** The organization, company and (when the search has it) unit chosen, as query fields. */
export const scopeFields = (scope: ScopeSelection, withUnit = true) => ({
  organizationId: scope.organizationId,
  reportingCompanyId: scope.reportingCompanyId,
  ...(withUnit ? { unitId: scope.unitId } : {})
})
