/** Upper-case letters and digits only: how licence numbers are stored and compared. */
export const normalizeLicence = (licence: string) => licence.toUpperCase().replace(/[^A-Z0-9]/g, "")
