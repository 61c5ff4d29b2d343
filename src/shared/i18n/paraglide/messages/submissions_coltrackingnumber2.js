import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Coltrackingnumber2Inputs */

const en_submissions_coltrackingnumber2 = /** @type {(inputs: Submissions_Coltrackingnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking #`)
};

const fil_submissions_coltrackingnumber2 = /** @type {(inputs: Submissions_Coltrackingnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking #`)
};

/**
* | output |
* | --- |
* | "Tracking #" |
*
* @param {Submissions_Coltrackingnumber2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_coltrackingnumber2 = /** @type {((inputs?: Submissions_Coltrackingnumber2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Coltrackingnumber2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_coltrackingnumber2(inputs)
	return en_submissions_coltrackingnumber2(inputs)
});
export { submissions_coltrackingnumber2 as "submissions.colTrackingNumber" }