import { defineConfig } from "@pandacss/dev"

export default defineConfig({
  // Warnings only: the build (through postcss) and codegen print no timings of their own.
  logLevel: "warn",
  preflight: true,
  include: ["./src/views/**/*.{ts,tsx}"],
  exclude: [],
  outdir: "styled-system",
  jsxFramework: "react",
  theme: {
    extend: {
      keyframes: {
        systemMessageScroll: { from: { transform: "translateX(0)" }, to: { transform: "translateX(-100%)" } }
      },
      tokens: {
        fonts: {
          sans: {
            value: "'Source Sans 3', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif"
          }
        },
        colors: {
          navy: {
            50: { value: "#e8eef5" },
            100: { value: "#c5d4e5" },
            500: { value: "#1d5a94" },
            700: { value: "#0b3d6e" },
            900: { value: "#06233f" }
          }
        }
      },
      semanticTokens: {
        colors: {
          primary: {
            DEFAULT: { value: "{colors.navy.700}" },
            hover: { value: "{colors.navy.900}" },
            subtle: { value: "{colors.navy.50}" },
            fg: { value: "{colors.white}" }
          },
          accent: {
            DEFAULT: { value: "#00736b" },
            subtle: { value: "#e0f2f0" }
          },
          danger: {
            DEFAULT: { value: "{colors.red.700}" },
            subtle: { value: "{colors.red.50}" }
          },
          success: {
            DEFAULT: { value: "{colors.green.700}" },
            subtle: { value: "{colors.green.50}" }
          },
          fg: {
            DEFAULT: { value: "{colors.gray.900}" },
            muted: { value: "{colors.gray.600}" }
          },
          bg: {
            DEFAULT: { value: "{colors.white}" },
            muted: { value: "{colors.gray.50}" }
          },
          border: { value: "{colors.gray.300}" }
        }
      }
    }
  },
  globalCss: {
    "html, body": {
      fontFamily: "sans",
      color: "fg",
      bg: "bg"
    }
  }
})
