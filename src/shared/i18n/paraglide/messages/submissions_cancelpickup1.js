import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Cancelpickup1Inputs */

const en_submissions_cancelpickup1 = /** @type {(inputs: Submissions_Cancelpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel pickup`)
};

const fil_submissions_cancelpickup1 = /** @type {(inputs: Submissions_Cancelpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-cancel ang pickup`)
};

/**
* | output |
* | --- |
* | "Cancel pickup" |
*
* @param {Submissions_Cancelpickup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_cancelpickup1 = /** @type {((inputs?: Submissions_Cancelpickup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Cancelpickup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_cancelpickup1(inputs)
	return en_submissions_cancelpickup1(inputs)
});
export { submissions_cancelpickup1 as "submissions.cancelPickup" }