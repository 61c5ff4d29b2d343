import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Yourtrackingnumber2Inputs */

const en_submissions_yourtrackingnumber2 = /** @type {(inputs: Submissions_Yourtrackingnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tracking number`)
};

const fil_submissions_yourtrackingnumber2 = /** @type {(inputs: Submissions_Yourtrackingnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang iyong tracking number`)
};

/**
* | output |
* | --- |
* | "Your tracking number" |
*
* @param {Submissions_Yourtrackingnumber2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_yourtrackingnumber2 = /** @type {((inputs?: Submissions_Yourtrackingnumber2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Yourtrackingnumber2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_yourtrackingnumber2(inputs)
	return en_submissions_yourtrackingnumber2(inputs)
});
export { submissions_yourtrackingnumber2 as "submissions.yourTrackingNumber" }