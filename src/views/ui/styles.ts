import { css, cva } from "styled-system/css"

export const button = cva({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "8px",
    justifyContent: "center",
    borderRadius: "4px",
    px: { base: "16px", sm: "20px" },
    py: "10px",
    minHeight: "44px",
    textAlign: "center",
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

export const pageTitle = css({
  fontSize: { base: "1.45rem", md: "1.75rem" },
  fontWeight: "700",
  color: "primary",
  mb: "16px",
  overflowWrap: "anywhere"
})

export const card = css({
  bg: "white",
  borderRadius: "8px",
  boxShadow: "sm",
  p: { base: "16px", md: "24px" },
  minWidth: 0,
  border: "1px solid",
  borderColor: "border"
})

export const fieldLabel = css({ display: "block", fontWeight: "600", mb: "6px", overflowWrap: "break-word" })

export const textInput = css({
  width: "100%",
  minWidth: 0,
  maxWidth: "100%",
  px: "12px",
  py: "10px",
  fontSize: "1rem",
  border: "1px solid",
  borderColor: "gray.500",
  borderRadius: "4px",
  _focusVisible: { outline: "3px solid", outlineColor: "accent" },
  "&[aria-invalid=true]": { borderColor: "danger" }
})

/** A table scrolls inside this frame when wider than the screen, rather than widen the page. */
export const scrollFrame = css({
  overflowX: "auto",
  maxWidth: "100%",
  _focusVisible: { outline: "3px solid", outlineColor: "accent" }
})

/**
 * Keeps a table's first column in view while the rest scrolls beneath it (with separate borders:
 * collapsed ones do not move with a sticky cell).
 */
export const stickyFirstColumn = css({
  borderCollapse: "separate",
  borderSpacing: 0,
  "& td": { bg: "white" },
  "& tr > :first-child": { position: "sticky", left: 0, zIndex: 1, boxShadow: "1px 0 0 var(--colors-border)" }
})

/** A row of buttons that wraps on a narrow screen, where each button then takes a full line. */
export const buttonRow = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "12px",
  alignItems: "center",
  "& > button, & > a": { flex: { base: "1 1 100%", sm: "0 0 auto" } }
})

/** A form grid: one column on a phone, as many as fit from a tablet up. */
export const formGrid = css({
  display: "grid",
  gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "repeat(auto-fill, minmax(240px, 1fr))" },
  gap: { base: "12px", sm: "16px 24px" }
})

export const fieldError = css({ color: "danger", mt: "6px", fontSize: "0.95rem" })

export const fieldHint = css({ color: "fg.muted", fontSize: "0.9rem", mt: "4px" })

/** The floating list of a combobox or a list choice (Ark UI), over the page below its field. */
export const popupList = css({
  bg: "white",
  border: "1px solid",
  borderColor: "gray.500",
  borderRadius: "4px",
  boxShadow: "md",
  maxHeight: "280px",
  overflowY: "auto",
  zIndex: 900,
  py: "4px",
  _hidden: { display: "none" }
})

/** An option of a popupList, outlined while the keyboard is on it. */
export const popupOption = css({
  px: "12px",
  py: "8px",
  cursor: "pointer",
  _highlighted: { bg: "navy.50", outline: "2px solid", outlineColor: "accent", outlineOffset: "-2px" }
})
