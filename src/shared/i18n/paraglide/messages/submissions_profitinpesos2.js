import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Profitinpesos2Inputs */

const en_submissions_profitinpesos2 = /** @type {(inputs: Submissions_Profitinpesos2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possible profit must be an amount in pesos`)
};

const fil_submissions_profitinpesos2 = /** @type {(inputs: Submissions_Profitinpesos2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dapat halaga sa piso ang posibleng kita`)
};

/**
* | output |
* | --- |
* | "Possible profit must be an amount in pesos" |
*
* @param {Submissions_Profitinpesos2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_profitinpesos2 = /** @type {((inputs?: Submissions_Profitinpesos2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Profitinpesos2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_profitinpesos2(inputs)
	return en_submissions_profitinpesos2(inputs)
});
export { submissions_profitinpesos2 as "submissions.profitInPesos" }