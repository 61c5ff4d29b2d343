import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Missingaddresstitle2Inputs */

const en_submissions_missingaddresstitle2 = /** @type {(inputs: Submissions_Missingaddresstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Address`)
};

const fil_submissions_missingaddresstitle2 = /** @type {(inputs: Submissions_Missingaddresstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang address`)
};

/**
* | output |
* | --- |
* | "Missing Address" |
*
* @param {Submissions_Missingaddresstitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_missingaddresstitle2 = /** @type {((inputs?: Submissions_Missingaddresstitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Missingaddresstitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_missingaddresstitle2(inputs)
	return en_submissions_missingaddresstitle2(inputs)
});
export { submissions_missingaddresstitle2 as "submissions.missingAddressTitle" }