import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Keeppickup1Inputs */

const en_submissions_keeppickup1 = /** @type {(inputs: Submissions_Keeppickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

const fil_submissions_keeppickup1 = /** @type {(inputs: Submissions_Keeppickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huwag i-cancel`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Submissions_Keeppickup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_keeppickup1 = /** @type {((inputs?: Submissions_Keeppickup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Keeppickup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_keeppickup1(inputs)
	return en_submissions_keeppickup1(inputs)
});
export { submissions_keeppickup1 as "submissions.keepPickup" }