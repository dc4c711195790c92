import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"

const track = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "10px",
  px: "12px",
  py: "8px",
  border: "1px solid",
  borderColor: "navy.700",
  borderRadius: "4px",
  bg: "white",
  color: "navy.700",
  fontWeight: "600",
  cursor: "pointer",
  _focusVisible: { outline: "3px solid", outlineColor: "accent", outlineOffset: "2px" }
})
const knob = css({
  position: "relative",
  width: "36px",
  height: "20px",
  borderRadius: "10px",
  bg: "gray.500",
  transition: "background 0.15s",
  "&[data-on=true]": { bg: "navy.700" },
  _after: {
    content: '""',
    position: "absolute",
    top: "2px",
    left: "2px",
    width: "16px",
    height: "16px",
    borderRadius: "50%",
    bg: "white",
    transition: "left 0.15s"
  },
  "&[data-on=true]::after": { left: "18px" }
})

/** The correction-mode switch of the report header (document 3 section 2). */
export const CorrectionSwitch = ({ on, onChange }: { readonly on: boolean; readonly onChange: (on: boolean) => void }) => {
  const { LL } = useI18nContext()
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className={track}
      title={LL.correction.mode.hint()}
      onClick={() => onChange(!on)}
      data-testid="correction-mode"
    >
      <span className={knob} data-on={on} aria-hidden="true" />
      {LL.correction.mode.label()}
    </button>
  )
}
