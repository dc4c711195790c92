/** Function ids of document 1 section 3. */
export const FunctionId = {
  driverReport: 1,
  vehicleReport: 2,
  reportHistory: 3,
  ninetyDaysReport: 4,
  dataCorrection: 5,
  userAccessReport: 6,
  companyAdministration: 7,
  userAdministration: 8,
  usageReport: 9,
  manageSystemFunction: 10,
  manageDashClients: 11,
  correctionReport: 12,
  sdcReport: 13
} as const
export type FunctionName = keyof typeof FunctionId
export type FunctionIdValue = (typeof FunctionId)[FunctionName]

export const functionNameById = (id: number): FunctionName | undefined =>
  (Object.keys(FunctionId) as ReadonlyArray<FunctionName>).find((name) => FunctionId[name] === id)
