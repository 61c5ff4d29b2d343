import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Otherchanges1Inputs */

const en_submissions_otherchanges1 = /** @type {(inputs: Submissions_Otherchanges1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other changes:`)
};

const fil_submissions_otherchanges1 = /** @type {(inputs: Submissions_Otherchanges1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iba pang pagbabago:`)
};

/**
* | output |
* | --- |
* | "Other changes:" |
*
* @param {Submissions_Otherchanges1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_otherchanges1 = /** @type {((inputs?: Submissions_Otherchanges1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Otherchanges1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_otherchanges1(inputs)
	return en_submissions_otherchanges1(inputs)
});
export { submissions_otherchanges1 as "submissions.otherChanges" }