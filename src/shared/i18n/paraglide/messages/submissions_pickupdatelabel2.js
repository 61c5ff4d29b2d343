import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdatelabel2Inputs */

const en_submissions_pickupdatelabel2 = /** @type {(inputs: Submissions_Pickupdatelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup date`)
};

const fil_submissions_pickupdatelabel2 = /** @type {(inputs: Submissions_Pickupdatelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petsa ng pickup`)
};

/**
* | output |
* | --- |
* | "Pickup date" |
*
* @param {Submissions_Pickupdatelabel2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdatelabel2 = /** @type {((inputs?: Submissions_Pickupdatelabel2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdatelabel2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupdatelabel2(inputs)
	return en_submissions_pickupdatelabel2(inputs)
});
export { submissions_pickupdatelabel2 as "submissions.pickupDateLabel" }