import { OpenApi } from "effect/http-api"
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PortalApi } from "../src/api/portalApi"

/**
 * Writes the OpenAPI document as /api/openapi.json serves it (the same generator over the same
 * contract, no server started) and lints it with Redocly's recommended rules. Every warning fails.
 */
const folder = mkdtempSync(join(tmpdir(), "portal-openapi-"))
const document = join(folder, "openapi.json")
try {
  writeFileSync(document, JSON.stringify(OpenApi.fromApi(PortalApi), null, 2))
  const lint = spawnSync(
    join("node_modules", ".bin", "redocly"),
    ["lint", "--extends=recommended", "--lint-config=off", "--max-problems=1000", document],
    {
      stdio: "inherit",
      // Offline: no usage data sent, no check for a newer version.
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: "off",
        REDOCLY_SUPPRESS_NOTIFICATIONS: "true",
        REDOCLY_SUPPRESS_UPDATE_NOTICE: "true"
      }
    }
  )
  if (lint.error) throw lint.error
  process.exitCode = lint.status ?? 1
} finally {
  rmSync(folder, { recursive: true, force: true })
}
