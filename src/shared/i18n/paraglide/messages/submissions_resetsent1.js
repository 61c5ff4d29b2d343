import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resetsent1Inputs */

const en_submissions_resetsent1 = /** @type {(inputs: Submissions_Resetsent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this address has an account, a link to choose a new password is on its way.`)
};

const fil_submissions_resetsent1 = /** @type {(inputs: Submissions_Resetsent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kung may account ang address na ito, papunta na ang link para pumili ng bagong password.`)
};

/**
* | output |
* | --- |
* | "If this address has an account, a link to choose a new password is on its way." |
*
* @param {Submissions_Resetsent1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_resetsent1 = /** @type {((inputs?: Submissions_Resetsent1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resetsent1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_resetsent1(inputs)
	return en_submissions_resetsent1(inputs)
});
export { submissions_resetsent1 as "submissions.resetSent" }