import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Profitinpesos2Inputs */

const en_submissions_profitinpesos2 = /** @type {(inputs: Submissions_Profitinpesos2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possible profit must be an amount in pesos`)
};

/**
* | output |
* | --- |
* | "Possible profit must be an amount in pesos" |
*
* @param {Submissions_Profitinpesos2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_profitinpesos2 = /** @type {((inputs?: Submissions_Profitinpesos2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Profitinpesos2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_profitinpesos2(inputs)
});
export { submissions_profitinpesos2 as "submissions.profitInPesos" }