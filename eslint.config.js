import js from "@eslint/js"
import { defineConfig, globalIgnores } from "eslint/config"
import { createNodeResolver, importX } from "eslint-plugin-import-x"
import tseslint from "typescript-eslint"

const folders = (...names) => names.flatMap((name) => [`**/${name}`, `**/${name}/**`])
const packages = (...names) => names.flatMap((name) => [name, `${name}/**`])

/** Imports flow one way: views → machines → services → api; server → api. */
const layer = (dir, group, message) => ({
  files: [`src/${dir}/**/*.{ts,tsx}`],
  rules: { "no-restricted-imports": ["error", { patterns: [{ group, message }] }] }
})

/**
 * Areas (docs/decisions.md, "Where shared pieces live"): each area folder of a layer imports its own
 * area and the shared pieces, never another area's modules, so that one area can change alone.
 */
const serverLayers = ["http", "domain", "db"]
const serverAreas = ["corrections", "reports", "vehicles", "platform", "edge", "users", "usage", "userAccess", "company"]
const browserLayers = ["services", "machines", "views"]
const browserAreas = ["content", "corrections", "reports", "vehicles", "session", "about", "users", "usage", "userAccess", "sdc"]

const inLayers = (root, layers, area) => layers.map((layer) => `${root}/${layer}/${area}/**`)

/**
 * Modules of one area that another is built on, each named (docs/decisions.md): a correction answers
 * the report generated from the corrected data, and the driver report screen hosts correction mode.
 */
const builtUpon = {
  reports: ["src/server/domain/reports/generateReport.ts"],
  corrections: ["src/machines/corrections/correctionModeMachine.ts", "src/machines/corrections/correctionModeLive.ts"]
}

const areaZones = (root, layers, areas) =>
  areas.flatMap((area) =>
    areas
      .filter((other) => other !== area)
      .map((other) => ({
        target: inLayers(root, layers, area),
        from: inLayers(root, layers, other),
        except: (builtUpon[other] ?? []).map((file) => `**/${file}`),
        message: `The ${area} area imports its own modules and shared ones, not the ${other} area's: move what both need to a shared folder.`
      }))
  )

/** Shared folders serve every area, so they import none. */
const sharedZones = (root, layers, areas, sharedFolders = layers.map((layer) => `${layer}/shared`)) =>
  sharedFolders.map((folder) => ({
    target: `${root}/${folder}/**`,
    from: areas.flatMap((area) => inLayers(root, layers, area)),
    message: "A shared folder serves every area and imports none of them."
  }))

export default defineConfig(
  globalIgnores([
    "dist/",
    "styled-system/",
    "data/",
    "data-e2e/",
    "playwright-report/",
    "test-results/",
    "src/i18n/i18n-*.ts",
    "src/i18n/i18n-react.tsx",
    "src/i18n/formatters.ts"
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } }
  },
  {
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js"]
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] }
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            ...areaZones("src/server", serverLayers, serverAreas),
            ...sharedZones("src/server", serverLayers, serverAreas),
            ...areaZones("src", browserLayers, browserAreas),
            ...sharedZones("src", browserLayers, browserAreas, ["services/shared", "machines/shared", "views/ui"])
          ]
        }
      ]
    }
  },
  {
    files: ["src/i18n/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                ...folders("server", "services", "machines", "views"),
                ...packages("react", "react-dom", "xstate", "@xstate")
              ],
              message: "src/i18n holds words and their formats: it imports no layer of the app."
            },
            { group: folders("api"), allowTypeImports: true, message: "src/i18n takes only the contract's types." }
          ]
        }
      ]
    }
  },
  layer(
    "api",
    [...folders("server", "services", "machines", "views"), ...packages("react", "react-dom", "xstate", "@xstate")],
    "src/api imports only effect."
  ),
  layer("server", folders("services", "machines", "views"), "The server imports src/api, never the client folders."),
  {
    // Repeats the server's rule: the last entry for a rule is the one that applies to a file.
    files: ["src/server/http/**/*.{ts,tsx}", "src/server/domain/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: folders("services", "machines", "views"), message: "The server imports src/api, never the client folders." },
            {
              group: packages("effect/sql", "@effect/sql-pg", "@electric-sql/pglite"),
              message: "Handlers and the domain call src/server/db modules; SQL and the SQL client live there."
            }
          ]
        }
      ]
    }
  },
  layer("services", folders("server", "machines", "views"), "Services must not import the server, machines or views."),
  layer(
    "machines",
    [...folders("server", "views"), ...packages("react", "react-dom")],
    "Machines must not import the server, views or React."
  ),
  {
    files: ["src/views/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            // react-dom/server draws the sign-in page's first paint (src/views/firstPaint) and is no portal folder.
            { group: [...folders("server"), "!react-dom/server"], message: "Views must not import src/server." },
            {
              group: folders("services"),
              allowTypeImports: true,
              message: "Views render machine state and send events; the area's live module calls the services."
            }
          ]
        }
      ]
    }
  }
)
