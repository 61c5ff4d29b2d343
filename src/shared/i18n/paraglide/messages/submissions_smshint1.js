import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Smshint1Inputs */

const en_submissions_smshint1 = /** @type {(inputs: Submissions_Smshint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required for SMS notifications about your pickup.`)
};

const fil_submissions_smshint1 = /** @type {(inputs: Submissions_Smshint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangan para sa mga SMS tungkol sa pickup mo.`)
};

/**
* | output |
* | --- |
* | "Required for SMS notifications about your pickup." |
*
* @param {Submissions_Smshint1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_smshint1 = /** @type {((inputs?: Submissions_Smshint1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Smshint1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_smshint1(inputs)
	return en_submissions_smshint1(inputs)
});
export { submissions_smshint1 as "submissions.smsHint" }