import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colname1Inputs */

const en_submissions_colname1 = /** @type {(inputs: Submissions_Colname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const fil_submissions_colname1 = /** @type {(inputs: Submissions_Colname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pangalan`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Submissions_Colname1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_colname1 = /** @type {((inputs?: Submissions_Colname1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colname1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_colname1(inputs)
	return en_submissions_colname1(inputs)
});
export { submissions_colname1 as "submissions.colName" }