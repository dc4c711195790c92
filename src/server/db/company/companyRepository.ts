import { Context, Layer } from "effect"
import { overSql, type Repository } from "../shared/repository"
import { lockCompanyItems } from "../shared/uniquenessLocks"
import * as company from "./companyProfile"

export type { Owner, UnitNames } from "./companyProfile"

const operations = {
  ownerFacts: company.ownerFacts,
  findUnit: company.findUnit,
  unitNameTaken: company.unitNameTaken,
  insertUnit: company.insertUnit,
  renameUnit: company.renameUnit,
  disableUnit: company.disableUnit,
  findOption: company.findOption,
  optionYearsTaken: company.optionYearsTaken,
  insertOption: company.insertOption,
  updateOption: company.updateOption,
  disableOption: company.disableOption,
  assignOptionToAll: company.assignOptionToAll,
  recordUserHistory: company.recordUserHistory,
  recipientsOf: company.recipients.of,
  findRecipient: company.recipients.find,
  recipientTaken: company.recipients.taken,
  insertRecipient: company.recipients.insert,
  changeRecipient: company.recipients.change,
  disableRecipient: company.recipients.disable,
  domainsOf: company.domains.of,
  findDomain: company.domains.find,
  domainTaken: company.domains.taken,
  insertDomain: company.domains.insert,
  changeDomain: company.domains.change,
  disableDomain: company.domains.disable,
  settingOf: company.settingOf,
  findSetting: company.findSetting,
  insertSetting: company.insertSetting,
  updateSetting: company.updateSetting,
  /** Held until the transaction ends, before an item of the organization's companies is checked and stored. */
  lockCompanyItems
}

/** Where the company profile keeps units, driver report options, recipients, domains and the credentials setting. */
export type CompanyRepositoryShape = Repository<typeof operations>

export class CompanyRepository extends Context.Service<CompanyRepository, CompanyRepositoryShape>()("portal/CompanyRepository") {}

export const layerCompanyRepository = Layer.effect(CompanyRepository, overSql(operations))
