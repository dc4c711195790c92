import { HttpRouter, HttpServerResponse } from "effect/http"
import { Layer } from "effect"
import { layerPasswordFieldAssets, passwordFieldStyles } from "./passwordFields"

/** The provider's pages run no inline style or script (their policy allows only served files). */
export const pageStylesPath = "/oidc/assets/pages.css"
export const signOutScriptPath = "/oidc/assets/sign-out.js"

const pageStyles = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;margin:0;color:#1a2433}
main{max-width:599px;margin:64px auto;background:#fff;border-radius:8px;padding:32px 40px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
h1{font-size:1.4rem;color:#0b3d6e;margin:0 0 8px}h2{font-size:1.1rem;margin:0 0 24px;font-weight:500}
label{display:block;font-weight:600;margin:16px 0 6px}input{box-sizing:border-box;width:100%;padding:10px;font-size:1rem;border:1px solid #5b6b80;border-radius:4px}
button{margin-top:24px;background:#0b3d6e;color:#fff;border:0;border-radius:4px;padding:12px 24px;font-size:1rem;cursor:pointer}
.error{background:#fdecea;color:#8a1c12;border-radius:4px;padding:10px 12px;margin-bottom:8px}
.lang{float:right;color:#0b3d6e}.hint{color:#3d4b5c}
${passwordFieldStyles}`

/** The sign-out confirmation is submitted at once, so a sign-out started in the portal needs no second click. */
const signOutScript = `document.forms[0].submit()\n`

export const layerPageAssets = Layer.mergeAll(
  layerPasswordFieldAssets,
  HttpRouter.add("GET", pageStylesPath, HttpServerResponse.text(pageStyles, { contentType: "text/css; charset=utf-8" })),
  HttpRouter.add(
    "GET",
    signOutScriptPath,
    HttpServerResponse.text(signOutScript, { contentType: "text/javascript; charset=utf-8" })
  )
)
