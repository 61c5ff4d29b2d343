import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Reasonbysms2Inputs */

const en_submissions_reasonbysms2 = /** @type {(inputs: Submissions_Reasonbysms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer receives this reason by SMS.`)
};

const fil_submissions_reasonbysms2 = /** @type {(inputs: Submissions_Reasonbysms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matatanggap ng customer ang dahilang ito sa SMS.`)
};

/**
* | output |
* | --- |
* | "The customer receives this reason by SMS." |
*
* @param {Submissions_Reasonbysms2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_reasonbysms2 = /** @type {((inputs?: Submissions_Reasonbysms2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Reasonbysms2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_reasonbysms2(inputs)
	return en_submissions_reasonbysms2(inputs)
});
export { submissions_reasonbysms2 as "submissions.reasonBySms" }