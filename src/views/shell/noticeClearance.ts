/** A box on the screen, in viewport pixels. */
export interface Box {
  readonly top: number
  readonly bottom: number
  readonly left: number
  readonly right: number
}

/** The attribute a form's own buttons' row carries: notices never cover the buttons in it. */
export const formActionsAttribute = "data-form-actions"

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * How far to move the notices up (positive) or down (negative) from their place, bottom left (document 1
 * section 2), so that they cover none of a form's buttons: nothing when they cover none, else the least
 * move that leaves every button clear and keeps the notices inside the viewport; when no move does, to
 * the top of the viewport.
 */
export const noticeShift = (notices: Box, buttons: ReadonlyArray<Box>, viewportHeight: number, gap = 12): number => {
  const clear = (shift: number) => {
    const moved = { ...notices, top: notices.top - shift, bottom: notices.bottom - shift }
    return moved.top >= 0 && moved.bottom <= viewportHeight && !buttons.some((button) => overlaps(moved, button))
  }
  if (clear(0)) return 0
  const candidates = buttons
    .flatMap((button) => [notices.bottom - (button.top - gap), notices.top - (button.bottom + gap)])
    .sort((a, b) => Math.abs(a) - Math.abs(b))
  return candidates.find(clear) ?? notices.top - gap
}
