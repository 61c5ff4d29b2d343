import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdateinpast3Inputs */

const en_submissions_pickupdateinpast3 = /** @type {(inputs: Submissions_Pickupdateinpast3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pickup date cannot be in the past`)
};

const fil_submissions_pickupdateinpast3 = /** @type {(inputs: Submissions_Pickupdateinpast3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi puwedeng nakaraan na ang petsa ng pickup`)
};

/**
* | output |
* | --- |
* | "The pickup date cannot be in the past" |
*
* @param {Submissions_Pickupdateinpast3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdateinpast3 = /** @type {((inputs?: Submissions_Pickupdateinpast3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdateinpast3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupdateinpast3(inputs)
	return en_submissions_pickupdateinpast3(inputs)
});
export { submissions_pickupdateinpast3 as "submissions.pickupDateInPast" }