import { describe, expect, it } from "vitest"
import { accessAsOf, fullName, functionsText, matchesStatus } from "../../src/server/domain/userAccess/accessAsOf"

const driverReport = 1
const vehicleReport = 2
const reportHistory = 3

const granted = (functionId: number) => ({ event: "functionGranted", functionId })
const removed = (functionId: number) => ({ event: "functionRemoved", functionId })
const plain = (event: string) => ({ event, functionId: null })

describe("a user's access as of the end of a day", () => {
  it("is the access held now when nothing changed since", () => {
    expect(accessAsOf({ functionIds: [vehicleReport, driverReport], isDisabled: false }, [])).toEqual({
      functionIds: [driverReport, vehicleReport],
      isDisabled: false
    })
  })

  it("does not hold a function granted after the day", () => {
    expect(accessAsOf({ functionIds: [driverReport, reportHistory], isDisabled: false }, [granted(reportHistory)])).toEqual({
      functionIds: [driverReport],
      isDisabled: false
    })
  })

  it("holds a function removed after the day", () => {
    expect(accessAsOf({ functionIds: [], isDisabled: false }, [removed(vehicleReport)]).functionIds).toEqual([vehicleReport])
  })

  it("was enabled, with its functions, when the disabling came after the day", () => {
    // Disabling records the removal of every function with the disabling itself.
    const later = [plain("disabled"), { event: "companyRemoved", functionId: driverReport }, removed(driverReport)]
    expect(accessAsOf({ functionIds: [], isDisabled: true }, later)).toEqual({ functionIds: [driverReport], isDisabled: false })
  })

  it("was disabled when the enabling came after the day", () => {
    expect(accessAsOf({ functionIds: [driverReport], isDisabled: false }, [plain("enabled"), granted(driverReport)])).toEqual({
      functionIds: [],
      isDisabled: true
    })
  })

  it("undoes the changes newest first: granted, removed and granted again after the day was not held", () => {
    expect(
      accessAsOf({ functionIds: [reportHistory], isDisabled: false }, [
        granted(reportHistory),
        removed(reportHistory),
        granted(reportHistory)
      ]).functionIds
    ).toEqual([])
  })

  it("undoes a disabling and an enabling after the day to the status before both", () => {
    expect(accessAsOf({ functionIds: [], isDisabled: false }, [plain("disabled"), plain("enabled")]).isDisabled).toBe(false)
    expect(accessAsOf({ functionIds: [], isDisabled: true }, [plain("enabled"), plain("disabled")]).isDisabled).toBe(true)
  })

  it("ignores entries that change no access", () => {
    const later = [plain("signIn"), plain("profileUpdated"), plain("invited"), plain("passwordChanged")]
    expect(accessAsOf({ functionIds: [driverReport], isDisabled: false }, later)).toEqual({
      functionIds: [driverReport],
      isDisabled: false
    })
  })
})

describe("the status filter and the functions column", () => {
  it("filters all (0), enabled (1) and disabled (2)", () => {
    expect([matchesStatus(0, true), matchesStatus(0, false)]).toEqual([true, true])
    expect([matchesStatus(1, true), matchesStatus(1, false)]).toEqual([false, true])
    expect([matchesStatus(2, true), matchesStatus(2, false)]).toEqual([true, false])
  })

  it("joins the function names with '; ' in each language, in the order of the function ids", () => {
    const names = [
      { id: vehicleReport, nameEn: "Vehicle report", nameFr: "Rapport de véhicule" },
      { id: driverReport, nameEn: "Driver report", nameFr: "Rapport de conducteur" }
    ]
    expect(functionsText([vehicleReport, driverReport], names, "; ")).toEqual({
      en: "Driver report; Vehicle report",
      fr: "Rapport de conducteur; Rapport de véhicule"
    })
    expect(functionsText([], names, "; ")).toEqual({ en: "", fr: "" })
  })

  it("names a user first, middle and last, skipping an empty middle name", () => {
    expect(fullName("Ada", null, "Lovelace")).toBe("Ada Lovelace")
    expect(fullName("Ada", " ", "Lovelace")).toBe("Ada Lovelace")
    expect(fullName("Ada", "B.", "Lovelace")).toBe("Ada B. Lovelace")
  })
})
