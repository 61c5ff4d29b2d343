import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Savenewpickup2Inputs */

const en_submissions_savenewpickup2 = /** @type {(inputs: Submissions_Savenewpickup2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move my pickup`)
};

const fil_submissions_savenewpickup2 = /** @type {(inputs: Submissions_Savenewpickup2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilipat ang pickup ko`)
};

/**
* | output |
* | --- |
* | "Move my pickup" |
*
* @param {Submissions_Savenewpickup2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_savenewpickup2 = /** @type {((inputs?: Submissions_Savenewpickup2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Savenewpickup2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_savenewpickup2(inputs)
	return en_submissions_savenewpickup2(inputs)
});
export { submissions_savenewpickup2 as "submissions.saveNewPickup" }