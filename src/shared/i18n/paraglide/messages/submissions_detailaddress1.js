import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailaddress1Inputs */

const en_submissions_detailaddress1 = /** @type {(inputs: Submissions_Detailaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const fil_submissions_detailaddress1 = /** @type {(inputs: Submissions_Detailaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Submissions_Detailaddress1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_detailaddress1 = /** @type {((inputs?: Submissions_Detailaddress1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailaddress1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_detailaddress1(inputs)
	return en_submissions_detailaddress1(inputs)
});
export { submissions_detailaddress1 as "submissions.detailAddress" }