import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ownerdetailsintro2Inputs */

const en_submissions_ownerdetailsintro2 = /** @type {(inputs: Submissions_Ownerdetailsintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We'll send your tracking number by e-mail and SMS.`)
};

const fil_submissions_ownerdetailsintro2 = /** @type {(inputs: Submissions_Ownerdetailsintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ipapadala namin ang tracking number mo sa e-mail at SMS.`)
};

/**
* | output |
* | --- |
* | "We'll send your tracking number by e-mail and SMS." |
*
* @param {Submissions_Ownerdetailsintro2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_ownerdetailsintro2 = /** @type {((inputs?: Submissions_Ownerdetailsintro2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownerdetailsintro2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_ownerdetailsintro2(inputs)
	return en_submissions_ownerdetailsintro2(inputs)
});
export { submissions_ownerdetailsintro2 as "submissions.ownerDetailsIntro" }