import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Limitreason1Inputs */

const en_submissions_limitreason1 = /** @type {(inputs: Submissions_Limitreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (optional)`)
};

const fil_submissions_limitreason1 = /** @type {(inputs: Submissions_Limitreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dahilan (optional)`)
};

/**
* | output |
* | --- |
* | "Reason (optional)" |
*
* @param {Submissions_Limitreason1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_limitreason1 = /** @type {((inputs?: Submissions_Limitreason1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Limitreason1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_limitreason1(inputs)
	return en_submissions_limitreason1(inputs)
});
export { submissions_limitreason1 as "submissions.limitReason" }