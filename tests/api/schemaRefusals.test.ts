import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ClientTypeId } from "../../src/api/clients/schemas"
import { BadRequest } from "../../src/api/errors"
import en from "../../src/i18n/en"
import enClients from "../../src/i18n/en/dashClients"
import enCorrection from "../../src/i18n/en/correction"
import enProfile from "../../src/i18n/en/userProfile"
import enHistory from "../../src/i18n/en/reportHistory"
import fr from "../../src/i18n/fr"
import frClients from "../../src/i18n/fr/dashClients"
import frCorrection from "../../src/i18n/fr/correction"
import frProfile from "../../src/i18n/fr/userProfile"
import frHistory from "../../src/i18n/fr/reportHistory"
import { clientFieldOf } from "../../src/machines/clients/clientForm"
import { editFieldOf } from "../../src/machines/corrections/correctionEdits"
import { refusedSearch } from "../../src/machines/reports/driverSearchForm"
import { refusedFields } from "../../src/machines/shared/fieldRefusal"
import { profileFieldOf } from "../../src/machines/users/userProfileForm"
import { usePortal } from "./support/portal"
import { send } from "./support/signIn"
import { northwindUser, useUserAdministration, type Who } from "./support/userAdministration"

/**
 * A request the contract's schema refuses before any rule runs (a text past four times its limit, a day
 * its month does not have, a value of the wrong type) names its fields as the rules do: the answer is
 * decoded as the browser decodes it, goes through the mapping the form's machine uses, and lands at the
 * field, with words in English and French.
 */
const portal = usePortal()
const { ids, tokens } = useUserAdministration(portal)
const decodeRefusal = Schema.decodeUnknownSync(BadRequest)

/** A 400's body as the browser decodes it. */
const refusal = async (who: Who, path: string, body: unknown, method = "POST") => {
  const response = await send(portal.baseUrl, path, { method, token: tokens[who]!, body })
  expect(response.status, JSON.stringify(body)).toBe(400)
  const failure = decodeRefusal(await response.json())
  expect(failure.code).toBe("ERROR_400_INVALID_REQUEST")
  return failure
}

type Words = Record<string, unknown>
const bothLanguages = (words: ReadonlyArray<Words>, code: string) => {
  for (const messages of words) expect(messages[code], code).toEqual(expect.any(String))
}

const client = (overrides: object) => ({
  code: "Fresh1",
  nameEn: "Fresh Brokers",
  nameFr: "Courtiers Fresh",
  clientTypeId: ClientTypeId.broker,
  isActive: true,
  ...overrides
})

const policyStatus = (cancellationDate: string) => ({
  reportId: 1,
  operatorKey: 1,
  policyKey: 1,
  cancellationDate,
  policyStatusCode: "CNP",
  policyStatusId: 4
})

describe("a request the schema refuses names its field", () => {
  it("user save: a first name four times too long is tooLong at the profile's first name", async () => {
    const failure = await refusal("manager", "/api/Users/Create", northwindUser(ids, 1, { firstName: "f".repeat(201) }))
    expect(failure.issues).toEqual([{ field: "firstName", code: "tooLong" }])
    expect(refusedFields(failure, profileFieldOf)).toEqual([{ field: "firstName", code: "tooLong" }])
    bothLanguages([enProfile.messages, frProfile.messages], "tooLong")
  })

  it("client save: a name four times too long is tooLong at the profile's name", async () => {
    const failure = await refusal("admin", "/api/Client/Create", client({ nameFr: "x".repeat(401) }))
    expect(failure.issues).toEqual([{ field: "nameFr", code: "tooLong" }])
    expect(refusedFields(failure, clientFieldOf)).toEqual([{ field: "nameFr", code: "tooLong" }])
    bothLanguages([enClients.messages, frClients.messages], "tooLong")
  })

  it("policy correction: a cancellation date its month does not have is invalidDate at the dialog's date", async () => {
    const failure = await refusal("manager", "/api/DataCorrection/UpdatePolicy", policyStatus("2020-02-30"))
    expect(failure.issues).toEqual([{ field: "cancellationDate", code: "invalidDate" }])
    expect(refusedFields(failure, editFieldOf)).toEqual([{ field: "cancellationDate", code: "invalidDate" }])
    bothLanguages([enCorrection.messages, frCorrection.messages], "invalidDate")
  })

  it("driver search: a year of birth that is not a number is invalidValue at the form's year of birth", async () => {
    const failure = await refusal("analyst", "/api/DriverReports/Search", { fullName: "Smith", yearOfBirth: "nineteen" })
    expect(failure.issues).toEqual([{ field: "yearOfBirth", code: "invalidValue" }])
    expect(refusedSearch(failure)).toEqual({ errors: { yearOfBirth: "invalidValue" }, openAdvanced: true })
    bothLanguages([en.common, fr.common], "invalidValue")
  })

  it("a query: a from date its month does not have is invalidDate at fromDate", async () => {
    const query = "fromDate=2021-04-31&ianaTimezone=America%2FToronto"
    const response = await send(portal.baseUrl, `/api/Sdc/GetSdcReports?${query}`, { method: "GET", token: tokens.admin! })
    expect(response.status).toBe(400)
    expect(decodeRefusal(await response.json()).issues).toEqual([{ field: "fromDate", code: "invalidDate" }])
    bothLanguages([enHistory, frHistory], "invalidDate")
  })

  it("of several refused values, the one the decoding stopped at is named, at a field the profile draws", async () => {
    const failure = await refusal("admin", "/api/Client/Create", client({ code: "c".repeat(81), isActive: "yes" }))
    expect(failure.issues).toEqual([{ field: "code", code: "tooLong" }])
    expect(refusedFields(failure, clientFieldOf)).toEqual([{ field: "code", code: "tooLong" }])
  })

  it("a missing field is required", async () => {
    const withoutName = Object.fromEntries(Object.entries(client({})).filter(([key]) => key !== "nameEn"))
    const failure = await refusal("admin", "/api/Client/Create", withoutName)
    expect(failure.issues).toEqual([{ field: "nameEn", code: "required" }])
  })

  it("names no field when what is refused is not one: a key the contract does not have, a body that is not an object", async () => {
    const unknownKey = await refusal("admin", "/api/Client/Create", client({ colour: "blue" }))
    expect(unknownKey.issues).toBeUndefined()
    const notAnObject = await refusal("admin", "/api/Client/Create", ["not", "a", "client"])
    expect(notAnObject.issues).toBeUndefined()
  })
})
