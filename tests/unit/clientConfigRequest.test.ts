import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { PortalApi } from "../../src/api/portalApi"
import { clientConfigPath } from "../../src/services/session/clientConfigRequest"

describe("the configuration request made before the api client loads", () => {
  it("asks for the contract's clientConfig operation", () => {
    const document = OpenApi.fromApi(PortalApi)
    expect(document.paths[clientConfigPath]?.get?.operationId).toBe("publicContent.clientConfig")
  })
})
