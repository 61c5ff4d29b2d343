import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Returnhome1Inputs */

const en_submissions_returnhome1 = /** @type {(inputs: Submissions_Returnhome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return Home`)
};

const fil_submissions_returnhome1 = /** @type {(inputs: Submissions_Returnhome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bumalik sa Home`)
};

/**
* | output |
* | --- |
* | "Return Home" |
*
* @param {Submissions_Returnhome1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_returnhome1 = /** @type {((inputs?: Submissions_Returnhome1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Returnhome1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_returnhome1(inputs)
	return en_submissions_returnhome1(inputs)
});
export { submissions_returnhome1 as "submissions.returnHome" }