import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Trackingnumbercopied2Inputs */

const en_submissions_trackingnumbercopied2 = /** @type {(inputs: Submissions_Trackingnumbercopied2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number copied`)
};

const fil_submissions_trackingnumbercopied2 = /** @type {(inputs: Submissions_Trackingnumbercopied2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakopya ang tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking number copied" |
*
* @param {Submissions_Trackingnumbercopied2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_trackingnumbercopied2 = /** @type {((inputs?: Submissions_Trackingnumbercopied2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Trackingnumbercopied2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_trackingnumbercopied2(inputs)
	return en_submissions_trackingnumbercopied2(inputs)
});
export { submissions_trackingnumbercopied2 as "submissions.trackingNumberCopied" }