import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statuspending1Inputs */

const en_submissions_statuspending1 = /** @type {(inputs: Submissions_Statuspending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

const fil_submissions_statuspending1 = /** @type {(inputs: Submissions_Statuspending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naghihintay`)
};

/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Submissions_Statuspending1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statuspending1 = /** @type {((inputs?: Submissions_Statuspending1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statuspending1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statuspending1(inputs)
	return en_submissions_statuspending1(inputs)
});
export { submissions_statuspending1 as "submissions.statusPending" }