// The error body of product-decisions section 6 and the error catalogue of spec section 8, without zod: the web's shell
// (its API client and i18n) reads these on every page, and importing zod's `z` there would bring all of zod into the first
// load (docs/decisions/063). The body's zod schemas are in errors.ts, which re-exports this module; answer-checks.ts holds
// the shell's check of the body, tested against them.

/** One problem of a request: the property it is about (empty for the whole request), its message and its code. */
export type TViolation = {
  propertyPath: string;
  title: string;
  code: string;
};

/**
 * The body of every error answer (the server answers every error with it): the web maps `label` to a message of the spec's
 * catalogue (section 8), else shows the first violation, else the default message.
 */
export type TErrorBody = {
  label: string;
  message: string;
  violations: TViolation[];
};

/** Labels the server sends. Each has a PL and EN message in the web's locales (`errors.<label>`). */
export const ERROR_LABELS = {
  unexpected: 'error.unexpected',
  validation: 'error.validation',
  notFound: 'error.notFound',
  routeNotFound: 'error.routeNotFound',
  landingNotFound: 'error.landingNotFound',
  unauthorized: 'error.unauthorized',
  accessDenied: 'error.accessDenied',
  forbidden: 'error.forbidden',
  conflict: 'error.conflict',
  tooManyRequests: 'error.tooManyRequests',
  payloadTooLarge: 'error.payloadTooLarge',
  unsupportedMediaType: 'error.unsupportedMediaType',
  requestTooLarge: 'error.requestTooLarge',
  invalidJson: 'error.invalidJson',
  // The catalogue of spec section 8.
  accountInactive: 'error.accountInactive',
  campaignInactive: 'error.campaignInactive',
  leadBelongsToAnotherAdvisor: 'error.leadBelongsToAnotherAdvisor',
  incorrectFormData: 'error.incorrectFormData',
  campaignNotStarted: 'error.campaignNotStarted',
  campaignFinished: 'error.campaignFinished',
  offerCannotBeAcceptedMin: 'error.offerCannotBeAcceptedMin',
  offerCannotBeAcceptedMax: 'error.offerCannotBeAcceptedMax',
  tokenInactive: 'error.tokenInactive',
  userNotFound: 'error.userNotFound',
  incorrectLogin: 'error.incorrectLogin',
  offerOutOfDate: 'error.offerOutOfDate',
  offerCannotBeAcceptedStep: 'error.offerCannotBeAcceptedStep',
  offerInvalidTransition: 'error.offerInvalidTransition',
  formInactive: 'error.formInactive',
  fileDownload: 'error.fileDownload',
  notAuthorizedToSendForm: 'error.notAuthorizedToSendForm',
  // Authentication beyond the catalogue (issue 3).
  invalidTwoFactorCode: 'error.invalidTwoFactorCode',
  incorrectPassword: 'error.incorrectPassword',
  /** A refresh token or a pending second factor that no longer works: log in again (docs/decisions/023). */
  sessionExpired: 'error.sessionExpired',
  // KYC (issue 12, product-decisions section 9).
  /** A public register (KRS, VAT white list) gave no answer in time: the form stays fillable by hand. */
  registerUnavailable: 'error.registerUnavailable',
  /** The KRS register holds no company under that number. */
  registerNotFound: 'error.registerNotFound',
  /** Confirming a payment needs the investor's submitted KYC questionnaire. */
  kycRequired: 'error.kycRequired',
  // Investor panel (issue 13).
  /** The investor panel has no active advisor or admin of the landing page to pass the investor's message to. */
  noAdvisorAvailable: 'error.noAdvisorAvailable',
  // Impersonation (issue 15, product-decisions section 11).
  /** A session opened by an admin as another user may not change that user's password, 2FA or e-mail. */
  impersonationForbidden: 'error.impersonationForbidden',
  // Operations (issue 17 item 7).
  /** GET /ready: the database does not answer or the file storage is not writable; the violations say which. */
  serviceUnavailable: 'error.serviceUnavailable',
} as const;
export type ErrorLabel = (typeof ERROR_LABELS)[keyof typeof ERROR_LABELS];

type Messages = Record<ErrorLabel | 'errorDefaultMessage', string>;

/**
 * The error catalogue of spec section 8 in both languages; `{min}`/`{max}`/`{currency}` are filled from the error's params.
 * Both the server (error bodies) and the web (i18n resources) read it, so each text exists once.
 */
