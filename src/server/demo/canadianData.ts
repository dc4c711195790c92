/** Names, places and vehicles the driver generator draws from: plausible Canadian data, nobody real. */

export const firstNamesEn = {
  M: [
    "James",
    "Liam",
    "Noah",
    "William",
    "Benjamin",
    "Lucas",
    "Ethan",
    "Michael",
    "Daniel",
    "Ryan",
    "Matthew",
    "David",
    "Connor",
    "Owen",
    "Jacob",
    "Nathan",
    "Aiden",
    "Logan",
    "Arjun",
    "Wei",
    "Mohammed",
    "Hiroshi",
    "Rajesh",
    "Kevin"
  ],
  F: [
    "Olivia",
    "Emma",
    "Charlotte",
    "Amelia",
    "Sophia",
    "Ava",
    "Emily",
    "Sarah",
    "Jessica",
    "Hannah",
    "Madison",
    "Chloe",
    "Grace",
    "Megan",
    "Lauren",
    "Priya",
    "Mei",
    "Fatima",
    "Aaliyah",
    "Jennifer",
    "Nicole",
    "Rachel",
    "Ashley",
    "Kimberly"
  ]
} as const

export const firstNamesFr = {
  M: [
    "Jean",
    "Pierre",
    "Louis",
    "Gabriel",
    "Félix",
    "Mathis",
    "Antoine",
    "Étienne",
    "Olivier",
    "Samuel",
    "Alexandre",
    "François",
    "Maxime",
    "Jérôme",
    "Mathieu",
    "Sébastien",
    "Guillaume",
    "Benoît",
    "Rémi",
    "Hugo"
  ],
  F: [
    "Marie",
    "Léa",
    "Chloé",
    "Camille",
    "Juliette",
    "Florence",
    "Émilie",
    "Sophie",
    "Isabelle",
    "Geneviève",
    "Mélanie",
    "Catherine",
    "Valérie",
    "Nathalie",
    "Josée",
    "Andrée",
    "Rosalie",
    "Béatrice",
    "Élodie",
    "Maude"
  ]
} as const

export const surnamesEn = [
  "Smith",
  "Brown",
  "Wilson",
  "MacDonald",
  "Johnson",
  "Taylor",
  "Campbell",
  "Anderson",
  "Jones",
  "Williams",
  "Thompson",
  "Martin",
  "White",
  "Lee",
  "Young",
  "Scott",
  "Clark",
  "Walker",
  "Robinson",
  "Stewart",
  "Murphy",
  "Kelly",
  "Fraser",
  "McLean",
  "Reid",
  "Ross",
  "Wong",
  "Li",
  "Chen",
  "Nguyen",
  "Singh",
  "Patel",
  "Sharma",
  "Kim",
  "Ahmed",
  "Ali",
  "Khan",
  "Friesen",
  "Penner",
  "Kowalski",
  "Novak",
  "Rossi",
  "Silva",
  "Santos",
  "Cardinal",
  "Bear"
]

export const surnamesFr = [
  "Tremblay",
  "Gagnon",
  "Roy",
  "Côté",
  "Bouchard",
  "Gauthier",
  "Morin",
  "Lavoie",
  "Fortin",
  "Gagné",
  "Ouellet",
  "Pelletier",
  "Bélanger",
  "Lévesque",
  "Bergeron",
  "Leblanc",
  "Paquette",
  "Girard",
  "Simard",
  "Boucher",
  "Caron",
  "Beaulieu",
  "Cloutier",
  "Dubé",
  "Poirier",
  "Fournier",
  "Lapointe",
  "Leclerc",
  "Lefebvre",
  "Thériault"
]

