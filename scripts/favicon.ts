/**
 * Draws the portal's icon (the bureau's mark of src/views/shell/Logo.tsx: a navy rounded square with
 * the teal line, on white) at 16, 32 and 48 pixels and writes src/views/assets/favicon.ico, which
 * index.html links and the build hashes, compresses and serves like the other assets. Run it again
 * after changing the mark: `node --import tsx scripts/favicon.ts`.
 */
import { writeFileSync } from "node:fs"

type Rgba = readonly [number, number, number, number]
const white: Rgba = [255, 255, 255, 255]
const navy: Rgba = [0x0b, 0x3d, 0x6e, 255]
const teal: Rgba = [0x00, 0x73, 0x6b, 255]

/** The mark in its 36-unit box, as in Logo.tsx. */
const box = 36
const halfStroke = 1.5
const line: ReadonlyArray<readonly [number, number]> = [
  [9, 24],
  [15, 12],
  [21, 20],
  [27, 10]
]

/** Signed distance to the rounded square x 2..34, y 2..34, corner radius 6. */
const squareDistance = (x: number, y: number) => {
  const r = 6
  const qx = Math.abs(x - 18) - 16 + r
  const qy = Math.abs(y - 18) - 16 + r
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r
}

const segmentDistance = (x: number, y: number, [ax, ay]: readonly [number, number], [bx, by]: readonly [number, number]) => {
  const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)))
  return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)))
}

/** The colour at a point of the box, or none outside the mark. */
const colourAt = (x: number, y: number): Rgba | undefined => {
  if (line.slice(1).some((end, i) => segmentDistance(x, y, line[i]!, end) <= halfStroke)) return teal
  const d = squareDistance(x, y)
  if (Math.abs(d) <= halfStroke) return navy
  return d < 0 ? white : undefined
}

/** BGRA rows from the bottom up, each pixel averaged over 4 × 4 samples. */
const draw = (size: number): Buffer => {
  const pixels = Buffer.alloc(size * size * 4)
  const samples = 4
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      let [r, g, b, a] = [0, 0, 0, 0]
      for (let i = 0; i < samples; i++) {
        for (let j = 0; j < samples; j++) {
          const colour = colourAt(((column + (i + 0.5) / samples) * box) / size, ((row + (j + 0.5) / samples) * box) / size)
          if (!colour) continue
          r += colour[0]
          g += colour[1]
          b += colour[2]
          a += 255
        }
      }
      const at = ((size - 1 - row) * size + column) * 4
      const covered = a / 255
      if (covered > 0) {
        pixels[at] = Math.round(b / covered)
        pixels[at + 1] = Math.round(g / covered)
        pixels[at + 2] = Math.round(r / covered)
      }
      pixels[at + 3] = Math.round(a / (samples * samples))
    }
  }
  return pixels
}

/** One icon image: a 32-bit bitmap (its height counts the mask too) and an empty AND mask. */
const bitmap = (size: number): Buffer => {
  const header = Buffer.alloc(40)
  header.writeUInt32LE(40, 0)
  header.writeInt32LE(size, 4)
  header.writeInt32LE(size * 2, 8)
  header.writeUInt16LE(1, 12)
  header.writeUInt16LE(32, 14)
  const maskRow = Math.ceil(size / 32) * 4
  return Buffer.concat([header, draw(size), Buffer.alloc(maskRow * size)])
}

const sizes = [16, 32, 48]
const images = sizes.map(bitmap)
const directory = Buffer.alloc(6 + 16 * sizes.length)
directory.writeUInt16LE(1, 2)
directory.writeUInt16LE(sizes.length, 4)
let offset = directory.length
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i
  directory.writeUInt8(size, entry)
  directory.writeUInt8(size, entry + 1)
  directory.writeUInt16LE(1, entry + 4)
  directory.writeUInt16LE(32, entry + 6)
  directory.writeUInt32LE(images[i]!.length, entry + 8)
  directory.writeUInt32LE(offset, entry + 12)
  offset += images[i]!.length
})
writeFileSync(new URL("../src/views/assets/favicon.ico", import.meta.url), Buffer.concat([directory, ...images]))
