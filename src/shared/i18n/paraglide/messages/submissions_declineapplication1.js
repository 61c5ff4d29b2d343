import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Declineapplication1Inputs */

const en_submissions_declineapplication1 = /** @type {(inputs: Submissions_Declineapplication1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline Application`)
};

const fil_submissions_declineapplication1 = /** @type {(inputs: Submissions_Declineapplication1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggihan ang Application`)
};

/**
* | output |
* | --- |
* | "Decline Application" |
*
* @param {Submissions_Declineapplication1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_declineapplication1 = /** @type {((inputs?: Submissions_Declineapplication1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Declineapplication1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_declineapplication1(inputs)
	return en_submissions_declineapplication1(inputs)
});
export { submissions_declineapplication1 as "submissions.declineApplication" }