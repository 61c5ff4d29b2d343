import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nextapplication1Inputs */

const en_submissions_nextapplication1 = /** @type {(inputs: Submissions_Nextapplication1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next Application`)
};

const fil_submissions_nextapplication1 = /** @type {(inputs: Submissions_Nextapplication1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Susunod na Application`)
};

/**
* | output |
* | --- |
* | "Next Application" |
*
* @param {Submissions_Nextapplication1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nextapplication1 = /** @type {((inputs?: Submissions_Nextapplication1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nextapplication1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nextapplication1(inputs)
	return en_submissions_nextapplication1(inputs)
});
export { submissions_nextapplication1 as "submissions.nextApplication" }