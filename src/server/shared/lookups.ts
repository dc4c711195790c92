import type { Lookup } from "../../api/reports/schemas"

type Entry = readonly [id: number, code: string, descriptionEn: string, descriptionFr: string]

const table = <const Code extends string>(entries: ReadonlyArray<readonly [number, Code, string, string]>) => entries

/**
 * The coded lists of the driver data (document 3 section 3 "Fixed lists"), with the ids the spec
 * gives where it gives them. Migration 0002 inserts exactly these rows; the report reads them from here.
 */
export const lookupTables = {
  policy_status: table([
    [1, "ACT", "Active", "En vigueur"],
    [2, "ADD", "Active - driver deleted", "En vigueur - conducteur retiré"],
    [3, "EXP", "Expired", "Expirée"],
    [4, "CNP", "Cancelled - non-payment", "Annulée - non-paiement"],
    [5, "CNR", "Cancelled - non-renewal", "Annulée - non-renouvellement"],
    [6, "CUW", "Cancelled - underwriting", "Annulée - souscription"],
    [7, "CMR", "Cancelled - misrepresentation", "Annulée - fausse déclaration"],
    [8, "CIR", "Cancelled - insured's request", "Annulée - à la demande de l'assuré"],
    [9, "COT", "Cancelled - other", "Annulée - autre"]
  ]),
  gender: table([
    [1, "M", "Male", "Homme"],
    [2, "F", "Female", "Femme"],
    [3, "U", "Not available", "Non disponible"]
  ]),
  marital_status: table([
    [1, "M", "Married", "Marié(e)"],
    [2, "N", "Not married", "Non marié(e)"],
    [3, "T", "Unknown", "Inconnu"],
    [4, "D", "Divorced", "Divorcé(e)"],
    [5, "S", "Separated", "Séparé(e)"],
    [6, "C", "Common-law", "Conjoint(e) de fait"]
  ]),
  driver_training: table([
    [1, "Y", "Yes", "Oui"],
    [2, "N", "No", "Non"]
  ]),
  vehicle_loss: table([
    [1, "P", "Partial", "Partielle"],
    [2, "T", "Total", "Totale"],
    [3, "N", "None", "Aucune"]
  ]),
  major_coverage: table([
    [1, "TPL", "Third-party liability", "Responsabilité civile"],
    [2, "AB", "Accident benefits", "Indemnités d'accident"],
    [3, "DCPD", "Direct compensation - property damage", "Indemnisation directe - dommages matériels"],
    [4, "COLL", "Collision", "Collision"],
    [5, "COMP", "Comprehensive", "Risques multiples"],
    [6, "AP", "All perils", "Tous risques"],
    [7, "SP", "Specified perils", "Risques désignés"],
    [8, "UA", "Uninsured automobile", "Automobile non assurée"]
  ]),
  relationship: table([
    [1, "SELF", "Self", "Soi-même"],
    [2, "SPOUSE", "Spouse/Partner", "Conjoint(e)/Partenaire"],
    [3, "PARENT", "Parent", "Parent"],
    [4, "CHILD", "Child", "Enfant"],
    [5, "SIBLING", "Sibling", "Frère ou sœur"],
    [6, "OTHER", "Other", "Autre"],
    [7, "GRANDCHILD", "Grandchild", "Petit-enfant"],
    [8, "GRANDPARENT", "Grandparent", "Grand-parent"],
    [9, "FRIEND", "Friend", "Ami(e)"]
  ]),
  operator_type: table([
    [1, "P", "Principal", "Principal"],
    [2, "O", "Other", "Autre"],
    [3, "C", "Occasional", "Occasionnel"],
    [4, "E", "Excluded", "Exclu"]
  ]),
  vehicle_use: table([
    [1, "P", "Pleasure", "Agrément"],
    [2, "C", "Commuting", "Trajet domicile-travail"],
    [3, "B", "Business", "Affaires"],
    [4, "F", "Farm", "Agricole"],
    [5, "D", "Delivery", "Livraison"]
  ]),
  type_of_use: table([
    [1, "PP", "Private passenger", "Véhicule de tourisme"],
    [2, "CV", "Commercial vehicle", "Véhicule commercial"],
    [3, "FV", "Farm vehicle", "Véhicule agricole"],
    [4, "TR", "Trailer", "Remorque"]
  ]),
  branding: table([
    [1, "NORMAL", "Normal", "Normal"],
    [2, "SALVAGE", "Salvage", "Récupérable"],
    [3, "REBUILT", "Rebuilt", "Reconstruit"],
    [4, "NONREPAIRABLE", "Non-repairable", "Irréparable"],
    [5, "FLOOD", "Flood damaged", "Endommagé par l'eau"]
  ]),
  claim_loss_kind: table([
    [1, "BI", "Bodily injury", "Blessures corporelles"],
    [2, "PD", "Property damage", "Dommages matériels"],
    [3, "DCPD", "Direct compensation - property damage", "Indemnisation directe - dommages matériels"],
    [4, "AB", "Accident benefits", "Indemnités d'accident"],
    [5, "COLL", "Collision", "Collision"],
    [6, "COMP", "Comprehensive", "Risques multiples"],
    [7, "SP", "Specified perils", "Risques désignés"],
    [8, "AP", "All perils", "Tous risques"],
    [9, "UA", "Uninsured automobile", "Automobile non assurée"]
  ])
} as const

export type LookupTable = keyof typeof lookupTables
type CodeOf<T extends LookupTable> = (typeof lookupTables)[T][number][1]

const toLookup = ([id, code, descriptionEn, descriptionFr]: Entry): Lookup => ({ id, code, descriptionEn, descriptionFr })

const byId = new Map<string, ReadonlyMap<number, Lookup>>()
const idByCode = new Map<string, ReadonlyMap<string, number>>()
for (const [name, entries] of Object.entries(lookupTables) as ReadonlyArray<[string, ReadonlyArray<Entry>]>) {
  byId.set(name, new Map(entries.map((e) => [e[0], toLookup(e)])))
  idByCode.set(name, new Map(entries.map((e) => [e[1], e[0]])))
}

/** The lookup value of an id, or null for a null id (an unknown id is a defect of the data). */
export const lookup = (name: LookupTable, id: number | null): Lookup | null => {
  if (id === null) return null
  const found = byId.get(name)!.get(id)
  if (!found) throw new Error(`Unknown ${name} id ${id}`)
  return found
}

/** True when the id is a value of the list (the database tables hold exactly these rows). */
export const isLookupId = (name: LookupTable, id: number): boolean => byId.get(name)!.has(id)

/** Every value of a list, in the order of its ids. */
export const lookupList = (name: LookupTable): ReadonlyArray<Lookup> => [...byId.get(name)!.values()]

/** The id of a code, for generators and tests. */
export const lookupId = <T extends LookupTable>(name: T, code: CodeOf<T>): number => idByCode.get(name)!.get(code)!

export const policyStatusId = {
  active: 1,
  activeDriverDeleted: 2,
  expired: 3
} as const

/** Statuses that are not a cancellation (document 3 section 4: they need no cancellation date). */
export const isCancelledStatus = (statusId: number) =>
  !([policyStatusId.active, policyStatusId.activeDriverDeleted, policyStatusId.expired] as ReadonlyArray<number>).includes(
    statusId
  )
