import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Etalabel1Inputs */

const en_submissions_etalabel1 = /** @type {(inputs: Submissions_Etalabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arriving in about`)
};

const fil_submissions_etalabel1 = /** @type {(inputs: Submissions_Etalabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darating sa loob ng mga`)
};

/**
* | output |
* | --- |
* | "Arriving in about" |
*
* @param {Submissions_Etalabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_etalabel1 = /** @type {((inputs?: Submissions_Etalabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Etalabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_etalabel1(inputs)
	return en_submissions_etalabel1(inputs)
});
export { submissions_etalabel1 as "submissions.etaLabel" }