// The typed failures of the public registers (product-decisions section 9): the KYC routes answer 503
// `error.registerUnavailable` for the first (the form stays fillable by hand) and "not found" for the second.

export type RegisterName = 'krs' | 'vat-whitelist';

export class RegisterError extends Error {
  constructor(
    readonly register: RegisterName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RegisterError';
  }
}

export type RegisterUnavailableReason = 'timeout' | 'unreachable' | 'server-error' | 'unexpected-status' | 'malformed-answer';

/** The register gave no usable answer in time: unreachable, timed out, 5xx, an unexpected status or an unreadable body. */
export class RegisterUnavailableError extends RegisterError {
  constructor(
    register: RegisterName,
    readonly reason: RegisterUnavailableReason,
    options?: { status?: number; cause?: unknown },
  ) {
    super(register, `The ${register} register is unavailable (${reason}${options?.status ? ` ${options.status}` : ''})`, options);
    this.name = 'RegisterUnavailableError';
    this.status = options?.status;
  }
  readonly status: number | undefined;
}

/** The register answered, and it holds no entity under that number. */
export class RegisterNotFoundError extends RegisterError {
  constructor(register: RegisterName) {
    super(register, `The ${register} register holds no entity under that number`);
    this.name = 'RegisterNotFoundError';
  }
}

/** The query was refused before any request: a number without a valid format or checksum (the caller validates first). */
export class InvalidRegisterQueryError extends RegisterError {
  constructor(
    register: RegisterName,
    readonly field: string,
  ) {
    super(register, `Not a valid ${field} for the ${register} register`);
    this.name = 'InvalidRegisterQueryError';
  }
}
