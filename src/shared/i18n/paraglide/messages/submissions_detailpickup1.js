import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailpickup1Inputs */

const en_submissions_detailpickup1 = /** @type {(inputs: Submissions_Detailpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

const fil_submissions_detailpickup1 = /** @type {(inputs: Submissions_Detailpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Submissions_Detailpickup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_detailpickup1 = /** @type {((inputs?: Submissions_Detailpickup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailpickup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_detailpickup1(inputs)
	return en_submissions_detailpickup1(inputs)
});
export { submissions_detailpickup1 as "submissions.detailPickup" }