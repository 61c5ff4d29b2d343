import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Declutterforme2Inputs */

const en_submissions_declutterforme2 = /** @type {(inputs: Submissions_Declutterforme2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declutter For Me`)
};

/**
* | output |
* | --- |
* | "Declutter For Me" |
*
* @param {Submissions_Declutterforme2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_declutterforme2 = /** @type {((inputs?: Submissions_Declutterforme2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Declutterforme2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_declutterforme2(inputs)
});
export { submissions_declutterforme2 as "submissions.declutterForMe" }