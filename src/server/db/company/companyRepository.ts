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
  recipientsOf: company.recipientsOf,
  findRecipient: company.findRecipient,
  recipientTaken: company.recipientTaken,
  insertRecipient: company.insertRecipient,
  changeRecipient: company.changeRecipient,
  disableRecipient: company.disableRecipient,
  domainsOf: company.domainsOf,
  findDomain: company.findDomain,
  domainTaken: company.domainTaken,
  insertDomain: company.insertDomain,
  changeDomain: company.changeDomain,
  disableDomain: company.disableDomain,
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