/** Share of drivers per jurisdiction (per mille), cities, postal code first letters and licence format. */
export const jurisdictionProfiles = [
  {
    code: "ON",
    share: 385,
    french: 0.04,
    letters: "KLMNP",
    cities: ["Toronto", "Ottawa", "Mississauga", "Hamilton", "London", "Kitchener", "Windsor", "Sudbury", "Kingston", "Barrie"]
  },
  {
    code: "QC",
    share: 225,
    french: 0.85,
    letters: "GHJ",
    cities: [
      "Montréal",
      "Québec",
      "Laval",
      "Gatineau",
      "Longueuil",
      "Sherbrooke",
      "Trois-Rivières",
      "Saguenay",
      "Lévis",
      "Rimouski"
    ]
  },
  {
    code: "BC",
    share: 135,
    french: 0.02,
    letters: "V",
    cities: ["Vancouver", "Surrey", "Burnaby", "Victoria", "Kelowna", "Abbotsford", "Nanaimo", "Kamloops", "Prince George"]
  },
  {
    code: "AB",
    share: 120,
    french: 0.03,
    letters: "T",
    cities: ["Calgary", "Edmonton", "Red Deer", "Lethbridge", "St. Albert", "Medicine Hat", "Grande Prairie", "Airdrie"]
  },
  {
    code: "MB",
    share: 35,
    french: 0.06,
    letters: "R",
    cities: ["Winnipeg", "Brandon", "Steinbach", "Thompson", "Portage la Prairie"]
  },
  {
    code: "SK",
    share: 30,
    french: 0.02,
    letters: "S",
    cities: ["Saskatoon", "Regina", "Prince Albert", "Moose Jaw", "Swift Current"]
  },
  { code: "NS", share: 25, french: 0.05, letters: "B", cities: ["Halifax", "Dartmouth", "Sydney", "Truro", "New Glasgow"] },
  {
    code: "NB",
    share: 21,
    french: 0.35,
    letters: "E",
    cities: ["Moncton", "Saint John", "Fredericton", "Dieppe", "Edmundston", "Bathurst"]
  },
  { code: "NL", share: 13, french: 0.01, letters: "A", cities: ["St. John's", "Mount Pearl", "Corner Brook", "Gander"] },
  { code: "PE", share: 5, french: 0.05, letters: "C", cities: ["Charlottetown", "Summerside"] },
  { code: "NT", share: 2, french: 0.03, letters: "X", cities: ["Yellowknife", "Hay River"] },
  { code: "YT", share: 2, french: 0.04, letters: "Y", cities: ["Whitehorse", "Dawson City"] },
  { code: "NU", share: 2, french: 0.03, letters: "X", cities: ["Iqaluit", "Rankin Inlet"] }
] as const

export type JurisdictionProfile = (typeof jurisdictionProfiles)[number]

export const streetsEn = [
  "Main Street",
  "King Street",
  "Queen Street",
  "Maple Avenue",
  "Oak Street",
  "Church Street",
  "Victoria Avenue",
  "Elm Street",
  "Park Road",
  "Lakeshore Road",
  "Highland Drive",
  "Cedar Crescent",
  "Pine Street",
  "Birch Lane",
  "Wellington Street",
  "Dundas Street",
  "Spruce Court",
  "Riverside Drive",
  "Hillcrest Avenue",
  "Bay Street"
]

export const streetsFr = [
  "rue Principale",
  "rue Saint-Jean",
  "boulevard Laurier",
  "rue Sainte-Catherine",
  "avenue du Parc",
  "rue Notre-Dame",
  "chemin du Lac",
  "rue des Érables",
  "boulevard René-Lévesque",
  "rue Saint-Denis",
  "avenue Cartier",
  "rue de la Gare",
  "rang Saint-Joseph",
  "rue des Pins",
  "boulevard Taschereau"
]

export const businessSuffixes = [
  ["Plumbing Inc.", "Plomberie inc."],
  ["Landscaping Ltd.", "Aménagement paysager ltée"],
  ["Contracting Inc.", "Entreprises inc."],
  ["Delivery Services Ltd.", "Services de livraison ltée"],
  ["Farms Ltd.", "Fermes ltée"],
  ["Electric Inc.", "Électrique inc."]
] as const

