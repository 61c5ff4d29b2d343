import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupmovedtitle2Inputs */

const en_submissions_pickupmovedtitle2 = /** @type {(inputs: Submissions_Pickupmovedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup moved`)
};

const fil_submissions_pickupmovedtitle2 = /** @type {(inputs: Submissions_Pickupmovedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nailipat ang pickup`)
};

/**
* | output |
* | --- |
* | "Pickup moved" |
*
* @param {Submissions_Pickupmovedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupmovedtitle2 = /** @type {((inputs?: Submissions_Pickupmovedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupmovedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupmovedtitle2(inputs)
	return en_submissions_pickupmovedtitle2(inputs)
});
export { submissions_pickupmovedtitle2 as "submissions.pickupMovedTitle" }