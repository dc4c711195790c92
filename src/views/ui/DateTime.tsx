import { css } from "styled-system/css"

const noWrap = css({ whiteSpace: "nowrap" })

/** A date and time ("yyyy-MM-dd HH:mm") that a narrow column breaks between the two, never inside the date. */
export const DateTime = ({ value }: { readonly value: string }) => {
  const [date, ...time] = value.split(" ")
  return time.length === 0 ? (
    <span className={noWrap}>{date}</span>
  ) : (
    <>
      <span className={noWrap}>{date}</span> <span className={noWrap}>{time.join(" ")}</span>
    </>
  )
}
