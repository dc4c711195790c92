import js from "@eslint/js"
import { defineConfig, globalIgnores } from "eslint/config"
import { createNodeResolver, importX } from "eslint-plugin-import-x"
import tseslint from "typescript-eslint"
import { areaZones, rankZones, sharedZones } from "./eslint.boundaries.js"

const folders = (...names) => names.flatMap((name) => [`**/${name}`, `**/${name}/**`])
const packages = (...names) => names.flatMap((name) => [name, `${name}/**`])

/** Imports flow one way: views → machines → services → api; server → api. */
const layer = (dir, group, message) => ({
  files: [`src/${dir}/**/*.{ts,tsx}`],
  rules: { "no-restricted-imports": ["error", { patterns: [{ group, message }] }] }
})

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
    files: ["scripts/**/*.js", "eslint.boundaries.js"],
    languageOptions: { globals: { console: "readonly", process: "readonly" } }
  },
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
          // Read from the folders at every start of the lint (eslint.boundaries.js).
          zones: [...areaZones(), ...sharedZones(), ...rankZones()]
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
  {
    // A statement written anywhere in the server but db/ is a repository waiting to be written; the demo
    // world writes its rows through src/server/db/demo.
    files: ["src/server/**/*.{ts,tsx}"],
    ignores: ["src/server/db/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "TaggedTemplateExpression[tag.name=/^sql$/i]",
          "TaggedTemplateExpression[tag.property.name=/^sql$/i]",
          "CallExpression[callee.object.name=/^sql$/i][callee.property.name=/^(unsafe|literal)$/]",
          "TaggedTemplateExpression > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\s/]"
        ].map((selector) => ({
          selector,
          message: "SQL lives in src/server/db: call a db module or the area's repository service."
        }))
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
