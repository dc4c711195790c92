import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { fieldError, fieldHint, fieldLabel } from "./styles"

/** Ids and the aria-describedby a control gives to its hint and field message. */
export const fieldIds = (id: string, hint: string | undefined, error: string | undefined) => {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ")
  return { hintId, errorId, describedBy: describedBy || undefined }
}

/** A form control with its label above and its hint and field message below, tied by id. */
export const FieldFrame = (props: {
  readonly id: string
  readonly label: string
  readonly hint?: string
  readonly error?: string
  readonly children: ReactNode
}) => {
  const { hintId, errorId } = fieldIds(props.id, props.hint, props.error)
  return (
    <div className={css({ minWidth: 0 })}>
      <label htmlFor={props.id} className={fieldLabel}>
        {props.label}
      </label>
      {props.children}
      {props.hint && (
        <p id={hintId} className={fieldHint}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className={fieldError}>
          {props.error}
        </p>
      )}
    </div>
  )
}
