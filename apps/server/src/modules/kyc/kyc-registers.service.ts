import {
  ERROR_LABELS,
  isCountryCode,
  voivodeshipFromName,
  type TKycCompanyRegister,
  type TVatWhitelistRequest,
  type TVatWhitelistResult,
} from '@emisja/shared';
import { AppError, fieldViolation } from '../../lib/app-error.ts';
import {
  InvalidRegisterQueryError,
  RegisterNotFoundError,
  RegisterUnavailableError,
  type KrsCompany,
  vatWhitelistResult,
} from '../../lib/registers/index.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { KycDependencies } from './kyc-dependencies.ts';
import { findOpenKycForm } from './kyc-form.service.ts';

// The public registers behind the questionnaire's token (product-decisions section 9, docs/decisions/031 and 032): the KRS
// company lookup and the VAT white list check, only while the form is open. A register that cannot answer is 503
// error.registerUnavailable and the form stays fillable by hand; an unknown KRS number is 404 error.registerNotFound; a NIP the
// white list does not hold is an answer (`name: null`), not an error: the form shows it beside the account.

function registerError(error: unknown, language: RequestContext['language'], field: string): unknown {
  if (error instanceof RegisterUnavailableError) return new AppError(ERROR_LABELS.registerUnavailable, { cause: error });
  if (error instanceof RegisterNotFoundError) return new AppError(ERROR_LABELS.registerNotFound, { cause: error });
  if (error instanceof InvalidRegisterQueryError)
    return fieldViolation(error.field === 'krsRegisterNumber' ? field : error.field, 'validation.invalid', language);
  return error;
}

/** The register's company in the questionnaire's terms (ZKycCompanyRegisterSchema): the address in the draft's shape. */
export function toCompanyRegisterAnswer(company: KrsCompany): TKycCompanyRegister {
  const address = company.registeredAddress;
  const isPolish = address.country === 'PL';
  return {
    companyName: company.companyName,
    legalForm: company.legalForm,
    krsRegisterNumber: company.krsRegisterNumber,
    regonStatisticalNumber: company.regonStatisticalNumber,
    nip: company.nip,
    coreBusiness: company.coreBusiness,
    registeredAddress: {
      street: address.street,
      houseNo: address.houseNo,
      flatNo: address.flatNo,
      // A Polish voivodeship in the questionnaire's values; abroad the region as the register writes it.
      voivodeship: address.voivodeship && isPolish ? voivodeshipFromName(address.voivodeship) : address.voivodeship,
      county: address.county,
      commune: address.commune,
      city: address.city,
      zipCode: address.zipCode,
      country: address.country && isCountryCode(address.country) ? address.country : null,
    },
    representation: company.representation,
    representatives: company.representatives.map((person) => ({
      firstName: person.firstName,
      surname: person.surname,
      function: person.function,
    })),
  };
}

/** `GET /public-api/kyc/investor-request/{token}/company-register/{krs}`. */
export async function findCompanyInRegister(
  ctx: RequestContext,
  kyc: KycDependencies,
  token: string,
  krs: string,
): Promise<TKycCompanyRegister> {
  await findOpenKycForm(ctx, token);
  try {
    return toCompanyRegisterAnswer(await kyc.registers.companyRegister.findCompany(krs));
  } catch (error) {
    throw registerError(error, ctx.language, 'krs');
  }
}

/** `POST /public-api/kyc/investor-request/{token}/vat-whitelist` {nip, bankAccount}. */
export async function checkVatWhitelist(
  ctx: RequestContext,
  kyc: KycDependencies,
  token: string,
  request: TVatWhitelistRequest,
): Promise<TVatWhitelistResult> {
  await findOpenKycForm(ctx, token);
  return vatWhitelistResult(kyc.registers.vatWhitelist, request, ctx.language);
}
