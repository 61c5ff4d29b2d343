import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Copytrackingnumber2Inputs */

const en_submissions_copytrackingnumber2 = /** @type {(inputs: Submissions_Copytrackingnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy tracking number`)
};

const fil_submissions_copytrackingnumber2 = /** @type {(inputs: Submissions_Copytrackingnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopyahin ang tracking number`)
};

/**
* | output |
* | --- |
* | "Copy tracking number" |
*
* @param {Submissions_Copytrackingnumber2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_copytrackingnumber2 = /** @type {((inputs?: Submissions_Copytrackingnumber2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Copytrackingnumber2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_copytrackingnumber2(inputs)
	return en_submissions_copytrackingnumber2(inputs)
});
export { submissions_copytrackingnumber2 as "submissions.copyTrackingNumber" }