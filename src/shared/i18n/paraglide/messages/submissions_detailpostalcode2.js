import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailpostalcode2Inputs */

const en_submissions_detailpostalcode2 = /** @type {(inputs: Submissions_Detailpostalcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

const fil_submissions_detailpostalcode2 = /** @type {(inputs: Submissions_Detailpostalcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Submissions_Detailpostalcode2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_detailpostalcode2 = /** @type {((inputs?: Submissions_Detailpostalcode2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailpostalcode2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_detailpostalcode2(inputs)
	return en_submissions_detailpostalcode2(inputs)
});
export { submissions_detailpostalcode2 as "submissions.detailPostalCode" }