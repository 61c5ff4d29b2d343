import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Loadingwindows1Inputs */

const en_submissions_loadingwindows1 = /** @type {(inputs: Submissions_Loadingwindows1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding pickup windows…`)
};

const fil_submissions_loadingwindows1 = /** @type {(inputs: Submissions_Loadingwindows1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinahanap ang mga oras ng pickup…`)
};

/**
* | output |
* | --- |
* | "Finding pickup windows…" |
*
* @param {Submissions_Loadingwindows1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_loadingwindows1 = /** @type {((inputs?: Submissions_Loadingwindows1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Loadingwindows1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_loadingwindows1(inputs)
	return en_submissions_loadingwindows1(inputs)
});
export { submissions_loadingwindows1 as "submissions.loadingWindows" }