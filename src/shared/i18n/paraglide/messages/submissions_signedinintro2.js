import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Signedinintro2Inputs */

const en_submissions_signedinintro2 = /** @type {(inputs: Submissions_Signedinintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Just tell us what we're picking up!`)
};

/**
* | output |
* | --- |
* | "Just tell us what we're picking up!" |
*
* @param {Submissions_Signedinintro2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_signedinintro2 = /** @type {((inputs?: Submissions_Signedinintro2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Signedinintro2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_signedinintro2(inputs)
});
export { submissions_signedinintro2 as "submissions.signedInIntro" }