import { Link } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"

const footer = css({
  borderTop: "1px solid",
  borderColor: "border",
  bg: "bg.muted",
  color: "fg.muted",
  py: "16px",
  px: "20px",
  display: "flex",
  flexWrap: "wrap",
  gap: { base: "8px 20px", sm: "24px" },
  justifyContent: "center",
  fontSize: "0.95rem"
})

const footerLink = css({ color: "primary", textDecoration: "underline" })

export const Footer = () => {
  const { LL } = useI18nContext()
  return (
    <footer className={footer}>
      <span>{LL.shell.copyright({ year: new Date().getFullYear() })}</span>
      <Link to="/terms" className={footerLink}>
        {LL.shell.terms()}
      </Link>
      <Link to="/contactUs" className={footerLink}>
        {LL.shell.contactUs()}
      </Link>
      <Link to="/about" className={footerLink}>
        {LL.shell.about()}
      </Link>
    </footer>
  )
}
