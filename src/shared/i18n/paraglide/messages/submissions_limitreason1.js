import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Limitreason1Inputs */

const en_submissions_limitreason1 = /** @type {(inputs: Submissions_Limitreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (optional)`)
};

/**
* | output |
* | --- |
* | "Reason (optional)" |
*
* @param {Submissions_Limitreason1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_limitreason1 = /** @type {((inputs?: Submissions_Limitreason1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Limitreason1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_limitreason1(inputs)
});
export { submissions_limitreason1 as "submissions.limitReason" }