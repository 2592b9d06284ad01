import { DOCUMENT_EXPIRY_MIN_DAYS, INVITATION_MESSAGE_MIN_LENGTH, PASSWORD_MIN_LENGTH, type Language } from '../constants.ts';
import { interpolate } from '../errors-core.ts';

// Validation messages of spec section 5 in both languages. Schemas carry only the key (plus params); the server turns it into
// a violation title and the web into a form error, so each text exists once. Limits that are fixed business constants
// (spec section 9) are written into the text, so a bare key without params still reads correctly; limits that vary per field
// or product ({min}, {max}, {step}, {length}) come from the params.

const EN = {
  'validation.required': 'This field is required',
  'validation.invalid': 'Invalid value',
  'validation.minLength': 'Minimum number of characters: {min}',
  'validation.maxLength': 'Maximum number of characters: {max}',
  'validation.length': 'Required number of characters: {length}',
  'validation.minValue': 'The minimum value is {min}',
  'validation.maxValue': 'The maximum value is {max}',
  'validation.minItems': 'Minimum number of items: {min}',
  'validation.maxItems': 'Maximum number of items: {max}',
  'validation.number': 'Enter a valid number',
  'validation.decimal': 'Enter a decimal number with at most 2 decimal places',
  'validation.email': 'Enter a valid e-mail address',
  'validation.emailList': 'Incorrect email address(es)',
  'validation.passwordTooWeak': `The password is too weak: use at least ${PASSWORD_MIN_LENGTH} characters, including upper and lower case letters, a digit and a special character`,
  'validation.passwordsNotIdentical': 'Passwords must be identical',
  'validation.invalidDate': 'Invalid date',
  'validation.zipCode': 'Enter a correct zip code (NN-NNN)',
  'validation.bankAccount': 'Incorrect bank account or IBAN',
  'validation.checkboxRequired': 'This field must be checked',
  'validation.phone': 'Invalid phone number',
  'validation.url': 'Invalid URL',
  'validation.pesel': 'The PESEL number is wrong',
  'validation.peselBirthDateMismatch': 'The PESEL number does not match the birth date',
  'validation.investmentValueRequired': 'The investment value is required',
  'validation.industryRequired': 'Select at least one industry',
  'validation.networkRequired': 'An advisor must belong to at least one network',
  'validation.invitationMessageTooShort': `The invitation message must have at least ${INVITATION_MESSAGE_MIN_LENGTH} characters`,
  'validation.documentExpiryTooSoon': `The document expiry date cannot be earlier than ${DOCUMENT_EXPIRY_MIN_DAYS} days from today`,
  'validation.nip': 'Invalid NIP number',
  'validation.regon': 'Invalid REGON number',
  'validation.krs': 'Invalid KRS number',
  'validation.sanctionsPercentagesTotal': 'Total percentage exceeds 100%',
  'validation.companyRegisterNumberMissing': 'The company register number is missing',
  // KYC questionnaire (product-decisions section 9; docs/decisions/030-kyc-questionnaire-contract.md).
  'validation.legalPersonNotAllowed': 'Only a natural person can fill in this form',
  'validation.adultRequired': 'The person filling in the form must be at least 18 years old',
  'validation.polishTaxNumber': 'Enter a valid PESEL or NIP number',
  'validation.swiftCode': 'Enter a valid SWIFT/BIC code (8 or 11 characters)',
  'validation.swiftRequired': 'Enter the SWIFT/BIC code: the account is not held in Poland',
  'validation.percent': 'Enter a percentage from 0 to 100 with at most 2 decimal places',
  'validation.duplicateCountry': 'This country has already been entered',
  'validation.usTin': 'Enter a US TIN: 9 digits, with or without dashes',
  'validation.usTinRequired': 'A US person must give their US TIN',
  'validation.usTaxResidentIsUsPerson': 'A US tax resident is a US person under FATCA',
  'validation.pepPositionRequired': 'State the prominent public position (yours or that of the person you are related to)',
  'validation.propertyRegimeRequired': 'Select the property regime of the marriage',
  'validation.signerRequired': 'At least one representative must be authorised to sign for the company',
  'validation.originOfFundsRequired': 'Select at least one source of funds',
  'validation.originOfFundsDescriptionRequired': 'Describe the other source of funds',
  'validation.verificationNoteRequired': 'Give the reason why the identity verification failed',
  'validation.dateRangeOrder': 'The end date cannot be earlier than the start date',
  'validation.emailTaken': 'This e-mail address is already used by another advisor',
  'validation.networkNotAllowed': 'You cannot assign this network',
  'validation.coordinatedNotMember': 'An advisor can coordinate only a network they belong to',
  'validation.emailLocked': 'The e-mail of an activated advisor cannot be changed',
  'validation.advisorNotActive': 'The advisor is not active',
  'validation.advisorNotInNetwork': "The advisor does not belong to the offer's network",
  'validation.invalidAmount': 'Enter an amount with at most 2 decimal places',
  'validation.paymentDateInFuture': 'The payment date cannot be in the future',
  // The issuer's back office (issue 14; docs/decisions/035-back-office.md).
  'validation.maxBelowMin': 'The maximum cannot be lower than the minimum ({min})',
  'validation.stepNotDividingLimits': 'The minimum and the maximum must be multiples of the step ({step})',
  'validation.hexColor': 'Enter a colour as #rrggbb',
  'validation.themeColors': 'Enter three colours as #rrggbb,#rrggbb,#rrggbb (default, hover, highlight)',
  'validation.currencyLocked': 'The currency cannot change: the campaign already has accepted offers or investments',
  'validation.productCurrencyMismatch': "A product is sold in its campaign's currency ({currency})",
  'validation.transferTitlePlaceholder': 'Unknown placeholder {placeholder}',
  'validation.translationRequired': 'Enter the texts in the language of the landing page ({language})',
  'validation.duplicateValue': 'This value is repeated',
  'validation.assetNotFound': 'The uploaded file was not found: upload it again',
  'validation.assetKind': 'This file cannot be used here',
  'validation.nameTaken': 'This name is already used',
  'validation.assetUrl': 'Enter an uploaded file, a path starting with / or an http(s) address',
} as const;

