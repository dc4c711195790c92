import { css } from "styled-system/css"
import { passwordStrengthNames, type PasswordStrength } from "../../api/users/password"
import { useI18nContext } from "../../i18n/i18n-react"

const track = css({ height: "8px", bg: "gray.200", borderRadius: "4px", overflow: "hidden", mt: "8px" })
const bar = css({ height: "100%", transition: "width 0.2s" })
const colours = ["#b3261e", "#b3261e", "#8a5a00", "#2e7d32", "#1b5e20"] as const
const text = css({ color: "fg.muted", fontSize: "0.9rem", mt: "4px" })

/**
 * The strength meter beside a new password (ASVS 2.1.8): a meter (role meter, 0 to 4) whose value is
 * read as its words, and the same words shown below it. A password the rule refuses reads 'weak' at
 * most. Its text's id is given to the field's aria-describedby.
 */
export const PasswordStrengthMeter = (props: { readonly id: string; readonly level: PasswordStrength["score"] }) => {
  const { LL } = useI18nContext()
  const words = LL.common.passwordStrengthLevels[passwordStrengthNames[props.level]]()
  return (
    <div data-testid={props.id}>
      <div
        className={track}
        role="meter"
        aria-label={LL.common.passwordStrength()}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={props.level}
        aria-valuetext={words}
      >
        <div className={bar} style={{ width: `${((props.level + 1) / 5) * 100}%`, background: colours[props.level] }} />
      </div>
      <p id={`${props.id}-text`} className={text} data-level={props.level}>
        {LL.common.passwordStrengthIs({ level: words })}
      </p>
    </div>
  )
}
