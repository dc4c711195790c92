/** The encodings an Accept-Encoding header allows (q=0 refuses one). */
export const acceptedEncodings = (header: string | undefined): ReadonlySet<string> =>
  new Set(
    (header ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase())
      .filter((name) => name !== "")
  )