export const ERROR_MESSAGES: Record<'pl' | 'en', Messages> = {
  en: {
    errorDefaultMessage: 'Something went wrong. Please try again later.',
    'error.unexpected': 'Something went wrong. Please try again later.',
    'error.validation': 'Incorrect form data',
    'error.notFound': 'The requested item was not found',
    'error.routeNotFound': 'This address does not exist',
    'error.landingNotFound': 'No platform is configured for this address',
    'error.unauthorized': 'Please log in',
    'error.accessDenied': 'Access denied',
    'error.forbidden': 'You do not have permission to do this',
    'error.conflict': 'This action is not possible in the current state',
    'error.tooManyRequests': 'Too many attempts. Please try again later.',
    'error.payloadTooLarge': 'The file is too large',
    'error.unsupportedMediaType': 'This file type is not allowed',
    'error.requestTooLarge': 'The request is too large',
    'error.invalidJson': 'The request body is not valid JSON',
    'error.accountInactive': 'Your account is not active',
    'error.campaignInactive': 'The campaign is no longer active',
    'error.leadBelongsToAnotherAdvisor': 'This lead belongs to another advisor',
    'error.incorrectFormData': 'Incorrect form data',
    'error.campaignNotStarted': 'The campaign has not started yet',
    'error.campaignFinished': 'The campaign has already been completed',
    'error.offerCannotBeAcceptedMin': 'The offer cannot be accepted: the minimum investment amount is {min}',
    'error.offerCannotBeAcceptedMax': 'The offer cannot be accepted: the maximum investment amount is {max}',
    'error.tokenInactive': 'The token is no longer active',
    'error.userNotFound': 'No user with the specified email address was found',
    'error.incorrectLogin': 'Incorrect login and/or password',
    'error.offerOutOfDate': 'The offer is out of date: the application has already been sent or the campaign has ended',
    'error.offerCannotBeAcceptedStep': 'The offer cannot be accepted: the amount must be a multiple of {step}',
    'error.offerInvalidTransition': 'This action is not possible for an offer with the status "{status}"',
    'error.formInactive': 'The form is inactive because it has already been sent',
    'error.fileDownload': 'The file could not be downloaded',
    'error.notAuthorizedToSendForm': 'You are not authorized to send the form',
    'error.invalidTwoFactorCode': 'The authentication code is incorrect or has already been used',
    'error.incorrectPassword': 'The password is incorrect',
    'error.sessionExpired': 'Your session has expired. Please log in again.',
    'error.registerUnavailable': 'The public register is not responding right now. Please fill in the data by hand.',
    'error.registerNotFound': 'No company with this number was found in the register',
    'error.kycRequired': 'The investor has not submitted the KYC questionnaire yet',
    'error.noAdvisorAvailable': 'There is no advisor to pass your message to right now. Please contact the platform operator.',
    'error.impersonationForbidden': 'This is not possible while you are viewing the account of another user',
    'error.serviceUnavailable': 'The service is not available right now. Please try again later.',
  },
  pl: {
    errorDefaultMessage: 'Coś poszło nie tak. Spróbuj ponownie później.',
    'error.unexpected': 'Coś poszło nie tak. Spróbuj ponownie później.',
    'error.validation': 'Niepoprawne dane formularza',
    'error.notFound': 'Nie znaleziono żądanego elementu',
    'error.routeNotFound': 'Ten adres nie istnieje',
    'error.landingNotFound': 'Pod tym adresem nie skonfigurowano żadnej platformy',
    'error.unauthorized': 'Zaloguj się',
    'error.accessDenied': 'Brak dostępu',
    'error.forbidden': 'Nie masz uprawnień do wykonania tej operacji',
    'error.conflict': 'Ta operacja nie jest możliwa w obecnym stanie',
    'error.tooManyRequests': 'Zbyt wiele prób. Spróbuj ponownie później.',
    'error.payloadTooLarge': 'Plik jest za duży',
    'error.unsupportedMediaType': 'Ten typ pliku jest niedozwolony',
    'error.requestTooLarge': 'Żądanie jest za duże',
    'error.invalidJson': 'Treść żądania nie jest poprawnym JSON-em',
    'error.accountInactive': 'Twoje konto nie jest aktywne',
    'error.campaignInactive': 'Kampania nie jest już aktywna',
    'error.leadBelongsToAnotherAdvisor': 'Ten klient należy do innego doradcy',
    'error.incorrectFormData': 'Niepoprawne dane formularza',
    'error.campaignNotStarted': 'Kampania jeszcze się nie rozpoczęła',
    'error.campaignFinished': 'Kampania została już zakończona',
    'error.offerCannotBeAcceptedMin': 'Nie można zaakceptować oferty: minimalna kwota inwestycji to {min}',
    'error.offerCannotBeAcceptedMax': 'Nie można zaakceptować oferty: maksymalna kwota inwestycji to {max}',
    'error.tokenInactive': 'Token nie jest już aktywny',
    'error.userNotFound': 'Nie znaleziono użytkownika o podanym adresie e-mail',
    'error.incorrectLogin': 'Niepoprawny login i/lub hasło',
    'error.offerOutOfDate': 'Oferta jest nieaktualna: wniosek został już wysłany lub kampania się zakończyła',
    'error.offerCannotBeAcceptedStep': 'Nie można zaakceptować oferty: kwota musi być wielokrotnością {step}',
    'error.offerInvalidTransition': 'Ta operacja nie jest możliwa dla oferty o statusie „{status}”',
    'error.formInactive': 'Formularz jest nieaktywny, ponieważ został już wysłany',
    'error.fileDownload': 'Błąd pobierania pliku',
    'error.notAuthorizedToSendForm': 'Nie masz uprawnień do wysłania formularza',
    'error.invalidTwoFactorCode': 'Kod uwierzytelniający jest niepoprawny lub został już użyty',
    'error.incorrectPassword': 'Hasło jest niepoprawne',
    'error.sessionExpired': 'Sesja wygasła. Zaloguj się ponownie.',
    'error.registerUnavailable': 'Rejestr publiczny nie odpowiada. Uzupełnij dane ręcznie.',
    'error.registerNotFound': 'W rejestrze nie znaleziono podmiotu o tym numerze',
    'error.kycRequired': 'Inwestor nie przesłał jeszcze ankiety KYC',
    'error.noAdvisorAvailable':
      'Nie ma teraz doradcy, któremu można przekazać Twoją wiadomość. Skontaktuj się z operatorem platformy.',
    'error.impersonationForbidden': 'Ta operacja nie jest możliwa podczas przeglądania konta innego użytkownika',
    'error.serviceUnavailable': 'Usługa jest teraz niedostępna. Spróbuj ponownie później.',
  },
};

/** Fills `{name}` placeholders; unknown placeholders stay as they are. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function errorMessage(label: string, language: 'pl' | 'en', params?: Record<string, string | number>): string {
  const messages = ERROR_MESSAGES[language];
  const template = label in messages ? messages[label as ErrorLabel] : messages.errorDefaultMessage;
  return interpolate(template, params);
}
