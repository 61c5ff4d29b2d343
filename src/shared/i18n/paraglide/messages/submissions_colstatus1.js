import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colstatus1Inputs */

const en_submissions_colstatus1 = /** @type {(inputs: Submissions_Colstatus1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const fil_submissions_colstatus1 = /** @type {(inputs: Submissions_Colstatus1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Submissions_Colstatus1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_colstatus1 = /** @type {((inputs?: Submissions_Colstatus1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colstatus1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_colstatus1(inputs)
	return en_submissions_colstatus1(inputs)
});
export { submissions_colstatus1 as "submissions.colStatus" }