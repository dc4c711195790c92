import { createLazyRoute } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useId, useRef } from "react"
import { css } from "styled-system/css"
import { vinSearchLive } from "../../machines/vehicles/vinSearchLive"
import { useI18nContext } from "../../i18n/i18n-react"
import { useNamespace } from "../shared/useNamespace"
import { Waiting } from "../ui/Waiting"
import { ModalDialog } from "../ui/ModalDialog"
import { button, fieldError, fieldLabel, textInput } from "../ui/styles"
import { PageCard } from "../ui/PageCard"

const VehicleSearch = () => {
  const ready = useNamespace("vehicleReport")
  const { LL } = useI18nContext()
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const vinField = useRef<HTMLInputElement>(null)
  const search = useActorRef(vinSearchLive)
  const state = useSelector(search, (s) => s)
  if (!ready) return <Waiting label={LL.common.loading()} />
  const t = LL.vehicleReport
  const error =
    state.context.error === "blank"
      ? t.blank()
      : state.context.error === "tooShort"
        ? t.vinTooShort({ count: state.context.vin.length })
        : undefined
  const busy = state.hasTag("busy")
  return (
    <PageCard titleId="vehicle-search-title" title={t.searchTitle()}>
      <p className={css({ mb: "16px" })}>{t.searchIntro()}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          search.send({ type: "SUBMIT" })
        }}
        className={css({ maxWidth: "480px" })}
      >
        <label htmlFor={inputId} className={fieldLabel}>
          {t.vin()}
        </label>
        <input
          id={inputId}
          ref={vinField}
          name="vin"
          className={textInput}
          value={state.context.vin}
          maxLength={40}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => search.send({ type: "VIN_CHANGED", value: event.target.value })}
          disabled={busy}
          data-testid="vin"
        />
        <p id={hintId} className={css({ color: "fg.muted", fontSize: "0.9rem", mt: "4px" })}>
          {t.vinHint()}
        </p>
        {error && (
          <p id={errorId} role="alert" className={fieldError}>
            {error}
          </p>
        )}
        <div className={css({ display: "flex", gap: "12px", mt: "20px", alignItems: "center" })}>
          <button type="submit" className={button()} disabled={busy}>
            {t.search()}
          </button>
          <button
            type="button"
            className={button({ tone: "secondary" })}
            onClick={() => search.send({ type: "RESET" })}
            disabled={busy}
          >
            {t.reset()}
          </button>
          {busy && <span role="status">{t.generating()}</span>}
        </div>
      </form>
      <ModalDialog
        open={state.hasTag("noResults")}
        title={t.noResultsTitle()}
        confirmLabel={LL.common.ok()}
        onConfirm={() => search.send({ type: "ACKNOWLEDGE" })}
        finalFocusEl={() => vinField.current}
        testId="no-results-dialog"
      >
        <p>{t.noResults()}</p>
      </ModalDialog>
    </PageCard>
  )
}

export const Route = createLazyRoute("/vehicle-report")({ component: VehicleSearch })
