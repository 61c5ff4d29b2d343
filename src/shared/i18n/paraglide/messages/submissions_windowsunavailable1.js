import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Windowsunavailable1Inputs */

const en_submissions_windowsunavailable1 = /** @type {(inputs: Submissions_Windowsunavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup windows could not be loaded. We will book the first window with room that day.`)
};

const fil_submissions_windowsunavailable1 = /** @type {(inputs: Submissions_Windowsunavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ma-load ang mga oras ng pickup. Ibu-book namin ang unang oras na may bakante sa araw na iyon.`)
};

/**
* | output |
* | --- |
* | "Pickup windows could not be loaded. We will book the first window with room that day." |
*
* @param {Submissions_Windowsunavailable1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_windowsunavailable1 = /** @type {((inputs?: Submissions_Windowsunavailable1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowsunavailable1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_windowsunavailable1(inputs)
	return en_submissions_windowsunavailable1(inputs)
});
export { submissions_windowsunavailable1 as "submissions.windowsUnavailable" }