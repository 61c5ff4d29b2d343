import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nameplaceholder1Inputs */

const en_submissions_nameplaceholder1 = /** @type {(inputs: Submissions_Nameplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juan Dela Cruz`)
};

const fil_submissions_nameplaceholder1 = /** @type {(inputs: Submissions_Nameplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juan Dela Cruz`)
};

/**
* | output |
* | --- |
* | "Juan Dela Cruz" |
*
* @param {Submissions_Nameplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nameplaceholder1 = /** @type {((inputs?: Submissions_Nameplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nameplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nameplaceholder1(inputs)
	return en_submissions_nameplaceholder1(inputs)
});
export { submissions_nameplaceholder1 as "submissions.namePlaceholder" }