/** Passenger vehicles: make (EN/FR), model (EN/FR), world manufacturer identifier, kerb weight kg. */
export const passengerVehicles = [
  ["Toyota", "Toyota", "Corolla", "Corolla", "2T1", 1400],
  ["Toyota", "Toyota", "RAV4", "RAV4", "2T3", 1650],
  ["Toyota", "Toyota", "Camry", "Camry", "4T1", 1550],
  ["Toyota", "Toyota", "Sienna", "Sienna", "5TD", 2100],
  ["Honda", "Honda", "Civic", "Civic", "2HG", 1350],
  ["Honda", "Honda", "CR-V", "CR-V", "2HK", 1600],
  ["Ford", "Ford", "F-150", "F-150", "1FT", 2200],
  ["Ford", "Ford", "Escape", "Escape", "1FM", 1650],
  ["Hyundai", "Hyundai", "Elantra", "Elantra", "KMH", 1300],
  ["Hyundai", "Hyundai", "Tucson", "Tucson", "KM8", 1650],
  ["Chevrolet", "Chevrolet", "Silverado", "Silverado", "1GC", 2300],
  ["Chevrolet", "Chevrolet", "Equinox", "Equinox", "2GN", 1650],
  ["Mazda", "Mazda", "Mazda3", "Mazda3", "3MZ", 1350],
  ["Mazda", "Mazda", "CX-5", "CX-5", "JM3", 1600],
  ["Nissan", "Nissan", "Rogue", "Rogue", "5N1", 1600],
  ["Kia", "Kia", "Sportage", "Sportage", "KND", 1600],
  ["Subaru", "Subaru", "Outback", "Outback", "4S4", 1700],
  ["Volkswagen", "Volkswagen", "Jetta", "Jetta", "3VW", 1400],
  ["Tesla", "Tesla", "Model 3", "Model 3", "5YJ", 1800],
  ["Dodge", "Dodge", "Grand Caravan", "Grand Caravan", "2C4", 2000],
  ["Ram", "Ram", "1500", "1500", "1C6", 2400],
  ["Jeep", "Jeep", "Wrangler", "Wrangler", "1C4", 1900],
  ["GMC", "GMC", "Sierra", "Sierra", "1GT", 2300],
  ["Subaru", "Subaru", "Crosstrek", "Crosstrek", "JF2", 1500]
] as const

export const commercialVehicles = [
  ["Ford", "Ford", "Transit cargo van", "Fourgon Transit", "1FT", 4100],
  ["Isuzu", "Isuzu", "NPR box truck", "Camion fourgon NPR", "JAL", 6600],
  ["Freightliner", "Freightliner", "M2 106", "M2 106", "1FV", 11800],
  ["Ram", "Ram", "3500 chassis cab", "3500 châssis-cabine", "3C7", 6350]
] as const

export const trailers = [
  ["Load Trail", "Load Trail", "Utility trailer", "Remorque utilitaire", "4ZE", 1600],
  ["Forest River", "Forest River", "Travel trailer", "Caravane", "4X4", 3400],
  ["Big Tex", "Big Tex", "Equipment trailer", "Remorque à équipement", "16V", 4500]
] as const

const vinAlphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
const yearCodes = "ABCDEFGHJKLMNPRSTVWXY123456789"
const transliteration: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9
}
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

/** A 17-character VIN with a correct North American check digit (position 9) and model-year code. */
export const makeVin = (wmi: string, descriptor: string, modelYear: number, plant: string, serial: string) => {
  const draft = `${wmi}${descriptor}0${yearCodes[(modelYear - 1980) % 30]}${plant}${serial}`
  const sum = [...draft].reduce((total, ch, i) => total + (/\d/.test(ch) ? Number(ch) : transliteration[ch]!) * weights[i]!, 0)
  const check = sum % 11 === 10 ? "X" : String(sum % 11)
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`
}

/** Base-33 digits of the VIN alphabet (no I, O or Q), left-padded to `length`. */
export const vinChars = (value: number, length: number) => {
  let out = ""
  let rest = value
  for (let i = 0; i < length; i++) {
    out = vinAlphabet[rest % 33]! + out
    rest = Math.floor(rest / 33)
  }
  return out
}
