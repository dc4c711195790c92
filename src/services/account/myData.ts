import { Effect } from "effect"
import type { MyData } from "../../api/users/myData"
import { callApi } from "../api/portalClient"

/** What the download is saved as: my-data-<the day it was made>.json. */
export const myDataFileName = (data: Pick<MyData, "exportedAt">): string => `my-data-${data.exportedAt.slice(0, 10)}.json`

/** Saves JSON as a file through a temporary link, as the CSV downloads do. */
const downloadJson = (data: MyData): void => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json;charset=utf-8" }))
  const link = document.createElement("a")
  link.href = url
  link.download = myDataFileName(data)
  link.style.display = "none"
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked once the browser has had time to start the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** GET /Account/MyData: everything the portal keeps about the signed-in person, saved as a JSON file. */
export const downloadMyData = () =>
  callApi((api) => api.myData.export()).pipe(Effect.flatMap((data) => Effect.sync(() => downloadJson(data))))
