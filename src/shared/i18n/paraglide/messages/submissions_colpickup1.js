import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colpickup1Inputs */

const en_submissions_colpickup1 = /** @type {(inputs: Submissions_Colpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

const fil_submissions_colpickup1 = /** @type {(inputs: Submissions_Colpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Submissions_Colpickup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_colpickup1 = /** @type {((inputs?: Submissions_Colpickup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colpickup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_colpickup1(inputs)
	return en_submissions_colpickup1(inputs)
});
export { submissions_colpickup1 as "submissions.colPickup" }