import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupcancelledtitle2Inputs */

const en_submissions_pickupcancelledtitle2 = /** @type {(inputs: Submissions_Pickupcancelledtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup cancelled`)
};

const fil_submissions_pickupcancelledtitle2 = /** @type {(inputs: Submissions_Pickupcancelledtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-cancel ang pickup`)
};

/**
* | output |
* | --- |
* | "Pickup cancelled" |
*
* @param {Submissions_Pickupcancelledtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupcancelledtitle2 = /** @type {((inputs?: Submissions_Pickupcancelledtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupcancelledtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupcancelledtitle2(inputs)
	return en_submissions_pickupcancelledtitle2(inputs)
});
export { submissions_pickupcancelledtitle2 as "submissions.pickupCancelledTitle" }