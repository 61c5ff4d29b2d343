import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nodaylimits2Inputs */

const en_submissions_nodaylimits2 = /** @type {(inputs: Submissions_Nodaylimits2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No day is closed or limited.`)
};

const fil_submissions_nodaylimits2 = /** @type {(inputs: Submissions_Nodaylimits2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang araw na sarado o limitado.`)
};

/**
* | output |
* | --- |
* | "No day is closed or limited." |
*
* @param {Submissions_Nodaylimits2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nodaylimits2 = /** @type {((inputs?: Submissions_Nodaylimits2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nodaylimits2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nodaylimits2(inputs)
	return en_submissions_nodaylimits2(inputs)
});
export { submissions_nodaylimits2 as "submissions.noDayLimits" }