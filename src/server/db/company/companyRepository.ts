import { ownerFacts } from "../shared/companyOwner"
import { RepositoryOverSql } from "../shared/repository"
import { lockCompanyItems } from "../shared/uniquenessLocks"
import * as company from "./companyProfile"

export type { Owner } from "../shared/companyOwner"
export type { UnitNames } from "./companyProfile"

const { recipients, domains, ...profile } = company

/** Where the company profile keeps units, driver report options, recipients, domains and the credentials setting. */
export type CompanyRepositoryShape = CompanyRepository["Service"]

export class CompanyRepository extends RepositoryOverSql<CompanyRepository>()("portal/CompanyRepository", {
  /** Units, driver report options, the user history and the credentials setting: the module's operations. */
  ...profile,
  ownerFacts,
  recipientsOf: recipients.of,
  findRecipient: recipients.find,
  recipientTaken: recipients.taken,
  insertRecipient: recipients.insert,
  changeRecipient: recipients.change,
  disableRecipient: recipients.disable,
  domainsOf: domains.of,
  findDomain: domains.find,
  domainTaken: domains.taken,
  insertDomain: domains.insert,
  changeDomain: domains.change,
  disableDomain: domains.disable,
  /** Held until the transaction ends, before an item of the organization's companies is checked and stored. */
  lockCompanyItems
}) {}

export const layerCompanyRepository = CompanyRepository.layer
