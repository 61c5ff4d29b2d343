import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Outcomes_Receiptemailshare2Inputs */

const en_outcomes_receiptemailshare2 = /** @type {(inputs: Outcomes_Receiptemailshare2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See it and share it here: ${i?.url}`)
};

const fil_outcomes_receiptemailshare2 = /** @type {(inputs: Outcomes_Receiptemailshare2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tingnan at i-share dito: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "See it and share it here: {url}" |
*
* @param {Outcomes_Receiptemailshare2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_receiptemailshare2 = /** @type {((inputs: Outcomes_Receiptemailshare2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Receiptemailshare2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_receiptemailshare2(inputs)
	return en_outcomes_receiptemailshare2(inputs)
});
export { outcomes_receiptemailshare2 as "outcomes.receiptEmailShare" }