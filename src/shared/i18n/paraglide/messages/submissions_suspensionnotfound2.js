import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Suspensionnotfound2Inputs */

const en_submissions_suspensionnotfound2 = /** @type {(inputs: Submissions_Suspensionnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This suspension no longer exists`)
};

const fil_submissions_suspensionnotfound2 = /** @type {(inputs: Submissions_Suspensionnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala na ang suspensyong ito`)
};

/**
* | output |
* | --- |
* | "This suspension no longer exists" |
*
* @param {Submissions_Suspensionnotfound2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspensionnotfound2 = /** @type {((inputs?: Submissions_Suspensionnotfound2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspensionnotfound2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspensionnotfound2(inputs)
	return en_submissions_suspensionnotfound2(inputs)
});
export { submissions_suspensionnotfound2 as "submissions.suspensionNotFound" }