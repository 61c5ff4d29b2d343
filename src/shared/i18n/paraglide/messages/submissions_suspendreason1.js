import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Suspendreason1Inputs */

const en_submissions_suspendreason1 = /** @type {(inputs: Submissions_Suspendreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (goes into the SMS)`)
};

const fil_submissions_suspendreason1 = /** @type {(inputs: Submissions_Suspendreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dahilan (kasama sa SMS)`)
};

/**
* | output |
* | --- |
* | "Reason (goes into the SMS)" |
*
* @param {Submissions_Suspendreason1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspendreason1 = /** @type {((inputs?: Submissions_Suspendreason1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspendreason1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspendreason1(inputs)
	return en_submissions_suspendreason1(inputs)
});
export { submissions_suspendreason1 as "submissions.suspendReason" }