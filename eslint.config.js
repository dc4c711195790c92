import js from "@eslint/js"
import { defineConfig, globalIgnores } from "eslint/config"
import tseslint from "typescript-eslint"

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
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } }
  },
  layer(
    "api",
    [...folders("server", "services", "machines", "views"), ...packages("react", "react-dom", "xstate", "@xstate")],
    "src/api imports only effect."
  ),
  layer("server", folders("services", "machines", "views"), "The server imports src/api, never the client folders."),
  layer("services", folders("machines", "views"), "Services must not import machines or views."),
  layer("machines", [...folders("views"), ...packages("react", "react-dom")], "Machines must not import views or React."),
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
