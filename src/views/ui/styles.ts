import { css, cva } from "styled-system/css"

export const button = cva({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "8px",
    borderRadius: "4px",
    px: "20px",
    py: "10px",
    fontSize: "1rem",
    fontWeight: "600",
    cursor: "pointer",
    border: "1px solid transparent",
    _disabled: { opacity: 0.6, cursor: "not-allowed" },
    _focusVisible: { outline: "3px solid", outlineColor: "accent", outlineOffset: "2px" }
  },
  variants: {
    tone: {
      primary: { bg: "navy.700", color: "white", _hover: { bg: "navy.900" } },
      secondary: { bg: "white", color: "navy.700", borderColor: "navy.700", _hover: { bg: "navy.50" } },
      // On the dark top bar: a white focus ring (over 10:1 on navy) where the accent would be 1.9:1.
      ghost: {
        bg: "transparent",
        color: "inherit",
        _hover: { bg: "rgba(255,255,255,0.12)" },
        _focusVisible: { outlineColor: "white" }
      }
    }
  },
  defaultVariants: { tone: "primary" }
})

export const link = css({
  color: "primary",
  textDecoration: "underline",
  cursor: "pointer",
  _hover: { color: "primary.hover" },
  _focusVisible: { outline: "3px solid", outlineColor: "accent" }
})

export const pageTitle = css({ fontSize: "1.75rem", fontWeight: "700", color: "primary", mb: "16px" })

export const card = css({
  bg: "white",
  borderRadius: "8px",
  boxShadow: "sm",
  p: "24px",
  border: "1px solid",
  borderColor: "border"
})

export const fieldLabel = css({ display: "block", fontWeight: "600", mb: "6px" })

export const textInput = css({
  width: "100%",
  px: "12px",
  py: "10px",
  fontSize: "1rem",
  border: "1px solid",
  borderColor: "gray.500",
  borderRadius: "4px",
  _focusVisible: { outline: "3px solid", outlineColor: "accent" },
  "&[aria-invalid=true]": { borderColor: "danger" }
})

export const fieldError = css({ color: "danger", mt: "6px", fontSize: "0.95rem" })
