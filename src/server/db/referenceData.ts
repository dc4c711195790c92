import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export const applicationFunctions = [
  { id: 1, name: "driverReport", nameEn: "Driver Report", nameFr: "Rapport de conducteur", sortOrder: 1 },
  { id: 2, name: "vehicleReport", nameEn: "Vehicle Report", nameFr: "Rapport de véhicule", sortOrder: 2 },
  { id: 3, name: "reportHistory", nameEn: "Report History", nameFr: "Historique des rapports", sortOrder: 3 },
  { id: 4, name: "ninetyDaysReport", nameEn: "90-Day Report", nameFr: "Rapport de 90 jours", sortOrder: 4 },
  { id: 5, name: "dataCorrection", nameEn: "Data Correction", nameFr: "Correction des données", sortOrder: 5 },
  { id: 6, name: "userAccessReport", nameEn: "User Access Report", nameFr: "Rapport d'accès des utilisateurs", sortOrder: 6 },
  { id: 7, name: "companyAdministration", nameEn: "Company Profile", nameFr: "Profil de l'entreprise", sortOrder: 7 },
  { id: 8, name: "userAdministration", nameEn: "User Administration", nameFr: "Administration des utilisateurs", sortOrder: 8 },
  { id: 9, name: "usageReport", nameEn: "Usage Report", nameFr: "Rapport d'utilisation", sortOrder: 9 },
  { id: 10, name: "manageSystemFunction", nameEn: "Settings", nameFr: "Paramètres", sortOrder: 10 },
  { id: 11, name: "manageDashClients", nameEn: "Clients", nameFr: "Clients", sortOrder: 11 },
  { id: 12, name: "correctionReport", nameEn: "Correction Report", nameFr: "Rapport de corrections", sortOrder: 12 },
  { id: 13, name: "sdcReport", nameEn: "SDC Report", nameFr: "Rapport CDS", sortOrder: 13 }
] as const

export const jurisdictions = [
  ["AB", "Alberta", "Alberta"],
  ["BC", "British Columbia", "Colombie-Britannique"],
  ["MB", "Manitoba", "Manitoba"],
  ["NB", "New Brunswick", "Nouveau-Brunswick"],
  ["NL", "Newfoundland and Labrador", "Terre-Neuve-et-Labrador"],
  ["NS", "Nova Scotia", "Nouvelle-Écosse"],
  ["NT", "Northwest Territories", "Territoires du Nord-Ouest"],
  ["NU", "Nunavut", "Nunavut"],
  ["ON", "Ontario", "Ontario"],
  ["PE", "Prince Edward Island", "Île-du-Prince-Édouard"],
  ["QC", "Quebec", "Québec"],
  ["SK", "Saskatchewan", "Saskatchewan"],
  ["YT", "Yukon", "Yukon"]
] as const

const initialTermsEn = `Terms of service

1. The portal is for authorized insurance purposes only. Every report you generate is recorded with your name, your company and the date.
2. Keep your User ID and password to yourself. Report any suspected misuse to your User Administrator.
3. Driver and vehicle information is personal information: use it only for the policy or claim it was requested for, and keep it confidential.
4. The bureau may suspend access that does not follow these terms.`

const initialTermsFr = `Conditions d'utilisation

1. Le portail est réservé à des fins d'assurance autorisées. Chaque rapport que vous générez est enregistré avec votre nom, votre entreprise et la date.
2. Gardez votre code d'utilisateur et votre mot de passe pour vous. Signalez tout usage abusif soupçonné à votre administrateur des utilisateurs.
3. Les renseignements sur les conducteurs et les véhicules sont des renseignements personnels : utilisez-les uniquement pour la police ou le sinistre visé, et gardez-les confidentiels.
4. Le bureau peut suspendre un accès qui ne respecte pas ces conditions.`

const initialContactEn = `Client Services
Monday to Friday, 8:30 a.m. to 5:00 p.m. (Eastern time)
Telephone: 1-800-555-0199
E-mail: portal.support@bureau.example`

const initialContactFr = `Service à la clientèle
Du lundi au vendredi, de 8 h 30 à 17 h (heure de l'Est)
Téléphone : 1-800-555-0199
Courriel : soutien.portail@bureau.example`

/** Reference data every installation needs; inserted once, never overwritten. */
export const seedReferenceData = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const f of applicationFunctions) {
    yield* sql`
      INSERT INTO application_function (id, name, name_en, name_fr, sort_order)
      VALUES (${f.id}, ${f.name}, ${f.nameEn}, ${f.nameFr}, ${f.sortOrder})
      ON CONFLICT (id) DO NOTHING`
  }
  for (const [code, en, fr] of jurisdictions) {
    yield* sql`
      INSERT INTO jurisdiction (jurisdiction_code, description_en, description_fr)
      VALUES (${code}, ${en}, ${fr})
      ON CONFLICT (jurisdiction_code) DO NOTHING`
  }
  yield* sql`
    INSERT INTO system_message (id, start_date, end_date, message_en, message_fr)
    VALUES (1, NULL, NULL, '', '') ON CONFLICT (id) DO NOTHING`
  yield* sql`
    INSERT INTO contact_us (id, text_en, text_fr)
    VALUES (1, ${initialContactEn}, ${initialContactFr}) ON CONFLICT (id) DO NOTHING`
  const [terms] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM terms_of_service`
  if (terms!.count === 0) {
    yield* sql`INSERT INTO terms_of_service (text_en, text_fr) VALUES (${initialTermsEn}, ${initialTermsFr})`
  }
})
