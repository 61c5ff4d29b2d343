import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Signedinintro2Inputs */

const en_submissions_signedinintro2 = /** @type {(inputs: Submissions_Signedinintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Just tell us what we're picking up!`)
};

const fil_submissions_signedinintro2 = /** @type {(inputs: Submissions_Signedinintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabihin mo lang kung ano ang kukunin namin!`)
};

/**
* | output |
* | --- |
* | "Just tell us what we're picking up!" |
*
* @param {Submissions_Signedinintro2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_signedinintro2 = /** @type {((inputs?: Submissions_Signedinintro2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Signedinintro2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_signedinintro2(inputs)
	return en_submissions_signedinintro2(inputs)
});
export { submissions_signedinintro2 as "submissions.signedInIntro" }