import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Declutterforme2Inputs */

const en_submissions_declutterforme2 = /** @type {(inputs: Submissions_Declutterforme2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declutter For Me`)
};

const fil_submissions_declutterforme2 = /** @type {(inputs: Submissions_Declutterforme2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpitin Para sa Akin`)
};

/**
* | output |
* | --- |
* | "Declutter For Me" |
*
* @param {Submissions_Declutterforme2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_declutterforme2 = /** @type {((inputs?: Submissions_Declutterforme2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Declutterforme2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_declutterforme2(inputs)
	return en_submissions_declutterforme2(inputs)
});
export { submissions_declutterforme2 as "submissions.declutterForMe" }