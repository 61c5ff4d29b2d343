import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Chooselocationforwindows3Inputs */

const en_submissions_chooselocationforwindows3 = /** @type {(inputs: Submissions_Chooselocationforwindows3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your location to see the pickup windows.`)
};

const fil_submissions_chooselocationforwindows3 = /** @type {(inputs: Submissions_Chooselocationforwindows3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piliin ang iyong lokasyon para makita ang mga oras ng pickup.`)
};

/**
* | output |
* | --- |
* | "Choose your location to see the pickup windows." |
*
* @param {Submissions_Chooselocationforwindows3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_chooselocationforwindows3 = /** @type {((inputs?: Submissions_Chooselocationforwindows3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Chooselocationforwindows3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_chooselocationforwindows3(inputs)
	return en_submissions_chooselocationforwindows3(inputs)
});
export { submissions_chooselocationforwindows3 as "submissions.chooseLocationForWindows" }