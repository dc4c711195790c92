import { NodeHttpServer } from "@effect/platform-node"
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import { Effect, Layer, Option, Redacted } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { HttpApiBuilder, HttpApiScalar } from "effect/http-api"
import type { IncomingMessage, ServerResponse } from "node:http"
import { PortalApi } from "../api/portalApi"
import { layerConfig, type PortalConfigShape } from "./config"
import { layerDatabase } from "./db/database"
import { layerReadReplica } from "./db/readReplica"
import { seedDemoDrivers } from "./demo/demoDrivers"
import { seedDemoWorld } from "./demo/demoWorld"
import { migrate } from "./db/migrate"
import { seedReferenceData } from "./db/referenceData"
import { layerAuthorization, layerRequestValidation } from "./http/authorization"
import { layerBodyLimit } from "./http/edge/bodyLimit"
import { layerForwardedHeaders, pinToPublicUrl } from "./http/edge/forwarded"
import { layerRequestLog, layerTracePrivacy, requestIdHeader } from "./http/edge/requestLog"
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
import { layerAccountSessions } from "./http/users/accountSessions"
import { layerMyData } from "./http/users/myData"
import { layerReauthentication } from "./http/users/reauthentication"
import { layerUserAdministration } from "./http/users/userAdministration"
import { layerSecondFactor } from "./http/users/secondFactor"
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
import { layerWebhooks } from "./http/webhooks/webhooks"
import { layerClients } from "./http/clients/clients"
import { layerCorrectionReport } from "./http/corrections/correctionReport"
import { layerCorrectionLookups } from "./http/corrections/correctionLookups"
import { layerDataCorrection } from "./http/corrections/dataCorrection"
import { layerNinetyDays } from "./http/corrections/ninetyDays"
import { layerDriverReports } from "./http/reports/driverReports"
import { layerQuoteReports } from "./http/reports/quoteReports"
import { layerReportFiles } from "./http/reports/reportFiles"
import { layerVehicleReportFiles, layerVehicleReports } from "./http/vehicles/vehicleReports"
import { layerUsageReport } from "./http/usage/usageReport"
import { layerSdcReport } from "./http/sdc/sdcReport"
import { layerSdcUpload } from "./http/sdc/sdcUpload"
import { layerPageAssets } from "./identity/pageAssets"
import { layerInvitations } from "./identity/invitationsLive"
import { EmbeddedProvider, layerEmbeddedProvider } from "./identity/provider"
import { demoCarrierMountPath, makeDemoCarrier } from "./identity/demoCarrier/laurentianCarrier"
import { layerTokenVerifier } from "./identity/tokenVerifier"
import { layerMetricsRoute, layerOtlp } from "./monitoring/telemetry"
import { layerLogLines } from "./monitoring/logLines"
import { CurrentRequestRecord } from "./monitoring/requestRecord"
import { layerPdfRenderer } from "./pdf/pdfRenderer"
import { layerMailDelivery } from "./mail/mailDelivery"
import { layerRetentionSweep } from "./domain/retention/retentionSweep"
import { layerWebhookDelivery } from "./domain/webhooks/deliveryWorker"
import { seedDemoVehicles } from "./demo/demoVehicles"
import { seedDemoSecondFactors } from "./demo/demoSecondFactors"

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
  layerSecondFactor,
  layerPassword,
  layerAccountSessions,
  layerMyData,
  layerReauthentication,
  layerCompanyUnits,
  layerCompanyDriverReportOptions,
  layerNotificationRecipients,
  layerPermittedDomains,
  layerOrganizationCompany,
  layerB2CProviders,
  layerB2CClientOrganizations,
  layerMachineClients,
  layerWebhooks,
  layerClients,
  layerUserAccessReport,
  layerDriverReports,
  layerQuoteReports,
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

