import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Reasonplaceholder1Inputs */

const en_submissions_reasonplaceholder1 = /** @type {(inputs: Submissions_Reasonplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. We cannot collect mattresses at the moment`)
};

const fil_submissions_reasonplaceholder1 = /** @type {(inputs: Submissions_Reasonplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hal. Hindi muna kami kumukuha ng kutson sa ngayon`)
};

/**
* | output |
* | --- |
* | "e.g. We cannot collect mattresses at the moment" |
*
* @param {Submissions_Reasonplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_reasonplaceholder1 = /** @type {((inputs?: Submissions_Reasonplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Reasonplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_reasonplaceholder1(inputs)
	return en_submissions_reasonplaceholder1(inputs)
});
export { submissions_reasonplaceholder1 as "submissions.reasonPlaceholder" }