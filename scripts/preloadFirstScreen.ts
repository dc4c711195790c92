import type { HtmlTagDescriptor, Plugin, Rollup } from "vite"

/** The modules of the first screen most visits open: the sign-in screen and the words of both languages. */
const firstScreen = [/\/src\/views\/session\/Login\.tsx$/, /\/src\/i18n\/(en|fr)\/index\.ts$/]

const chunksOf = (bundle: Rollup.OutputBundle): Rollup.OutputChunk[] =>
  Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === "chunk")

/** The build's style sheet links, moved ahead of the scripts. */
const styleSheets = /\s*<link rel="stylesheet"[^>]*>/g

/**
 * Adds modulepreload links for the sign-in screen and the words to index.html, so the browser fetches
 * them while the app's entry downloads instead of after it has run (they are dynamic imports of the
 * entry). A later visit to another page finds them in the cache: hashed assets are kept for good.
 * The style sheet goes first: the server's drawing of the sign-in page paints as soon as it arrives,
 * rather than after the scripts that share the line with it.
 */
export const preloadFirstScreen = (): Plugin => ({
  name: "portal-preload-first-screen",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, context) {
      if (!context.bundle) return []
      const sheets = html.match(styleSheets) ?? []
      const script = html.indexOf("<script")
      const reordered =
        sheets.length > 0 && script >= 0
          ? html.slice(0, script).replace(styleSheets, "") +
            sheets.map((sheet) => sheet.trim()).join("\n    ") +
            "\n    " +
            html.slice(script).replace(styleSheets, "")
          : html
      const chunks = chunksOf(context.bundle)
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const entry = new Set<string>()
      const collect = (file: string, into: Set<string>) => {
        if (into.has(file)) return
        into.add(file)
        for (const imported of byFile.get(file)?.imports ?? []) collect(imported, into)
      }
      for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, entry)
      const wanted = new Set<string>()
      for (const chunk of chunks) {
        if (chunk.facadeModuleId && firstScreen.some((pattern) => pattern.test(chunk.facadeModuleId!)))
          collect(chunk.fileName, wanted)
      }
      const tags = [...wanted]
        .filter((file) => !entry.has(file))
        .map((file): HtmlTagDescriptor => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head"
        }))
      return { html: reordered, tags }
    }
  }
})
