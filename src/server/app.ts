import { NodeHttpServer } from "@effect/platform-node"
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import { Effect, Layer, Option } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { HttpApiBuilder, HttpApiScalar } from "effect/http-api"
import type { IncomingMessage, ServerResponse } from "node:http"
import { PortalApi } from "../api/portalApi"
import { layerConfig, type PortalConfigShape } from "./config"
import { layerDatabase } from "./db/database"
import { seedDemoDrivers } from "./db/demo/demoDrivers"
import { seedDemoWorld } from "./db/demo/demoWorld"
import { migrate } from "./db/migrate"
import { seedReferenceData } from "./db/referenceData"
import { layerAuthorization, layerRequestValidation } from "./http/authorization"
import { layerBodyLimit } from "./http/edge/bodyLimit"
import { layerForwardedHeaders, pinToPublicUrl } from "./http/edge/forwarded"
import { layerResponseHeaders, providerHeaders } from "./http/edge/responseHeaders"
import { layerSpa } from "./http/edge/staticFiles"
import { createGatedServer } from "./http/edge/startupGate"
import { layerContentAdministration, layerPublicContent } from "./http/platform/content"
import {
  layerFunctions,
  layerJurisdictions,
  layerOrganizations,
  layerReportingCompanies,
  layerUnits
} from "./http/platform/reference"
import { layerClientEvents } from "./http/platform/clientEvents"
import { layerHealth } from "./http/platform/health"
import { layerUsers } from "./http/platform/users"
import { layerPassword } from "./http/users/password"
import { layerUserAdministration } from "./http/users/userAdministration"
import {
  layerCompanyDriverReportOptions,
  layerCompanyUnits,
  layerNotificationRecipients,
  layerOrganizationCompany,
  layerPermittedDomains
} from "./http/company/companyProfile"
import { layerUserAccessReport } from "./http/userAccess/userAccessReport"
import { layerB2CClientOrganizations, layerB2CProviders } from "./http/settings/signInMappings"
import { layerMachineClients } from "./http/settings/machineClients"
import { layerClients } from "./http/clients/clients"
import { layerCorrectionReport } from "./http/corrections/correctionReport"
import { layerCorrectionLookups } from "./http/corrections/correctionLookups"
import { layerDataCorrection } from "./http/corrections/dataCorrection"
import { layerNinetyDays } from "./http/corrections/ninetyDays"
import { layerDriverReports } from "./http/reports/driverReports"
import { layerReportFiles } from "./http/reports/reportFiles"
import { layerVehicleReportFiles, layerVehicleReports } from "./http/vehicles/vehicleReports"
import { layerUsageReport } from "./http/usage/usageReport"
import { layerSdcReport } from "./http/sdc/sdcReport"
import { layerSdcUpload } from "./http/sdc/sdcUpload"
import { layerPageAssets } from "./identity/pageAssets"
import { layerInvitations } from "./identity/invitationsLive"
import { EmbeddedProvider, layerEmbeddedProvider } from "./identity/provider"
import { layerTokenVerifier } from "./identity/tokenVerifier"
import { layerMetricsRoute, layerOtlp } from "./monitoring/telemetry"
import { layerPdfRenderer } from "./pdf/pdfRenderer"
import { layerMailDelivery } from "./mail/mailDelivery"
import { seedDemoVehicles } from "./db/demo/demoVehicles"

/** Migrations, then reference data, then (outside production) the demo world, before anything listens. */
/** The schema, the reference data and, when asked, the demo world: what every start makes sure of. */
export const layerSchema = (demoData: boolean) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      yield* migrate
      yield* seedReferenceData
      if (demoData) {
        yield* seedDemoWorld
        yield* seedDemoDrivers()
        yield* seedDemoVehicles
      }
    }).pipe(Effect.orDie)
  )

