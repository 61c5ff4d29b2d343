import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Staffpickupdatelabel3Inputs */

const en_submissions_staffpickupdatelabel3 = /** @type {(inputs: Submissions_Staffpickupdatelabel3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup date`)
};

const fil_submissions_staffpickupdatelabel3 = /** @type {(inputs: Submissions_Staffpickupdatelabel3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petsa ng pickup`)
};

/**
* | output |
* | --- |
* | "Pickup date" |
*
* @param {Submissions_Staffpickupdatelabel3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_staffpickupdatelabel3 = /** @type {((inputs?: Submissions_Staffpickupdatelabel3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Staffpickupdatelabel3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_staffpickupdatelabel3(inputs)
	return en_submissions_staffpickupdatelabel3(inputs)
});
export { submissions_staffpickupdatelabel3 as "submissions.staffPickupDateLabel" }