/**
 * What a dialog's field takes from the form it edits: its id, value, change and field message. A field
 * of an add dialog is then written as its label and, for a choice, its options.
 */
export const fieldBinder =
  <F extends string>(
    idPrefix: string,
    form: Readonly<Record<F, string>>,
    send: (event: { readonly type: "FIELD_CHANGED"; readonly field: F; readonly value: string }) => void,
    error: (field: F) => string | undefined
  ) =>
  (field: F, id: string) => ({
    id: `${idPrefix}-${id}`,
    value: form[field],
    onChange: (value: string) => send({ type: "FIELD_CHANGED", field, value }),
    error: error(field)
  })