const layerGroups = Layer.mergeAll(
  layerPublicContent,
  layerFunctions,
  layerOrganizations,
  layerReportingCompanies,
  layerJurisdictions,
  layerUnits,
  layerContentAdministration,
  layerUsers,
  layerUserAdministration,
  layerPassword,
  layerCompanyUnits,
  layerCompanyDriverReportOptions,
  layerNotificationRecipients,
  layerPermittedDomains,
  layerOrganizationCompany,
  layerB2CProviders,
  layerB2CClientOrganizations,
  layerMachineClients,
  layerClients,
  layerUserAccessReport,
  layerDriverReports,
  layerReportFiles,
  layerVehicleReports,
  layerVehicleReportFiles,
  layerDataCorrection,
  layerCorrectionLookups,
  layerNinetyDays,
  layerCorrectionReport,
  layerUsageReport,
  layerSdcReport,
  layerSdcUpload,
  layerClientEvents,
  layerHealth
)

const layerApi = HttpApiBuilder.layer(PortalApi, { openapiPath: "/api/openapi.json" }).pipe(
  Layer.provide(layerGroups),
  Layer.provide([layerAuthorization, layerRequestValidation, layerBodyLimit])
)

/** Hands /oidc to the embedded provider's Node handler; Effect writes nothing once that response ended. */
const layerOidcRoute = (config: PortalConfigShape) => {
  const addProviderHeaders = providerHeaders(config)
  return HttpRouter.add("*", "/oidc/*", (request) =>
    Effect.gen(function* () {
      const provider = yield* EmbeddedProvider
      const req = NodeHttpServerRequest.toIncomingMessage(request) as IncomingMessage
      const res = NodeHttpServerRequest.toServerResponse(request) as ServerResponse
      pinToPublicUrl(req, config.publicUrl, Option.getOrUndefined(request.remoteAddress))
      addProviderHeaders(res)
      yield* Effect.promise(() => provider.handle(req, res))
      return HttpServerResponse.empty()
    })
  )
}

/** The whole portal: database, schema, identity, api, docs and the built SPA, listening on config.port. */
export const layerPortal = (config: PortalConfigShape, options: { readonly spaRoot?: string } = {}) => {
  const infrastructure = layerSchema(config.demoData).pipe(
    Layer.provideMerge(layerDatabase),
    Layer.provideMerge(layerConfig(config))
  )
  const identity = Layer.mergeAll(
    layerTokenVerifier,
    layerInvitations,
    config.embeddedProvider ? layerEmbeddedProvider : Layer.empty
  )
  const routes = Layer.mergeAll(
    layerApi,
    // The reference page loads nothing from other origins (its fonts included), as its policy requires.
    HttpApiScalar.layer(PortalApi, { path: "/docs", scalar: { withDefaultFonts: false } }),
    config.embeddedProvider ? Layer.mergeAll(layerOidcRoute(config), layerPageAssets) : Layer.empty,
    layerForwardedHeaders(config),
    layerResponseHeaders(config),
    layerMetricsRoute(config),
    layerSpa(options.spaRoot ?? "dist/client")
  )
  // The server listens once the database and identity are ready, and answers 503 with Retry-After
  // until every route is in place (createGatedServer says why none is left unanswered).
  // A path id of any length reaches the contract's decoder, which answers 400, instead of the router's bare 404.
  return HttpRouter.serve(routes, { routerConfig: { maxParamLength: 16_384 } }).pipe(
    Layer.provide(NodeHttpServer.layer(() => createGatedServer(config), { port: config.port })),
    Layer.provide(identity),
    // PDF workers start with the server and are stopped with it.
    Layer.provide(layerPdfRenderer),
    // The outbox is delivered (SMTP_URL) or logged from start to stop.
    Layer.provide(layerMailDelivery),
    Layer.provide(infrastructure),
    Layer.provide(layerOtlp(config))
  )
}

export type PortalLayerRequirements = Layer.Services<ReturnType<typeof layerPortal>>
