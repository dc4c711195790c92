import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { correctionCompanyCodes, mayEditClaim, mayEditPolicy } from "../../../api/corrections/permissions"
import type { TermVehiclesPayload } from "../../../api/corrections/schemas"
import { NotFound } from "../../../api/errors"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { lookupList, type LookupTable } from "../../shared/lookups"
import { jurisdictionByCode } from "../../db/corrections/currentData"
import {
  claimOperatorOptions,
  claimPolicy,
  claimVehicleOptions,
  operatorByLicence,
  policyTermOptions,
  termPolicy,
  termVehicleOptions
} from "../../db/corrections/lookupData"
import { normalizeLicence } from "../../shared/licence"
import { onDatabase } from "../../db/shared/onDatabase"
import { invalidFields } from "../../domain/invalidRequest"

const notFound = (what: string) => new NotFound({ message: `No such ${what}` })

/** An item of a carrier the caller corrects (`mayEdit`); any other answers as missing. */
const correctable = <T, E, R>(
  what: string,
  found: Effect.Effect<T | undefined, E, R>,
  mayEdit: (codes: ReadonlySet<string>, item: T) => boolean
) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const item = yield* found
    if (!item || !mayEdit(correctionCompanyCodes(user), item)) return yield* notFound(what)
    return item
  })

const correctableClaim = (claimId: number) => correctable("claim", claimPolicy(claimId), mayEditClaim)

const correctableTerm = (termId: number) => correctable("policy", termPolicy(termId), mayEditPolicy)

const termVehicles = (payload: TermVehiclesPayload) =>
  Effect.gen(function* () {
    const term = yield* correctableTerm(payload.policyKey)
    return yield* termVehicleOptions(term.policyId, payload.termStartDates)
  })

const operatorByDln = (jurisdictionCode: string, licence: string) =>
  Effect.gen(function* () {
    const jurisdiction = yield* jurisdictionByCode(jurisdictionCode.trim().toUpperCase())
    if (!jurisdiction) {
      return yield* invalidFields(
        [{ field: "jurisdictionCode", code: "unknownValue" }],
        `Unknown jurisdiction ${jurisdictionCode}`
      )
    }
    const driver = yield* operatorByLicence(jurisdiction.id, normalizeLicence(licence))
    if (!driver) return yield* notFound("driver with this licence number in this jurisdiction")
    return driver
  })

/** The lists and look-ups behind the correction dialogs (document 3 section 7, "Lookups"). */
export const layerCorrectionLookups = HttpApiBuilder.group(PortalApi, "correctionLookups", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const lookup = (table: LookupTable) => () => Effect.succeed(lookupList(table))
    return handlers
      .handle("policyStatuses", lookup("policy_status"))
      .handle("genders", lookup("gender"))
      .handle("maritalStatuses", lookup("marital_status"))
      .handle("vehicleLosses", lookup("vehicle_loss"))
      .handle("driverTrainings", lookup("driver_training"))
      .handle("majorCoverages", lookup("major_coverage"))
      .handle("operatorTypes", lookup("operator_type"))
      .handle("relationships", lookup("relationship"))
      .handle("claimOperators", ({ params }) =>
        run(Effect.flatMap(correctableClaim(params.id), (claim) => claimOperatorOptions(claim.policyId)))
      )
      .handle("claimVehicles", ({ params }) =>
        run(Effect.flatMap(correctableClaim(params.id), (claim) => claimVehicleOptions(claim.policyId)))
      )
      .handle("policyVehicles", ({ query }) =>
        run(Effect.flatMap(correctableTerm(query.policyKey), (term) => termVehicleOptions(term.policyId, [term.effectiveDate])))
      )
      .handle("policyTerms", ({ query }) =>
        run(Effect.flatMap(correctableTerm(query.policyKey), (term) => policyTermOptions(term.policyId)))
      )
      .handle("termVehicles", ({ payload }) => run(termVehicles(payload)))
      .handle("operatorByDln", ({ payload }) => run(operatorByDln(payload.jurisdictionCode, payload.driverLicenceNumber)))
  })
)
