import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickuptimerequired2Inputs */

const en_submissions_pickuptimerequired2 = /** @type {(inputs: Submissions_Pickuptimerequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a pickup window`)
};

const fil_submissions_pickuptimerequired2 = /** @type {(inputs: Submissions_Pickuptimerequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng oras ng pickup`)
};

/**
* | output |
* | --- |
* | "Please choose a pickup window" |
*
* @param {Submissions_Pickuptimerequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickuptimerequired2 = /** @type {((inputs?: Submissions_Pickuptimerequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickuptimerequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickuptimerequired2(inputs)
	return en_submissions_pickuptimerequired2(inputs)
});
export { submissions_pickuptimerequired2 as "submissions.pickupTimeRequired" }