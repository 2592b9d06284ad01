/** The steps of the invest form (spec section 2): four of the form, then the thanks. */
export const INVEST_STEPS = ['amount', 'personalData', 'consents', 'summary', 'confirmation'] as const;
export type TInvestStep = (typeof INVEST_STEPS)[number];

/** The steps with fields, in order; the last one submits. */
export const INVEST_FORM_STEPS = ['amount', 'personalData', 'consents', 'summary'] as const satisfies readonly TInvestStep[];
export type TInvestFormStep = (typeof INVEST_FORM_STEPS)[number];
