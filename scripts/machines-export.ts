import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { docsDir, generateMachineDocs } from "./machineDocs"

// Writes docs/machines from the machine definitions: each machine's diagram and JSON, and the index.
const root = process.cwd()
const files = await generateMachineDocs(root)
mkdirSync(join(root, docsDir), { recursive: true })
for (const name of readdirSync(join(root, docsDir))) {
  const path = `${docsDir}/${name}`
  if (!files.has(path)) {
    rmSync(join(root, path))
    console.log(`removed ${path}`)
  }
}
for (const [path, text] of files) {
  const current = (() => {
    try {
      return readFileSync(join(root, path), "utf8")
    } catch {
      return undefined
    }
  })()
  if (current === text) continue
  writeFileSync(join(root, path), text)
  console.log(`${current === undefined ? "wrote" : "updated"} ${path}`)
}
console.log(`${docsDir}: ${(files.size - 1) / 2} machines`)
