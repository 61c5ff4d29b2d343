import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Endsat1Inputs */

const en_submissions_endsat1 = /** @type {(inputs: Submissions_Endsat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends`)
};

const fil_submissions_endsat1 = /** @type {(inputs: Submissions_Endsat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapos`)
};

/**
* | output |
* | --- |
* | "Ends" |
*
* @param {Submissions_Endsat1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_endsat1 = /** @type {((inputs?: Submissions_Endsat1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Endsat1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_endsat1(inputs)
	return en_submissions_endsat1(inputs)
});
export { submissions_endsat1 as "submissions.endsAt" }