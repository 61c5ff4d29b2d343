import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Startsat1Inputs */

const en_submissions_startsat1 = /** @type {(inputs: Submissions_Startsat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts`)
};

const fil_submissions_startsat1 = /** @type {(inputs: Submissions_Startsat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simula`)
};

/**
* | output |
* | --- |
* | "Starts" |
*
* @param {Submissions_Startsat1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_startsat1 = /** @type {((inputs?: Submissions_Startsat1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Startsat1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_startsat1(inputs)
	return en_submissions_startsat1(inputs)
});
export { submissions_startsat1 as "submissions.startsAt" }