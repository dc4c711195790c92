import { describe, expect, it } from "vitest"
import type { UserDriverReportOption, UserProfile } from "../../src/api/platform/schemas"
import { defaultYearsOption, yearsOptions } from "../../src/machines/reports/yearsOptions"

const option = (id: number, yearsOfData: number | null, isDefault: boolean, reportingCompanyId = 3): UserDriverReportOption => ({
  userId: 7,
  driverReportOption: { id, yearsOfData, note: null, organizationId: 2, reportingCompanyId },
  isDefault
})

const profileWith = (options: ReadonlyArray<UserDriverReportOption>) =>
  ({ userDriverReportOptions: options }) as Pick<UserProfile, "userDriverReportOptions"> as UserProfile

describe("the driver search's years options from the user's option records", () => {
  it("names the maximum (years of data null) 0 and lists it last, the others by years", () => {
    const options = yearsOptions(profileWith([option(1, null, false), option(2, 25, true), option(3, 6, false)]))
    expect(options).toEqual([
      { years: 6, isDefault: false },
      { years: 25, isDefault: true },
      { years: 0, isDefault: false }
    ])
    expect(defaultYearsOption(options)).toBe(25)
  })

  it("shows records of equal years (two companies' options) once, default when either is", () => {
    const options = yearsOptions(profileWith([option(1, 10, false, 3), option(4, 10, true, 4), option(5, null, false, 4)]))
    expect(options).toEqual([
      { years: 10, isDefault: true },
      { years: 0, isDefault: false }
    ])
  })

  it("takes the first option when none is the default, and none without options", () => {
    expect(defaultYearsOption(yearsOptions(profileWith([option(1, null, false), option(2, 10, false)])))).toBe(10)
    expect(defaultYearsOption(yearsOptions(profileWith([])))).toBeNull()
  })
})
