import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailevent1Inputs */

const en_submissions_detailevent1 = /** @type {(inputs: Submissions_Detailevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

const fil_submissions_detailevent1 = /** @type {(inputs: Submissions_Detailevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

/**
* | output |
* | --- |
* | "Event" |
*
* @param {Submissions_Detailevent1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_detailevent1 = /** @type {((inputs?: Submissions_Detailevent1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailevent1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_detailevent1(inputs)
	return en_submissions_detailevent1(inputs)
});
export { submissions_detailevent1 as "submissions.detailEvent" }