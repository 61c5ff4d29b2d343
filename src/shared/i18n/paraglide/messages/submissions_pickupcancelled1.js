import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupcancelled1Inputs */

const en_submissions_pickupcancelled1 = /** @type {(inputs: Submissions_Pickupcancelled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request is cancelled. You can submit a new one anytime.`)
};

const fil_submissions_pickupcancelled1 = /** @type {(inputs: Submissions_Pickupcancelled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-cancel na ang request mo. Puwede kang mag-submit ng bago anumang oras.`)
};

/**
* | output |
* | --- |
* | "Your request is cancelled. You can submit a new one anytime." |
*
* @param {Submissions_Pickupcancelled1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupcancelled1 = /** @type {((inputs?: Submissions_Pickupcancelled1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupcancelled1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupcancelled1(inputs)
	return en_submissions_pickupcancelled1(inputs)
});
export { submissions_pickupcancelled1 as "submissions.pickupCancelled" }