/** Hands a path to a Node handler (an OpenID provider's); Effect writes nothing once that response ended. */
const layerNodeRoute = <R>(
  config: PortalConfigShape,
  path: `/${string}/*`,
  handler: Effect.Effect<(req: IncomingMessage, res: ServerResponse) => Promise<void>, never, R>
) => {
  const addProviderHeaders = providerHeaders(config)
  return HttpRouter.add("*", path, (request) =>
    Effect.gen(function* () {
      const handle = yield* handler
      const req = NodeHttpServerRequest.toIncomingMessage(request) as IncomingMessage
      const res = NodeHttpServerRequest.toServerResponse(request) as ServerResponse
      pinToPublicUrl(req, config.publicUrl, Option.getOrUndefined(request.remoteAddress))
      addProviderHeaders(res)
      // The provider's answers and its sign-in events carry the request's id too.
      const record = yield* CurrentRequestRecord
      if (record) {
        req.headers[requestIdHeader] = record.requestId
        res.setHeader(requestIdHeader, record.requestId)
      }
      yield* Effect.promise(() => handle(req, res))
      // The status the provider answered, for the request's log line; Effect writes nothing more.
      return HttpServerResponse.empty({ status: res.statusCode })
    })
  )
}

const layerOidcRoute = (config: PortalConfigShape) =>
  layerNodeRoute(
    config,
    "/oidc/*",
    Effect.gen(function* () {
      return (yield* EmbeddedProvider).handle
    })
  )

/** The demo world's carrier provider (Laurentian General's own), beside the embedded one: demo mode only. */
const layerDemoCarrierRoute = (config: PortalConfigShape) => {
  const carrier = Effect.runSync(Effect.cached(Effect.promise(() => makeDemoCarrier(config))))
  return layerNodeRoute(
    config,
    `${demoCarrierMountPath}/*`,
    Effect.map(carrier, (provider) => provider.handle)
  )
}

/** The demo administrators' authenticators, with the keys `npm start` prints (README.md), sealed with this start's key. */
const layerDemoSecondFactors = (config: PortalConfigShape) =>
  Layer.effectDiscard(Effect.orDie(seedDemoSecondFactors(Redacted.value(config.secondFactorKey))))

/** The whole portal: database, schema, identity, api, docs and the built SPA, listening on config.port. */
export const layerPortal = (config: PortalConfigShape, options: { readonly spaRoot?: string } = {}) => {
  const infrastructure = layerSchema(config.demoData).pipe(
    Layer.provideMerge(layerReadReplica),
    Layer.provideMerge(layerDatabase),
    Layer.provideMerge(layerConfig(config))
  )
  const identity = Layer.mergeAll(
    layerTokenVerifier,
    layerInvitations,
    config.embeddedProvider ? layerEmbeddedProvider : Layer.empty,
    config.embeddedProvider && config.demoData ? layerDemoSecondFactors(config) : Layer.empty
  )
  const routes = Layer.mergeAll(
    layerApi,
    // The reference page loads nothing from other origins (its fonts included), as its policy requires.
    HttpApiScalar.layer(PortalApi, { path: "/docs", scalar: { withDefaultFonts: false } }),
    config.embeddedProvider ? Layer.mergeAll(layerOidcRoute(config), layerPageAssets) : Layer.empty,
    config.embeddedProvider && config.demoData ? layerDemoCarrierRoute(config) : Layer.empty,
    layerRequestLog(config),
    layerForwardedHeaders(config),
    layerResponseHeaders(config),
    layerMetricsRoute(config),
    layerSpa(options.spaRoot ?? "dist/client")
  )
  // The server listens once the database and identity are ready, and answers 503 with Retry-After
  // until every route is in place (createGatedServer says why none is left unanswered).
  // A path id of any length reaches the contract's decoder, which answers 400, instead of the router's bare 404.
  // layerRequestLog writes each request's line, without its path or query (effect's own logger writes both).
  return HttpRouter.serve(routes, { routerConfig: { maxParamLength: 16_384 }, disableLogger: true }).pipe(
    Layer.provide(NodeHttpServer.layer(() => createGatedServer(config), { port: config.port })),
    Layer.provide(layerTracePrivacy),
    Layer.provide(identity),
    // PDF workers start with the server and are stopped with it.
    Layer.provide(layerPdfRenderer),
    // The outbox is delivered (SMTP_URL) or logged from start to stop.
    Layer.provide(layerMailDelivery),
    // Events queued for carriers' endpoints are delivered in the background, retried with backoff.
    Layer.provide(layerWebhookDelivery),
    // What is kept for a while only is deleted past its retention, hourly.
    Layer.provide(layerRetentionSweep),
    Layer.provide(infrastructure),
    // Log lines are JSON on standard output, and go to the OTLP collector too when it is set.
    Layer.provide(Layer.provideMerge(layerOtlp(config), layerLogLines))
  )
}

export type PortalLayerRequirements = Layer.Services<ReturnType<typeof layerPortal>>