export type ValidationMessageKey = keyof typeof EN;

const PL = {
  'validation.required': 'To pole jest wymagane',
  'validation.invalid': 'Niepoprawna wartość',
  'validation.minLength': 'Minimalna liczba znaków: {min}',
  'validation.maxLength': 'Maksymalna liczba znaków: {max}',
  'validation.length': 'Wymagana liczba znaków: {length}',
  'validation.minValue': 'Minimalna wartość to {min}',
  'validation.maxValue': 'Maksymalna wartość to {max}',
  'validation.minItems': 'Minimalna liczba elementów: {min}',
  'validation.maxItems': 'Maksymalna liczba elementów: {max}',
  'validation.number': 'Wpisz poprawną liczbę',
  'validation.decimal': 'Wpisz liczbę z maksymalnie 2 miejscami po przecinku',
  'validation.email': 'Wpisz poprawny adres e-mail',
  'validation.emailList': 'Niepoprawny adres(y) e-mail',
  'validation.passwordTooWeak': `Hasło jest za słabe: użyj co najmniej ${PASSWORD_MIN_LENGTH} znaków, w tym małej i wielkiej litery, cyfry oraz znaku specjalnego`,
  'validation.passwordsNotIdentical': 'Hasła muszą być identyczne',
  'validation.invalidDate': 'Niepoprawna data',
  'validation.zipCode': 'Wpisz poprawny kod pocztowy (NN-NNN)',
  'validation.bankAccount': 'Niepoprawny numer rachunku bankowego lub IBAN',
  'validation.checkboxRequired': 'To pole musi być zaznaczone',
  'validation.phone': 'Niepoprawny numer telefonu',
  'validation.url': 'Niepoprawny adres URL',
  'validation.pesel': 'Niepoprawny numer PESEL',
  'validation.peselBirthDateMismatch': 'Numer PESEL nie zgadza się z datą urodzenia',
  'validation.investmentValueRequired': 'Wartość inwestycji jest wymagana',
  'validation.industryRequired': 'Wybierz co najmniej jedną branżę',
  'validation.networkRequired': 'Doradca musi należeć do co najmniej jednej sieci',
  'validation.invitationMessageTooShort': `Wiadomość z zaproszeniem musi mieć co najmniej ${INVITATION_MESSAGE_MIN_LENGTH} znaków`,
  'validation.documentExpiryTooSoon': `Data ważności dokumentu nie może być wcześniejsza niż ${DOCUMENT_EXPIRY_MIN_DAYS} dni od dzisiaj`,
  'validation.nip': 'Niepoprawny numer NIP',
  'validation.regon': 'Niepoprawny numer REGON',
  'validation.krs': 'Niepoprawny numer KRS',
  'validation.sanctionsPercentagesTotal': 'Suma procentów przekracza 100%',
  'validation.companyRegisterNumberMissing': 'Brak numeru KRS',
  // KYC questionnaire (product-decisions section 9; docs/decisions/030-kyc-questionnaire-contract.md).
  'validation.legalPersonNotAllowed': 'Ten formularz może wypełnić tylko osoba fizyczna',
  'validation.adultRequired': 'Osoba wypełniająca formularz musi mieć ukończone 18 lat',
  'validation.polishTaxNumber': 'Wpisz poprawny numer PESEL lub NIP',
  'validation.swiftCode': 'Wpisz poprawny kod SWIFT/BIC (8 lub 11 znaków)',
  'validation.swiftRequired': 'Podaj kod SWIFT/BIC: rachunek nie jest prowadzony w Polsce',
  'validation.percent': 'Wpisz procent od 0 do 100 z maksymalnie 2 miejscami po przecinku',
  'validation.duplicateCountry': 'Ten kraj został już podany',
  'validation.usTin': 'Wpisz amerykański numer TIN: 9 cyfr, z myślnikami lub bez',
  'validation.usTinRequired': 'Osoba amerykańska (US person) musi podać swój numer TIN',
  'validation.usTaxResidentIsUsPerson': 'Rezydent podatkowy USA jest osobą amerykańską w rozumieniu FATCA',
  'validation.pepPositionRequired': 'Podaj eksponowane stanowisko polityczne (swoje lub osoby, z którą jesteś powiązany)',
  'validation.propertyRegimeRequired': 'Wybierz ustrój majątkowy małżeński',
  'validation.signerRequired': 'Co najmniej jeden reprezentant musi być uprawniony do podpisywania w imieniu firmy',
  'validation.originOfFundsRequired': 'Wybierz co najmniej jedno źródło pochodzenia środków',
  'validation.originOfFundsDescriptionRequired': 'Opisz inne źródło pochodzenia środków',
  'validation.verificationNoteRequired': 'Podaj powód negatywnej weryfikacji tożsamości',
  'validation.dateRangeOrder': 'Data końcowa nie może być wcześniejsza niż data początkowa',
  'validation.emailTaken': 'Ten adres e-mail jest już używany przez innego doradcę',
  'validation.networkNotAllowed': 'Nie możesz przypisać tej sieci',
  'validation.coordinatedNotMember': 'Doradca może koordynować tylko sieć, do której należy',
  'validation.emailLocked': 'Nie można zmienić adresu e-mail aktywowanego doradcy',
  'validation.advisorNotActive': 'Doradca nie jest aktywny',
  'validation.advisorNotInNetwork': 'Doradca nie należy do sieci tej oferty',
  'validation.invalidAmount': 'Podaj kwotę z co najwyżej 2 miejscami po przecinku',
  'validation.paymentDateInFuture': 'Data płatności nie może być z przyszłości',
  'validation.maxBelowMin': 'Maksimum nie może być niższe niż minimum ({min})',
  'validation.stepNotDividingLimits': 'Minimum i maksimum muszą być wielokrotnościami kroku ({step})',
  'validation.hexColor': 'Podaj kolor w formacie #rrggbb',
  'validation.themeColors': 'Podaj trzy kolory w formacie #rrggbb,#rrggbb,#rrggbb (domyślny, najechanie, wyróżnienie)',
  'validation.currencyLocked': 'Nie można zmienić waluty: kampania ma już zaakceptowane oferty lub inwestycje',
  'validation.productCurrencyMismatch': 'Produkt jest sprzedawany w walucie swojej kampanii ({currency})',
  'validation.transferTitlePlaceholder': 'Nieznany znacznik {placeholder}',
  'validation.translationRequired': 'Wpisz teksty w języku strony ({language})',
  'validation.duplicateValue': 'Ta wartość się powtarza',
  'validation.assetNotFound': 'Nie znaleziono przesłanego pliku: prześlij go ponownie',
  'validation.assetKind': 'Tego pliku nie można tu użyć',
  'validation.nameTaken': 'Ta nazwa jest już używana',
  'validation.assetUrl': 'Wybierz przesłany plik, ścieżkę zaczynającą się od / lub adres http(s)',
} as const satisfies Record<ValidationMessageKey, string>;

export const VALIDATION_MESSAGES = { pl: PL, en: EN } as const satisfies Record<Language, Record<ValidationMessageKey, string>>;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(EN, value);
}

export function formatValidationMessage(
  key: ValidationMessageKey,
  language: Language,
  params?: Record<string, string | number>,
): string {
  return interpolate(VALIDATION_MESSAGES[language][key], params);
}

/**
 * The translated text of a message key; any other message (already a text) is returned as it is. Here, beside the messages,
 * so that a screen that translates the messages of a server's 422 does not load zod (validation/zod.ts re-exports it).
 */
export function translateValidationMessage(
  message: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return isValidationMessageKey(message) ? formatValidationMessage(message, language, params) : message;
}
