import { describe, expect, it } from "vitest"
import { noticeShift, type Box } from "../../src/views/shell/noticeClearance"

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height
})

/** A notice bottom left of a 1366×768 screen, as the toaster places it. */
const notice = box(16, 676, 400, 76)

describe("notices never cover a form's own buttons (document 1 section 2)", () => {
  it("stay in place when they cover no button", () => {
    expect(noticeShift(notice, [box(160, 300, 90, 40)], 768)).toBe(0)
    // Beside the buttons, not over them.
    expect(noticeShift(notice, [box(600, 690, 90, 40)], 768)).toBe(0)
  })

  it("move above Save and Cancel at the bottom of the screen", () => {
    const save = box(160, 700, 90, 40)
    const cancel = box(262, 700, 90, 40)
    const shift = noticeShift(notice, [save, cancel], 768)
    expect(shift).toBeGreaterThan(0)
    expect(notice.bottom - shift).toBeLessThanOrEqual(save.top)
  })

  it("move below buttons too high to go above", () => {
    const save = box(16, 20, 90, 40)
    const tall = box(16, 60, 400, 100)
    const shift = noticeShift(tall, [save], 768)
    expect(tall.top - shift).toBeGreaterThanOrEqual(save.bottom)
  })

  it("take the least move, and stay inside the screen", () => {
    const low = box(16, 720, 90, 40)
    const high = box(16, 600, 90, 40)
    const shift = noticeShift(notice, [low, high], 768)
    const moved = { top: notice.top - shift, bottom: notice.bottom - shift }
    expect(moved.top).toBeGreaterThanOrEqual(0)
    for (const button of [low, high]) expect(moved.bottom <= button.top || moved.top >= button.bottom).toBe(true)
  })
})
